import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiUrl, expect, test } from '../support/fixtures.ts';
import { startSite } from '../support/servers.ts';

const EMBEDDED = /<script type="application\/json" id="peptox-config">(.*?)<\/script>/s;

/** The site's pages as a host that does not write the configuration into them would serve them. */
async function withoutEmbeddedConfig(page: Page) {
  await page.route(
    (url) => !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(EMBEDDED, '') });
    },
  );
}

test('the site server writes the configuration into the page: no request for /config.json', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  const response = await page.goto('/');
  const embedded = JSON.parse(EMBEDDED.exec(await (response?.text() ?? ''))?.[1] ?? 'null');
  expect(embedded.remotes.ampep).toBe('/tools/ampep/mf-manifest.json');
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested).not.toContain('/config.json');
});

test('a page without the configuration in it reads /config.json', async ({ page }) => {
  await withoutEmbeddedConfig(page);
  await page.route('**/config.json', async (route) => {
    const config = await (await route.fetch()).json();
    await route.fulfill({ json: { ...config, siteName: 'PepTox from the file' } });
  });
  await page.goto('/sequence-info');
  await expect(page).toHaveTitle('Peptide workbench · PepTox from the file');
});

test('when /config.json cannot be loaded, the site runs on defaults and says so', async ({
  page,
}) => {
  await withoutEmbeddedConfig(page);
  await page.route('**/config.json', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText("The site's settings could not be loaded");
  await expect(page.getByRole('alert')).toContainText('/config.json answered 500');
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
});

test('the site name from the configuration is used in titles', async ({ page }) => {
  const site = await startSite({ API_BASE_URL: apiUrl(), SITE_NAME: 'PepTox Lab' });
  try {
    await page.goto(`${site.url}/sequence-info`);
    await expect(page).toHaveTitle('Peptide workbench · PepTox Lab');
  } finally {
    await site.stop();
  }
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
