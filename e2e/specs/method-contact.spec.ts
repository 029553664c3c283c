import { type Contact, SITE_CONFIG_ELEMENT_ID } from '@peptox/tool-contract/site-config';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// Method and contact pages speak to researchers: no internal headings, no issues or targets of
// the team, similarity bins written as ranges, and a contact to write to when the site's operator
// gave one (never set-up notes, never a made-up address).

const prose = [
  '/ampep/method',
  '/ampep/dataset',
  '/acpep/method',
  '/hemopep/method',
  '/bestox/method',
  '/ecotoxicology/method',
  '/ssl-gcn/method',
  '/ampep/help',
  '/bestox/help',
  '/ssl-gcn/help',
];

test("the method, dataset and help pages say nothing about issues, targets of the team or the site's development", async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const path of prose) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const text = ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');
    expect(text, path).not.toMatch(
      /\bissues? \d+|\btargets? (of|R²|R2)\b|\((met|missed)\)|: (met|missed)\b/i,
    );
    // Similarity bins read as ranges ("0–0.2"), never cut at their decimal point ("0-0: 2").
    expect(text, path).not.toMatch(/\d-\d+: \d|\b0: \d/);
  }
});

test("SSL-GCN's method page gives its similarity bins as ranges", async ({ page }) => {
  await page.goto('/ssl-gcn/method');
  const bins = page.getByRole('table', { name: 'Out-of-fold error by similarity' }).first();
  await expect(bins.getByRole('cell', { name: '0–0.2', exact: true })).toBeVisible();
  await expect(bins.getByRole('cell', { name: '0.9–1', exact: true })).toBeVisible();
});

/**
 * The site as an operator configured it with `contact` (null: none given), whatever the test
 * server's own setting: the copy written into the page and /config.json are both rewritten.
 */
async function withContact(page: Page, contact: Contact | null) {
  const block = new RegExp(
    `(<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">)(.*?)(</script>)`,
    's',
  );
  await page.route('**/*', async (route) => {
    const request = route.request();
    const isConfig = new URL(request.url()).pathname === '/config.json';
    if (request.resourceType() !== 'document' && !isConfig) return route.fallback();
    const response = await route.fetch();
    const text = await response.text();
    const body = isConfig
      ? JSON.stringify({ ...JSON.parse(text), contact })
      : text.replace(
          block,
          (_, open: string, json: string, close: string) =>
            `${open}${JSON.stringify({ ...JSON.parse(json), contact }).replaceAll('<', '\\u003c')}${close}`,
        );
    await route.fulfill({ response, body });
  });
}

for (const tool of ['bestox', 'ecotoxicology', 'hemopep']) {
  test(`/${tool}/contact without a configured contact says so and sends questions where they are answered`, async ({
    page,
  }) => {
    await withContact(page, null);
    await page.goto(`/${tool}/contact`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(main).toContainText('The operator of this site has not given a contact.');
    // No made-up address (the postmaster of a host name) to write to, and no set-up notes.
    await expect(main.getByRole('link', { name: /@/ })).toHaveCount(0);
    await expect(main).not.toContainText(/postmaster|CONTACT_EMAIL|config\.json/);
    await main.getByRole('link', { name: 'method page' }).click();
    await expect(page).toHaveURL(new RegExp(`/${tool}/method$`));
  });
}

test("/ssl-gcn/contact shows the operator's contact to write to", async ({ page }) => {
  await withContact(page, { name: 'The PepTox team', email: 'team@example.org' });
  await page.goto('/ssl-gcn/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'About SSL-GCN' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'team@example.org' })).toHaveAttribute(
    'href',
    'mailto:team@example.org',
  );
  await expect(main).not.toContainText('has not given a contact');
});
