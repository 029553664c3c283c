import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { submitJob, uniqueEmail, waitForJob } from './ampep-helpers.ts';

const staticPages: [string, RegExp][] = [
  ['/ampep/home', /Predict antimicrobial peptides/],
  ['/ampep/help', /How to use AmPEP/],
  ['/ampep/method', /Method/],
  ['/ampep/statistics', /AmPEP statistics/],
  ['/ampep/dataset', /Training data/],
  ['/ampep/retrieve', /Retrieve your AmPEP jobs/],
];

// Every page of the tool, in light and dark mode; one page visits them all.
for (const mode of ['light', 'dark'] as const) {
  // In every run the catalogue spec checks each AmPEP page in light; this one in the full run.
  const tag = ['@sweep'];
  test(`axe finds no serious or critical violation on the pages of AmPEP (${mode})`, {
    tag,
  }, async ({ page }) => {
    test.setTimeout(120_000);
    if (mode === 'dark') await page.emulateMedia({ colorScheme: 'dark' });
    for (const [path, heading] of staticPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(mode));
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}

test('axe finds no serious or critical violation on the job, list and retrieve-dialog pages', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('axe');
  const id = await submitJob(request, { email, description: 'axe' });
  await waitForJob(request, id);

  await page.goto(`/ampep/jobs/${id}`);
  await expect(page.getByRole('tab', { name: 'Classification' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  for (const tab of ['Prediction score', 'Activity']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
  await page.getByRole('button', { name: 'Switch to dark mode' }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('tab', { name: 'Classification' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch to light mode' }).first().click();

  await page.goto('/ampep/retrieve');
  await page.getByLabel('E-mail address given at submission').fill(email);
  await page.getByRole('button', { name: 'List my jobs' }).click();
  await expect(page.getByRole('link', { name: id })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/ampep/jobs');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on the home form showing problems, and the example dialog', async ({
  page,
}) => {
  await page.goto('/ampep/home');
  await page.getByRole('textbox', { name: /Peptide sequences/ }).fill('>x\nGLF1IV\n');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Problems in the input' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Example' }).click();
  await expect(page.getByRole('dialog', { name: 'Example input' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
