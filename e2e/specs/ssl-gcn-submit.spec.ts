import { readFile } from 'node:fs/promises';
import { exampleSmiles } from '../../apps/ssl-gcn/src/example.ts';
import { expect, test } from '../support/fixtures.ts';
import { parseCsv, uniqueEmail, waitForJob } from './ampep-helpers.ts';

// The SSL-GCN example through the form, the 12 assays' results, their CSV.

const ASSAYS = [
  'NR-AR',
  'NR-AR-LBD',
  'NR-AhR',
  'NR-Aromatase',
  'NR-ER',
  'NR-ER-LBD',
  'NR-PPAR-gamma',
  'SR-ARE',
  'SR-ATAD5',
  'SR-HSE',
  'SR-MMP',
  'SR-p53',
];
const key = (assay: string) => assay.toLowerCase().replaceAll('-', '_');

test('SSL-GCN: the example with all 12 assays ticked gives a class and a probability per assay, and their CSV', async ({
  page,
  request,
}) => {
  await page.goto('/ssl-gcn/home');
  // The 12 assays are the tool's methods, all ticked.
  const methods = page.getByRole('checkbox').and(page.locator('[name="methods"]'));
  await expect(methods).toHaveCount(ASSAYS.length);
  for (const [i, assay] of ASSAYS.entries()) {
    await expect(methods.nth(i)).toBeChecked();
    await expect(methods.nth(i)).toHaveAttribute('value', key(assay));
  }
  await page.getByRole('button', { name: 'Example' }).click();
  await page.getByRole('button', { name: 'Use this example' }).click();
  const count = exampleSmiles.trim().split('\n').length;
  await expect(page.getByText(`${count} molecules`, { exact: false }).first()).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('E-mail address').fill(uniqueEmail('ssl-gcn-submit'));
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/ssl-gcn\/jobs\/[A-Za-z0-9_-]{22}$/);
  const job = await waitForJob(request, page.url().split('/').at(-1) as string);
  expect(job.status).toBe('finished');
  expect(job.counts).toMatchObject({ records: count, invalid: 0 });

  await expect(page.getByRole('tab', { name: 'Classification' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(`Showing ${count} of ${count} rows`).first()).toBeVisible();
  for (const assay of ASSAYS) {
    await expect(
      page.getByRole('columnheader', { name: new RegExp(`^${assay} class`) }),
    ).toBeVisible();
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Classification (CSV)' }).click(),
  ]);
  const [header = [], ...rows] = parseCsv(
    await readFile((await download.path()) as string, 'utf8'),
  );
  expect(header.slice(0, 2)).toEqual(['id', 'smiles']);
  for (const assay of ASSAYS) expect(header).toContain(`${key(assay)}_class`);
  expect(rows.map((row) => row[0])).toEqual(
    exampleSmiles
      .trim()
      .split('\n')
      .map((line) => line.split(' ')[1]),
  );
  for (const row of rows) {
    for (const assay of ASSAYS)
      expect(['Inactive', 'Active']).toContain(row[header.indexOf(`${key(assay)}_class`)]);
  }
  // Benzo[a]pyrene, the textbook aryl hydrocarbon receptor agonist, is called active there.
  const bap = rows.find((row) => row[0] === 'benzo[a]pyrene');
  expect(bap?.[header.indexOf('nr_ahr_class')]).toBe('Active');

  // The probabilities: their own table and CSV.
  await page.getByRole('tab', { name: 'Probability' }).click();
  const [probabilities] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Probability (CSV)' }).click(),
  ]);
  const [pHeader = [], ...pRows] = parseCsv(
    await readFile((await probabilities.path()) as string, 'utf8'),
  );
  expect(pRows).toHaveLength(count);
  for (const row of pRows) {
    for (const assay of ASSAYS) {
      const p = Number(row[pHeader.indexOf(`${key(assay)}_probability`)]);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
    }
  }
});
