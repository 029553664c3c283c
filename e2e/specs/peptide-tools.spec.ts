// ACPep and HemoPep end to end: the example submitted through the form, the results table, the
// CSV download; and every method page shows the served cards' figures (none typed in).
import { readFile } from 'node:fs/promises';
import { exampleFasta as acpepExample } from '../../apps/acpep/src/example.ts';
import { exampleFasta as hemopepExample } from '../../apps/hemopep/src/example.ts';
import { expect, test } from '../support/fixtures.ts';
import { parseCsv, uniqueEmail } from './ampep-helpers.ts';

const tools = [
  {
    id: 'acpep',
    example: acpepExample,
    firstTable: 'Classification',
    columns: ['id', 'sequence', 'acpep_class', 'acpep_vs_amp_class', 'note', 'models'],
    classColumns: ['acpep_class', 'acpep_vs_amp_class'],
    classes: ['ACP', 'Non-ACP'],
  },
  {
    id: 'hemopep',
    example: hemopepExample,
    firstTable: 'Hemolytic activity',
    columns: [
      'id',
      'sequence',
      'hc50_um',
      'hc50_um_low',
      'hc50_um_high',
      'hemolytic_class',
      'note',
      'models',
    ],
    classColumns: ['hemolytic_class'],
    classes: ['Hemolytic', 'Non-hemolytic'],
  },
];

for (const tool of tools) {
  const count = (tool.example.match(/^>/gm) ?? []).length;
  const firstId = (tool.example.match(/^>(\S+)/) ?? [])[1] as string;

  test(`${tool.id}: submit the example, see every row, download the CSV`, async ({ page }) => {
    await page.goto(`/${tool.id}/home`);
    await page.getByRole('button', { name: 'Example' }).click();
    await page.getByRole('button', { name: 'Use this example' }).click();
    await expect(page.getByText(`${count} valid sequences`)).toBeVisible();
    await page.getByLabel('E-mail address').fill(uniqueEmail(tool.id));
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(new RegExp(`/${tool.id}/jobs/[A-Za-z0-9_-]{22}$`));
    await expect(page.getByRole('tab', { name: tool.firstTable })).toBeVisible({
      timeout: 45_000,
    });
    await expect(page.getByText(`Showing ${count} of ${count} rows`).first()).toBeVisible();
    const table = page.getByRole('region', { name: /results$/ }).first();
    await expect(table.getByRole('row')).toHaveCount(count + 1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `${tool.firstTable} (CSV)` }).click(),
    ]);
    const csv = parseCsv(await readFile((await download.path()) as string, 'utf8'));
    expect(csv[0]).toEqual(tool.columns);
    const body = csv.slice(1);
    expect(body).toHaveLength(count);
    expect(body[0]?.[0]).toBe(firstId);
    // Classes in words, as the column names them.
    for (const column of tool.classColumns) {
      const classIndex = tool.columns.indexOf(column);
      for (const row of body) expect(tool.classes).toContain(row[classIndex]);
    }
    if (tool.id === 'hemopep') {
      // The class is read off the HC50: hemolytic exactly when it is at most 100 µM; the HC50
      // lies in its 90 % interval.
      for (const row of body) {
        const [hc50, low, high] = [2, 3, 4].map((i) => Number(row[i]));
        expect(hc50).toBeGreaterThan(0);
        expect(low).toBeLessThanOrEqual(hc50 as number);
        expect(high).toBeGreaterThanOrEqual(hc50 as number);
        expect(row[5]).toBe((hc50 as number) <= 100 ? 'Hemolytic' : 'Non-hemolytic');
      }
    }
  });
}

test('method pages print the figures of the served cards, and what is not predicted', async ({
  page,
}) => {
  await page.goto('/acpep/method');
  await expect(page.getByText('Not predicted: activity against six tissues in µM')).toBeVisible();
  // One card a question, each with its own figures.
  await expect(
    page.getByRole('heading', { name: 'ACPep: anticancer peptide or not, against any peptide' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', {
      name: 'ACPep among antimicrobial peptides: anticancer or antimicrobial only',
    }),
  ).toBeVisible();
  await expect(page.getByText(/ACPep called \d+ % anticancer/)).toBeVisible();
  await expect(page.getByText('(not available)')).toHaveCount(0);

  await page.goto('/hemopep/method');
  await expect(page.getByText('Not predicted: HC5 and HC10')).toBeVisible();
  await expect(page.getByText(/it called \d+ % hemolytic/)).toBeVisible();
  await expect(page.getByText(/ranks them with a ROC-AUC of 0\.\d+/)).toBeVisible();
  await expect(page.getByText('(not available)')).toHaveCount(0);

  // AmPEP: both methods' shares of random and shuffled peptides called AMP, from their cards.
  await page.goto('/ampep/method');
  const shares = page.getByRole('row', { name: /^2 000 random peptides of 10–60 residues/ });
  await expect(shares.getByRole('cell')).toHaveText([
    '2 000 random peptides of 10–60 residues',
    /^\d+ %$/,
    /^\d+ %$/,
  ]);
  const shuffled = page.getByRole('row', { name: /^AMPs held out from training/ });
  await expect(shuffled.getByRole('cell').nth(2)).toHaveText(/^\d+ %$/);
  await expect(page.getByText('(not available)')).toHaveCount(0);
});

test('the ACPep form offers both questions, the HemoPep form one model', async ({ page }) => {
  await page.goto('/acpep/home');
  await expect(
    page.getByRole('checkbox', { name: /ACPep: anticancer or any peptide/ }),
  ).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /ACPep among AMPs/ })).toBeChecked();
  await page.goto('/hemopep/home');
  await expect(page.getByRole('checkbox', { name: /HC50 and hemolytic class/ })).toBeChecked();
  // One method (the profile's "Also run the other peptide tools" aside).
  await expect(page.getByRole('checkbox', { name: /^(?!Also run)/ })).toHaveCount(1);
});
