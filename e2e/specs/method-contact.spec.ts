import { expect, test } from '../support/fixtures.ts';

// Method and contact pages speak to researchers: no internal headings, no issues or targets of
// the team, similarity bins written as ranges, and a contact to write to (never set-up notes).

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

for (const path of prose) {
  test(`${path} says nothing about issues, targets of the team or the site's development`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const text = ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');
    expect(text).not.toMatch(
      /\bissues? \d+|\btargets? (of|R²|R2)\b|\((met|missed)\)|: (met|missed)\b/i,
    );
    // Similarity bins read as ranges ("0–0.2"), never cut at their decimal point ("0-0: 2").
    expect(text).not.toMatch(/\d-\d+: \d|\b0: \d/);
  });
}

test("SSL-GCN's method page gives its similarity bins as ranges", async ({ page }) => {
  await page.goto('/ssl-gcn/method');
  const bins = page.getByRole('table', { name: 'Out-of-fold error by similarity' }).first();
  await expect(bins.getByRole('cell', { name: '0–0.2', exact: true })).toBeVisible();
  await expect(bins.getByRole('cell', { name: '0.9–1', exact: true })).toBeVisible();
});

for (const tool of ['bestox', 'ecotoxicology', 'hemopep', 'ssl-gcn']) {
  test(`/${tool}/contact shows a contact to write to, not set-up notes`, async ({ page }) => {
    await page.goto(`/${tool}/contact`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      /^mailto:[^@\s]+@[^@\s]+$/,
    );
    await expect(main).not.toContainText('CONTACT_EMAIL');
    await expect(main).not.toContainText('config.json');
  });
}
