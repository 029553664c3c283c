import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures.ts';
import { submitJob, uniqueEmail, waitForJob } from './ampep-helpers.ts';

const card = (name: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../packages/predictor-ampep/models/${name}.card.json`, import.meta.url),
      'utf8',
    ),
  );

test('the statistics page counts the jobs of the period chosen', async ({ page, request }) => {
  const id = await submitJob(request, { email: uniqueEmail('stats') });
  await waitForJob(request, id);
  await page.goto('/ampep/statistics');
  await expect(page.getByText('Jobs in the last 30 days')).toBeVisible();
  const value = page
    .locator('dt', { hasText: 'Jobs in the last 30 days' })
    .locator('xpath=following-sibling::dd[1]');
  // The count is read once the statistics have arrived (it reads 0 under the skeleton before).
  await expect
    .poll(async () => Number((await value.textContent())?.replaceAll(',', '')))
    .toBeGreaterThanOrEqual(1);
  // The charts' data, also as tables for screen readers: today has at least the job above.
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByRole('cell', { name: today, exact: true })).toBeAttached();

  await page.getByLabel('Period').selectOption('7');
  await expect(page.getByText('Jobs in the last 7 days')).toBeVisible();
  await expect(page.getByRole('img', { name: /per day over the last 7 days/ })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /per AmPEP method over the last 7 days/ }),
  ).toBeVisible();
});

test('the method page shows the metrics the training run measured, from the model cards', async ({
  page,
}) => {
  await page.goto('/ampep/method');
  for (const name of ['ampep', 'rfampep30']) {
    const { title, metrics } = card(name);
    const section = page
      .getByRole('heading', { name: title })
      .locator('xpath=ancestor::*[contains(@class, "card__root")][1]');
    const row = section.getByRole('row', { name: /Held-out 20 %/ });
    await expect(row).toContainText(String(metrics.validation.mcc));
    await expect(row).toContainText(String(metrics.validation.rocAuc));
  }
  await expect(page.getByText('Length matters more than it should')).toBeVisible();
  await expect(page.getByRole('link', { name: 'doi:10.1038/s41598-018-19752-w' })).toBeVisible();
});

test('the dataset page shows the sizes the training run counted, and where the data come from', async ({
  page,
}) => {
  await page.goto('/ampep/dataset');
  const { data } = card('ampep');
  await expect(
    page.getByText(String(data.counts.positives.toLocaleString('en'))).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'github.com/Chonwai/AmPEP_R' })).toBeVisible();
});
