import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { apiUrl, expect, test } from '../support/fixtures.ts';
import { exampleFasta, parseCsv, submitJob, uniqueEmail, waitForJob } from './ampep-helpers.ts';

// The results page reads as a summary first, its filters find what they
// say, a phone shows each row's answer, sorting and notes do not mislead.

type Row = Record<string, string | number | null>;

/** The example peptides and one with a non-standard code (kept, not predicted). */
const INPUT = `${exampleFasta}>odd_X\nGLFDXIKKAL\n`;
const N = (INPUT.match(/^>/gm) ?? []).length;
const SKIP_NOTE =
  'RF-AmPEP30 learned from peptides of 5–30 residues and gives no value outside that length.';

async function resultsJob(request: APIRequestContext, label: string) {
  const id = await submitJob(request, { email: uniqueEmail(label), input: INPUT });
  await waitForJob(request, id);
  const job = (await (await request.get(`${apiUrl()}/jobs/${id}?pageSize=100`)).json()).data;
  const columns = job.result.columns as { key: string; threshold?: number }[];
  /** The service's threshold of a class column, as the column states it. */
  const threshold = (key: string) => columns.find((c) => c.key === key)?.threshold ?? 0.5;
  return { id, rows: job.result.rows as Row[], threshold };
}

const num = (row: Row, key: string) => row[key] as number | null;

async function downloaded(page: Page, format: 'CSV' | 'TSV' | 'FASTA'): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: 'Export the rows shown' })
      .getByRole('button', { name: format })
      .click(),
  ]);
  return readFile((await (download as Download).path()) as string, 'utf8');
}

/** The first cell (the name) of each row the table shows, top to bottom. */
function shownIds(region: Locator): Promise<string[]> {
  return region
    .getByRole('rowgroup')
    .nth(1)
    .getByRole('row')
    .evaluateAll((rows) =>
      rows
        .map((row) => ({
          top: row.getBoundingClientRect().top,
          id: row.querySelector('[role=cell]')?.textContent ?? '',
        }))
        .sort((a, b) => a.top - b.top)
        .map((r) => r.id),
    );
}

/** Sets a slider by keyboard: Home, then one step of 0.01 per press. */
async function setThreshold(page: Page, name: RegExp, value: number) {
  const slider = page.getByRole('slider', { name });
  await slider.focus();
  await slider.press('Home');
  for (let i = 0; i < Math.round(value * 100); i++) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(value));
}

test('a summary per method above the tables: counts at the threshold, distributions, explained columns, labels, the threshold in every export', async ({
  page,
  request,
}) => {
  const { id, rows, threshold } = await resultsJob(request, 'summary');
  const served = threshold('ampep_class');
  const scored = rows.filter((r) => typeof r.ampep_probability === 'number');
  const atLeast = (t: number) => scored.filter((r) => (num(r, 'ampep_probability') ?? 0) >= t);
  // RDKit (molecules) is for compound tools' results only.
  const wasm: string[] = [];
  page.on('request', (r) => (r.url().endsWith('.wasm') ? wasm.push(r.url()) : undefined));
  await page.goto(`/ampep/jobs/${id}`);

  // The job's methods by their labels.
  await expect(
    page.getByText('AmPEP (published model), RF-AmPEP30, MIC (E. coli, S. aureus)'),
  ).toBeVisible();

  const ampep = page.getByRole('region', { name: 'AmPEP (published model)', exact: true });
  await expect(ampep).toContainText(`${scored.length} of ${N} sequences predicted`);
  const count = (state: string) => ampep.locator(`[data-class-count="${state}"]`);
  await expect(count('positive')).toHaveText(`AMP ${atLeast(served).length}`);
  await expect(count('negative')).toHaveText(`Non-AMP ${scored.length - atLeast(served).length}`);
  await expect(count('not-predicted')).toHaveText('Not predicted 1');
  // The distribution of the scores, its numbers readable by screen readers too.
  const histogram = ampep.getByRole('table', { name: /^Distribution of AmPEP probability/ });
  const bins = (await histogram.locator('tbody td:nth-child(2)').allTextContents()).map(Number);
  expect(bins).toHaveLength(20);
  expect(bins.reduce((a, b) => a + b, 0)).toBe(scored.length);
  // A regression: the distribution of its predicted values.
  const mic = page.getByRole('region', { name: 'MIC (E. coli, S. aureus)' });
  const micTable = mic.getByRole('table', { name: /^Distribution of E\. coli MIC over/ });
  const micCounts = (await micTable.locator('tbody td:nth-child(2)').allTextContents()).map(Number);
  expect(micCounts.reduce((a, b) => a + b, 0)).toBe(
    rows.filter((r) => typeof r.ec_mic_um === 'number').length,
  );

  // Moving the threshold moves the counts and the class column's header.
  await setThreshold(page, /^AmPEP \(published model\) threshold/, 0.3);
  await expect(count('positive')).toHaveText(`AMP ${atLeast(0.3).length}`);
  const table = page.getByRole('region', { name: 'Classification results' });
  await expect(table.getByRole('columnheader', { name: /AmPEP class/ })).toContainText('at ≥ 0.30');
  // Each header explains its column.
  await page.getByRole('tab', { name: 'Prediction score' }).click();
  await page.getByRole('button', { name: 'About AmPEP probability' }).click();
  await expect(page.getByRole('dialog', { name: 'AmPEP probability' })).toContainText(
    "share of AmPEP's 100 trees that vote AMP, calibrated",
  );
  await page.keyboard.press('Escape');

  // Every export says which threshold made its classes, and holds the classes made at it.
  await page.getByRole('tab', { name: 'Classification' }).click();
  const csv = parseCsv(await downloaded(page, 'CSV'));
  const header = csv[0] ?? [];
  expect(header.slice(0, 4)).toEqual(['id', 'sequence', 'ampep_class', 'ampep_threshold']);
  expect(header).toContain('rfampep30_threshold');
  const body = csv.slice(1);
  expect(body.map((r) => r[3])).toEqual(Array(N).fill('0.3'));
  const positives = new Set(atLeast(0.3).map((r) => r.id));
  for (const r of body) {
    if (r[0] !== 'odd_X') expect(r[2]).toBe(positives.has(r[0] as string) ? 'AMP' : 'Non-AMP');
  }
  expect((await downloaded(page, 'TSV')).split('\n')[0]).toContain('ampep_class\tampep_threshold');
  expect(await downloaded(page, 'FASTA')).toMatch(
    new RegExp(
      `^>magainin_2 ampep_class=AMP ampep_threshold=0\\.3 rfampep30_class=AMP rfampep30_threshold=${threshold('rfampep30_class')}$`,
      'm',
    ),
  );
  expect(wasm).toEqual([]);
});

test('filters: text on names and sequences only, a class, a score range; the exports hold the rows they leave', async ({
  page,
  request,
}) => {
  const { id, rows } = await resultsJob(request, 'filters');
  await page.goto(`/ampep/jobs/${id}`);
  const showing = page.getByText(/^Showing \d+ of \d+ rows$/);
  const text = page.getByLabel('Filter rows by name or sequence');

  // "AMP" is a class and part of every RF-AmPEP30 note, but no name or sequence holds it.
  await text.fill('AMP');
  await expect(showing).toHaveText(`Showing 0 of ${N} rows`);
  await text.fill('gigk');
  await expect(showing).toHaveText(`Showing 1 of ${N} rows`);
  await text.fill('');

  await page.getByRole('button', { name: 'Class and score filters' }).click();
  const nonAmp = rows.filter((r) => r.ampep_class === 0);
  await page.getByLabel('AmPEP class', { exact: true }).selectOption({ label: 'Non-AMP' });
  await expect(showing).toHaveText(`Showing ${nonAmp.length} of ${N} rows`);
  await page.getByLabel('AmPEP class', { exact: true }).selectOption({ label: 'Any' });

  await page.getByLabel('AmPEP probability at least').fill('0.9');
  const high = rows.filter((r) => (num(r, 'ampep_probability') ?? -1) >= 0.9);
  expect(high.length).toBeGreaterThan(0);
  expect(high.length).toBeLessThan(N);
  await expect(showing).toHaveText(`Showing ${high.length} of ${N} rows`);
  await expect(page.getByRole('button', { name: 'Class and score filters (1)' })).toBeVisible();

  const csv = parseCsv(await downloaded(page, 'CSV'));
  expect(csv.slice(1).map((r) => r[0])).toEqual(high.map((r) => r.id));

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(showing).toHaveText(`Showing ${N} of ${N} rows`);
  await expect(page.getByLabel('AmPEP probability at least')).toHaveValue('');
});

test('on a phone, every row shows its name, class and main score without sideways scrolling', async ({
  page,
  request,
}) => {
  const { id, rows } = await resultsJob(request, 'phone');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/ampep/jobs/${id}`);
  const region = page.getByRole('region', { name: 'Classification results' });
  await expect(region.getByRole('listitem').first()).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  for (const name of ['magainin_2', 'ubiquitin', 'odd_X']) {
    const card = region.getByRole('listitem').filter({ hasText: name });
    // The cards scroll with the page and are drawn as they come into view.
    for (let step = 0; step < 40 && (await card.count()) === 0; step++) {
      await page.mouse.wheel(0, 300);
    }
    await card.scrollIntoViewIfNeeded();
    const row = rows.find((r) => r.id === name) as Row;
    const probability = num(row, 'ampep_probability');
    const parts = [
      card.getByText(name, { exact: true }),
      card.locator('[data-class-state]').first(),
      card.locator('[data-part="score"]'),
    ];
    for (const part of parts) {
      const box = await part.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    }
    // A training peptide shows what was measured before the prediction (see evidence.spec.ts).
    if (probability === null) {
      await expect(parts[2] as Locator).toHaveText('AmPEP probability: —');
    } else {
      await expect(parts[2] as Locator).toContainText('AmPEP probability: ');
      await expect((parts[2] as Locator).locator('[data-part="value"]')).toHaveText(
        new RegExp(`^(predicted)?${probability.toFixed(3).replace('.', '\\.')}(outside)?$`),
      );
    }
  }
});

test('sorting keeps empty cells last; a long sequence ends in an ellipsis and shows in full on focus; a repeated note is said once; an expected skip is neutral', async ({
  page,
  request,
}) => {
  const { id, rows } = await resultsJob(request, 'sorting');
  await page.goto(`/ampep/jobs/${id}`);

  // Notes: the window of RF-AmPEP30 is said once above the table, with how many it concerns.
  const skipped = rows.filter((r) => String(r.note ?? '').includes(SKIP_NOTE));
  expect(skipped.length).toBeGreaterThanOrEqual(2);
  const notes = page.getByRole('region', { name: 'Notes on several rows' });
  await expect(notes.getByRole('listitem').filter({ hasText: SKIP_NOTE })).toHaveText(
    `${SKIP_NOTE} (${skipped.length} sequences)`,
  );
  const listed = await notes.getByRole('listitem').allTextContents();
  const number = listed.findIndex((text) => text.startsWith(SKIP_NOTE)) + 1;
  const table = page.getByRole('region', { name: 'Classification results' });
  const ll37 = table.getByRole('row').filter({ hasText: 'LL-37' });
  await expect(ll37).toContainText(new RegExp(`Notes? (\\d+, )*${number}\\b`));
  await expect(ll37).not.toContainText('RF-AmPEP30 learned from');
  // One word for both, as in the files; an expected skip (outside the method's lengths) in a
  // neutral badge, a sequence the method could not read standing out.
  const outside = ll37.getByText('Not predicted');
  // Rows are drawn as they come into view: scroll the page down to the last one.
  const oddRow = table.getByRole('row').filter({ hasText: 'odd_X' });
  for (let step = 0; step < 40 && (await oddRow.count()) === 0; step++) {
    await page.mouse.wheel(0, 300);
  }
  const odd = oddRow.getByText('Not predicted').first();
  const spread = (locator: Locator) =>
    locator.evaluate((e) => {
      const [r, g, b] = (getComputedStyle(e).color.match(/\d+/g) ?? []).map(Number);
      return Math.max(r ?? 0, g ?? 0, b ?? 0) - Math.min(r ?? 0, g ?? 0, b ?? 0);
    });
  expect(await spread(outside)).toBeLessThan(25);
  expect(await spread(odd)).toBeGreaterThan(40);
  // A sequence with a non-standard code is in the results, with the reason.
  await expect(oddRow).toContainText('X (any amino acid)');

  // A long sequence ends in an ellipsis, and shows in full when its link has the focus.
  const link = table.getByRole('link', { name: /^MQIFVKTLTGKT/ });
  const fit = () =>
    link.evaluate((a) => {
      const box = a.parentElement as HTMLElement;
      return {
        display: getComputedStyle(a).display,
        ellipsis: getComputedStyle(box).textOverflow === 'ellipsis',
        cut: box.scrollWidth > box.clientWidth,
        wraps: getComputedStyle(box).whiteSpace === 'normal',
      };
    });
  expect(await fit()).toEqual({ display: 'inline', ellipsis: true, cut: true, wraps: false });
  await link.focus();
  expect(await fit()).toEqual({ display: 'inline', ellipsis: true, cut: false, wraps: true });

  // Empty cells last whichever the direction.
  await page.getByRole('tab', { name: 'Activity' }).click();
  const activity = page.getByRole('region', { name: 'Activity results' });
  const mic = rows
    .filter((r) => typeof r.ec_mic_um === 'number')
    .sort((a, b) => (num(a, 'ec_mic_um') ?? 0) - (num(b, 'ec_mic_um') ?? 0));
  // The header's button (each value's cell is a button too: it opens its evidence).
  const sortButton = activity
    .getByRole('columnheader', { name: /^E\. coli MIC/ })
    .getByRole('button', { name: /^E\. coli MIC/ });
  await sortButton.click();
  let ids = await shownIds(activity);
  expect(ids[0]).toBe(mic.at(-1)?.id);
  expect(ids.at(-1)).toBe('odd_X');
  await sortButton.click();
  ids = await shownIds(activity);
  expect(ids[0]).toBe(mic[0]?.id);
  expect(ids.at(-1)).toBe('odd_X');
});

for (const width of [375, 1440]) {
  for (const mode of ['light', 'dark'] as const) {
    // Each width and each mode in every run (375 light, 1440 dark); the other pairs in the full run.
    const tag = (width === 375) === (mode === 'light') ? [] : ['@sweep'];
    test(`axe finds no serious or critical violation on a job page with results at ${width} px (${mode})`, {
      tag,
    }, async ({ page, request }) => {
      const { id } = await resultsJob(request, `axe${width}${mode}`);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/ampep/jobs/${id}`);
      // A generous wait: on a loaded machine the first draw of a wide table takes a while.
      await expect(page.getByRole('region', { name: 'Classification results' })).toBeVisible({
        timeout: 30_000,
      });
      if (mode === 'dark') {
        await page.getByRole('button', { name: 'Switch to dark mode' }).first().click();
        await expect(page.locator('html')).toHaveClass(/dark/);
      }
      await page.getByRole('button', { name: 'Class and score filters' }).click();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
