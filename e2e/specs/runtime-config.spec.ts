import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiUrl, expect, test } from '../support/fixtures.ts';
import { startSite } from '../support/servers.ts';

test('when /config.json cannot be loaded, the site runs on defaults and says so', async ({
  page,
}) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText("The site's settings could not be loaded");
  await expect(page.getByRole('alert')).toContainText('/config.json answered 500');
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
});

test('the site name from the configuration is used in titles', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, siteName: 'PepTox Lab' } });
  });
  await page.goto('/sequence-info');
  await expect(page).toHaveTitle('Sequence properties · PepTox Lab');
});

test('the analytics script comes from the site itself, and only when switched on', async ({
  page,
}) => {
  const insights = mkdtempSync(join(tmpdir(), 'peptox-insights-'));
  writeFileSync(join(insights, 'script.js'), 'window.peptoxInsightsLoaded = true;');
  const site = await startSite({ API_BASE_URL: apiUrl(), ANALYTICS: '1', INSIGHTS_DIR: insights });
  try {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${site.url}/`);
    await expect
      .poll(() =>
        page.evaluate(() => (window as { peptoxInsightsLoaded?: boolean }).peptoxInsightsLoaded),
      )
      .toBe(true);
    expect(scripts).toContain(`${site.url}/insights/script.js`);
    expect(scripts.every((url) => url.startsWith(site.url))).toBe(true);
  } finally {
    await site.stop();
    rmSync(insights, { recursive: true, force: true });
  }

  // Off by default: no request to the insights path at all.
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
  expect(requested.filter((url) => url.includes('/insights/'))).toEqual([]);
});
