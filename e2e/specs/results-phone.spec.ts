import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { exampleSmiles as ecotoxExample } from '../../apps/ecotoxicology/src/example.ts';
import { exampleSmiles as sslExample } from '../../apps/ssl-gcn/src/example.ts';
import { apiUrl, expect, test } from '../support/fixtures.ts';
import { exampleFasta, submitJob, uniqueEmail, waitForJob } from './ampep-helpers.ts';

// Results on a phone (375 px) and a wide table of molecules (1440 px): nothing cut, no value
// without its unit, one scroll for the page.

async function compoundJob(
  request: APIRequestContext,
  tool: string,
  input: string,
  methods: string[],
) {
  const response = await request.post(`${apiUrl()}/${tool}/jobs`, {
    data: { input, methods, email: uniqueEmail(tool) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = (await response.json()).data.id as string;
  await waitForJob(request, id);
  return id;
}

/** Whether the element shows whole inside the window's width, not cut by any box around it. */
async function shownWhole(locator: Locator): Promise<{ inside: boolean; cut: string[] }> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const cut: string[] = [];
    for (let e = element.parentElement; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.overflowX === 'visible') continue;
      const outer = e.getBoundingClientRect();
      if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5) cut.push(e.tagName);
    }
    return { inside: box.left >= 0 && box.right <= window.innerWidth, cut };
  });
}

/** The value a card's list gives for a label. */
const cardValue = (card: Locator, label: string) =>
  card.locator(`div:has(> dt:text-is("${label}")) > dd`);

async function phone(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
}

test('a compound card at 375 px: the name on whole lines, the main value and its unit in full', async ({
  page,
  request,
}) => {
  const id = await compoundJob(request, 'ecotoxicology', ecotoxExample, ['fish_lc50']);
  await phone(page);
  await page.goto(`/ecotoxicology/jobs/${id}`);
  const cards = page.getByRole('region', { name: 'Fish toxicity results' });
  const card = cards.getByRole('listitem').filter({ hasText: 'pentachlorophenol' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  // The name reads as a word, not one letter a line.
  const name = await card.locator('[data-part="id"]').boundingBox();
  expect(name?.width ?? 0).toBeGreaterThan(120);
  expect(name?.height ?? 0).toBeLessThan(60);
  // The main value with its whole unit, inside the window and cut by no box.
  const score = card.locator('[data-part="score"]');
  await expect(score).toContainText('-log10(mol/L)');
  expect(await shownWhole(score)).toEqual({ inside: true, cut: [] });
  // The downloads, the longest label too, wrap inside the window: the page never scrolls sideways.
  const download = page.getByRole('link', {
    name: 'Nearest measured molecule and applicability domain (CSV)',
  });
  expect(await shownWhole(download)).toEqual({ inside: true, cut: [] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a phone card gives every secondary value its unit', async ({ page, request }) => {
  const id = await submitJob(request, { email: uniqueEmail('units'), input: exampleFasta });
  await waitForJob(request, id);
  await phone(page);
  await page.goto(`/ampep/jobs/${id}`);
  await page.getByRole('tab', { name: 'Activity' }).click();
  const card = page
    .getByRole('region', { name: 'Activity results' })
    .getByRole('listitem')
    .filter({ hasText: 'magainin_2' });
  await expect(card).toBeVisible();
  // The value with its unit, and its interval beside it with the unit too.
  const mic = cardValue(card, 'S. aureus MIC');
  await expect(mic.locator('[data-part="value"]')).toHaveText(/^\d[\d.]* µM$/);
  await expect(mic.locator('[data-part="interval"]')).toHaveText(/^[\d.,]+–[\d.,]+ µM$/);

  const compound = await compoundJob(request, 'bestox', 'CCO ethanol\nc1ccccc1O phenol\n', [
    'ld50',
  ]);
  await page.goto(`/bestox/jobs/${compound}`);
  const bestoxCard = page
    .getByRole('region', { name: 'Acute oral toxicity results' })
    .getByRole('listitem')
    .filter({ hasText: 'ethanol' });
  await expect(bestoxCard).toBeVisible({ timeout: 20_000 });
  const ld50 = cardValue(bestoxCard, 'LD50');
  // Ethanol is in the training data: its measured dose leads, in mg/kg as the prediction beside it.
  await expect(ld50.locator('[data-part="measured"]')).toHaveText(/^measured [\d,.]+ mg\/kg$/);
  await expect(ld50.locator('[data-part="value"]')).toHaveText(/^predicted[\d,.]+ mg\/kg$/);
  await expect(ld50.locator('[data-part="interval"]')).toHaveText(/^[\d.,]+–[\d.,]+ mg\/kg$/);
});

test('the rows scroll with the page, on a phone and at 1440 px: one scroll, not a box inside it, the header in view', async ({
  page,
  request,
}) => {
  const peptides = Array.from(
    { length: 60 },
    (_, i) => `>pep_${i + 1}\n${'GIGKFLHSAKKFGKAFVGEIMNS'.slice(0, 10 + (i % 13))}\n`,
  ).join('');
  const id = await submitJob(request, { email: uniqueEmail('scroll'), input: peptides });
  await waitForJob(request, id);
  await phone(page);
  await page.goto(`/ampep/jobs/${id}`);
  const region = page.getByRole('region', { name: 'Classification results' });
  await expect(region.getByRole('listitem').first()).toBeVisible();
  // The list is as tall as its cards: it does not scroll by itself.
  const scroll = await region.evaluate((e) => ({
    overflowY: getComputedStyle(e).overflowY,
    inner: e.scrollHeight - e.clientHeight,
  }));
  expect(scroll.inner).toBeLessThanOrEqual(1);
  expect(['visible', 'clip']).toContain(scroll.overflowY);
  // The page's own scroll reaches the last card, drawn as it comes into view.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = region.getByRole('listitem').filter({ hasText: /^pep_60/ });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // At 1440 px the table too: one scroll (the page's), its header stuck to the top of the window.
  await page.setViewportSize({ width: 1440, height: 900 });
  const table = region.getByRole('table');
  await expect(table).toBeVisible();
  const own = await region.evaluate((e) => {
    const boxes = [e, ...e.querySelectorAll('*')].filter(
      (b) => b.scrollHeight > b.clientHeight + 1,
    );
    return boxes.filter((b) => /auto|scroll/.test(getComputedStyle(b).overflowY)).length;
  });
  expect(own).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await region.evaluate((e) => window.scrollBy(0, e.getBoundingClientRect().top + 600));
  const header = table.getByRole('rowgroup').first();
  await expect.poll(async () => Math.round((await header.boundingBox())?.y ?? -1)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastRow = table.getByRole('row').filter({ hasText: /^pep_60/ });
  await expect(lastRow).toBeInViewport();
  expect(Math.round((await header.boundingBox())?.y ?? -1)).toBe(0);
});

test('SSL-GCN at 1440 px: the molecule table shows five molecules at a time', async ({
  page,
  request,
}) => {
  const methods = (
    (await (await request.get(`${apiUrl()}/tools`)).json()).data.find(
      (t: { id: string }) => t.id === 'ssl-gcn',
    ) as { methods: { id: string }[] }
  ).methods.map((m) => m.id);
  const id = await compoundJob(request, 'ssl-gcn', sslExample, methods);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/ssl-gcn/jobs/${id}`);
  const table = page.getByRole('region', { name: 'Classification results' });
  await expect(table.locator('[data-depiction="drawn"]').first()).toBeVisible({ timeout: 30_000 });
  await table.evaluate((e) => e.scrollIntoView({ block: 'start' }));
  const whole = await table.evaluate((region) => {
    const frame = region.getBoundingClientRect();
    const bottom = Math.min(frame.bottom, window.innerHeight);
    return [...region.querySelectorAll('[role=rowgroup]:last-child [role=row]')].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= frame.top && r.bottom <= bottom + 0.5;
    }).length;
  });
  expect(whole).toBeGreaterThanOrEqual(5);
});
