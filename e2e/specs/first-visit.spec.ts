// A first visit: a tool's code is asked for at once, and its page shows its heading
// and intro before that code arrives, in the place where the tool's page keeps them.
import { findTool, type ToolId } from '@peptox/tool-contract/catalogue';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { toolApps } from '../support/paths.ts';

test("a tool's manifest, entry and module are preloaded by the page and fetched once each", async ({
  page,
}) => {
  const requests = new Map<string, number>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
  });
  const response = await page.goto('/ampep/home');
  const html = (await response?.text()) ?? '';
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);
  const manifest = await (await page.request.get('/tools/ampep/mf-manifest.json')).json();
  const entry = `/tools/ampep/${manifest.metaData.remoteEntry.name}`;
  expect(preloaded).toEqual(expect.arrayContaining(['/tools/ampep/mf-manifest.json', entry]));

  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A preload the page's own request did not match would be fetched twice.
  for (const path of preloaded) expect(requests.get(path as string), path).toBe(1);
});

for (const id of toolApps.filter((tool) => ['ampep', 'gwovina'].includes(tool))) {
  for (const width of [375, 1440]) {
    // AmPEP on a phone and GWOVina on a desktop in every run; the other pairs in the full run.
    const tag = (id === 'ampep') === (width === 375) ? [] : ['@sweep'];
    test(`${id}'s home at ${width} px shows its heading and intro before its code arrives, and they stay put`, {
      tag,
    }, async ({ page }) => {
      const tool = findTool(id) as NonNullable<ReturnType<typeof findTool>>;
      await page.setViewportSize({ width, height: 900 });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`**/tools/${id}/**`, async (route) => {
        await held;
        await route.fallback();
      });
      await page.goto(`/${id as ToolId}/home`);

      const main = page.getByRole('main');
      const heading = main.getByRole('heading', { level: 1, name: tool.home.title });
      const intro = main.getByText(tool.home.intro.replaceAll('*', '').slice(0, 40));
      // The shell's placeholder, once it has replaced the page as sent (its first paint).
      await expect(page.locator('#first-paint')).toHaveCount(0);
      await expect(heading).toBeVisible();
      await expect(intro).toBeVisible();
      const before = [await heading.boundingBox(), await intro.boundingBox()];

      release();
      // Drawn only by the tool's own page.
      const own = 'Come back later';
      await expect(main.getByRole('heading', { name: own })).toBeVisible();
      await expect(heading).toBeVisible();
      expect([await heading.boundingBox(), await intro.boundingBox()]).toEqual(before);
    });
  }
}

test("on a phone, the navigation opened before the tool's code arrives stays open when it does", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/tools/acpep/**', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/acpep/home');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open ACPep navigation' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'My jobs' })).toBeVisible();

  release();
  // Drawn only by the tool's own page (behind the open drawer, so found by its text).
  await expect(page.locator('main').getByText('Come back later')).toBeAttached();
  await expect(drawer.getByRole('link', { name: 'My jobs' })).toBeVisible();
  await drawer.getByRole('link', { name: 'My jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
});

/**
 * Where the top of a page is drawn: header bar, the site's or tool's name, the navigation's
 * links, the heading and the paragraph after it. Read from the page as the server sent it
 * (scripts off) and once the page's code has drawn it.
 */
async function topOfPage(page: Page) {
  const boxes: Record<string, unknown> = {};
  const header = page.locator('header').first();
  boxes.header = await header.boundingBox();
  for (const [i, link] of (await header.getByRole('link').all()).entries()) {
    boxes[`header link ${i} ${await link.textContent()}`] = (await link.isVisible())
      ? await link.boundingBox()
      : 'hidden';
  }
  const heading = page.getByRole('main').locator('h1');
  boxes.heading = await heading.boundingBox();
  boxes.intro = await heading.locator('xpath=following-sibling::p[1]').boundingBox();
  return boxes;
}

const rounded = (boxes: Record<string, unknown>) =>
  JSON.parse(
    JSON.stringify(boxes, (_key, value) => (typeof value === 'number' ? Math.round(value) : value)),
  );

const firstPaintPages = ['/', ...toolApps.map((id) => `/${id}/home`)];
// The index and one tool of each input kind in every run, the other tools in the full run.
const representatives = new Set(['/ 375', '/ampep/home 375', '/bestox/home 1440']);
for (const path of firstPaintPages) {
  for (const width of [375, 1440]) {
    const tag = representatives.has(`${path} ${width}`) ? [] : ['@sweep'];
    test(`${path} at ${width} px is drawn by the page as sent, before any script, where its code draws it`, {
      tag,
    }, async ({ page, browser, baseURL }) => {
      const viewport = { width, height: 900 };
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
      const sent = await noScript.newPage();
      await sent.goto(path);
      const tool = findTool(path.split('/')[1] ?? '');
      const title = tool ? tool.home.title : 'Predict what peptides and small molecules do';
      await expect(sent.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const before = rounded(await topOfPage(sent));
      await noScript.close();

      await page.setViewportSize(viewport);
      await page.goto(path);
      // Drawn only by the page's code.
      const own = tool ? 'Come back later' : 'Tools';
      await expect(page.getByRole('heading', { name: own })).toBeVisible();
      await expect(page.locator('#first-paint')).toHaveCount(0);
      expect(rounded(await topOfPage(page))).toEqual(before);
    });
  }
}

test('a visitor who chose dark mode gets the page as sent in dark too, and keeps it', async ({
  page,
  browser,
  baseURL,
}) => {
  // The choice, made on an earlier visit.
  await page.goto('/ampep/home');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'color-mode')?.value).toBe('dark');

  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await noScript.addCookies(cookies);
  const sent = await noScript.newPage();
  await sent.goto('/ampep/home');
  const paint = sent.locator('#first-paint');
  await expect(paint).toHaveClass('fp-dark');
  // Chakra's dark background and the palette's dark header, before any script.
  await expect(paint).toHaveCSS('background-color', 'rgb(9, 9, 11)');
  await noScript.close();

  await page.goto('/ampep/help');
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

const compoundTool = toolApps.find((id) => findTool(id)?.kind === 'molecule');
for (const width of [412, 1440]) {
  const tag = width === 412 ? [] : ['@sweep'];
  test(`a compound tool's home at ${width} px keeps the molecule area's place while its code loads`, {
    tag,
  }, async ({ page }) => {
    expect(compoundTool, 'a compound tool is built').toBeDefined();
    const label = 'Molecules (SMILES, one a line)';
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds back the file that draws the molecule area (found by its label), nothing else.
    await page.route(`**/tools/${compoundTool}/static/js/async/*.js`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(label)) await held;
      await route.fulfill({ response, body });
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${compoundTool}/home`);
    const methods = page.getByRole('group', { name: '2. Methods' });
    await expect(methods).toBeVisible();
    await expect(page.getByLabel(label)).toHaveCount(0);
    const before = await methods.boundingBox();

    release();
    await expect(page.getByLabel(label)).toBeVisible();
    expect(await methods.boundingBox()).toEqual(before);
  });
}

test('the toaster loads with the first notification, and shows it', async ({ page }) => {
  const toastCode: string[] = [];
  await page.goto('/ampep/home');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.route('**/api/v1/ampep/jobs', (route) =>
    route.fulfill({
      status: 422,
      json: { status: 0, message: { description: ['The service refused this for the test.'] } },
    }),
  );
  await page.getByRole('button', { name: 'Example' }).click();
  await page.getByRole('button', { name: 'Use this example' }).click();
  await page.getByLabel('E-mail address').fill('toast@example.org');
  await page.waitForLoadState('networkidle');
  page.on('request', (r) => toastCode.push(r.url()));
  await page.getByRole('button', { name: 'Submit' }).click();

  const toast = page.locator('[data-scope="toast"][data-part="root"]');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('The service refused this for the test.');
  // Its code came with the notification, not with the page.
  expect(toastCode.some((url) => url.includes('/static/js/async/'))).toBe(true);
});
