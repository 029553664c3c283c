import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { EXAMPLE_COUNT, parseCsv, submitJob, uniqueEmail, waitForJob } from './ampep-helpers.ts';

test.describe.configure({ mode: 'serial' });

test('submit the example and see the results, then download them', async ({ page }) => {
  const email = uniqueEmail('submit');
  await page.goto('/ampep/home');

  // The example goes into the form through its dialog; the form counts the sequences.
  await page.getByRole('button', { name: 'Example' }).click();
  await page.getByRole('button', { name: 'Use this example' }).click();
  await expect(page.getByText(`${EXAMPLE_COUNT} valid sequences`)).toBeVisible();
  await page.getByLabel('Description').fill('e2e example');
  await expect(page.getByText('11/255 characters')).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/ampep\/jobs\/[A-Za-z0-9_-]{22}$/);
  const id = page.url().split('/').at(-1) as string;
  await expect(page.getByText(id)).toBeVisible();

  // Results arrive by polling; three tabs, every input row in the table.
  await expect(page.getByRole('tab', { name: 'Classification' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('tab', { name: 'Prediction score' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Activity' })).toBeVisible();
  await expect(
    page.getByText(`Showing ${EXAMPLE_COUNT} of ${EXAMPLE_COUNT} rows`).first(),
  ).toBeVisible();
  const table = page.getByRole('region', { name: /results$/ }).first();
  await expect(table.getByRole('row')).toHaveCount(EXAMPLE_COUNT + 1);
  await expect(table.getByRole('link', { name: 'GIGKFLHSAKKFGKAFVGEIMNS' })).toHaveAttribute(
    'href',
    '/sequence-info?sequence=GIGKFLHSAKKFGKAFVGEIMNS',
  );

  // Filtering narrows the rows shown.
  await page.getByLabel('Filter rows').first().fill('magainin');
  await expect(page.getByText(`Showing 1 of ${EXAMPLE_COUNT} rows`).first()).toBeVisible();
  await page.getByLabel('Filter rows').first().fill('');

  // The service's CSV of the classification table: a header and one line per sequence.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Classification (CSV)' }).click(),
  ]);
  const csv = parseCsv(await readFile((await download.path()) as string, 'utf8'));
  const header = csv[0] ?? [];
  expect(header.slice(0, 2)).toEqual(['id', 'sequence']);
  expect(header).toContain('ampep_class');
  const body = csv.slice(1);
  expect(body).toHaveLength(EXAMPLE_COUNT);
  const magainin = body.find((row) => row[0] === 'magainin_2');
  expect(magainin?.[1]).toBe('GIGKFLHSAKKFGKAFVGEIMNS');
  const classes = body.map((row) => row[header.indexOf('ampep_class')]);
  for (const value of classes) expect(['AMP', 'Non-AMP']).toContain(value);
});

test('a threshold of 0 calls every AmPEP-scored peptide an AMP in the exported rows', async ({
  page,
  request,
}) => {
  const id = await submitJob(request, { email: uniqueEmail('threshold') });
  await waitForJob(request, id);
  await page.goto(`/ampep/jobs/${id}`);
  await expect(page.getByRole('tab', { name: 'Classification' })).toBeVisible();

  const slider = page.getByRole('slider', { name: /^AmPEP.*threshold/i }).first();
  await slider.focus();
  await slider.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: 'Export the rows shown' })
      .first()
      .getByRole('button', { name: 'CSV' })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ampep-${id}-classification-shown.csv`);
  const csv = parseCsv(await readFile((await download.path()) as string, 'utf8'));
  const header = csv[0] ?? [];
  const column = header.indexOf('ampep_class');
  expect(column).toBeGreaterThan(-1);
  expect(csv.slice(1).map((row) => row[column])).toEqual(Array(EXAMPLE_COUNT).fill('AMP'));

  // The other formats of the same rows.
  const [fasta] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: 'Export the rows shown' })
      .first()
      .getByRole('button', { name: 'FASTA' })
      .click(),
  ]);
  const text = await readFile((await fasta.path()) as string, 'utf8');
  expect(text.match(/^>/gm)).toHaveLength(EXAMPLE_COUNT);
  // Each header says the class and the threshold it was made at.
  expect(text).toContain('>indolicidin ampep_class=AMP ampep_threshold=0 ');
  expect(text).toContain('\nILPWKWPWWPWRR\n');
});

test('an input problem is named as you type and blocks nothing else', async ({ page }) => {
  await page.goto('/ampep/home');
  const box = page.getByRole('textbox', { name: /Peptide sequences/ });
  await box.fill('>ok\nGLFDIVKKVV\n>bad\nGLF1IVKK\n>ok\nKKLLKK\n');
  const problems = page.getByRole('region', { name: 'Problems in the input' });
  await expect(problems.getByRole('listitem')).toHaveCount(2);
  await expect(problems).toContainText("'bad'");
  await expect(problems).toContainText('already used');
  await expect(page.getByText('1 valid sequence of 3, 2 problems to fix')).toBeVisible();
  // Submitting with problems keeps the visitor on the form, with every field's message.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ampep\/home$/);
  await expect(page.getByTestId('form-status')).toHaveText(
    'One thing to fix before submitting: the sequences.',
  );
});
