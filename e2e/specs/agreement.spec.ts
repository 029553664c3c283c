import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl, expect, test } from '../support/fixtures.ts';
import { openResults, uniqueEmail, waitForJob } from './ampep-helpers.ts';

// Numbers that agree with each other wherever they appear: a training record leads with what was
// measured whatever its spelling (decided by the service, not the page), its class is the class
// of that value, a threshold states one precision and recall everywhere, and a number that does
// not apply (a MIC, a selectivity index for a peptide that is not antimicrobial) is not given.

type Row = Record<string, string | number | null>;
const MAGAININ = 'GIGKFLHSAKKFGKAFVGEIMNS';

async function job(
  request: APIRequestContext,
  tool: string,
  input: string,
  methods: string[],
): Promise<{ id: string; rows: Row[] }> {
  const response = await request.post(`${apiUrl()}/${tool}/jobs`, {
    data: { input, methods, email: uniqueEmail(`agreement-${tool}`) },
  });
  expect(response.status()).toBe(201);
  const id = (await response.json()).data.id as string;
  await waitForJob(request, id);
  const body = (await (await request.get(`${apiUrl()}/jobs/${id}?pageSize=100`)).json()).data;
  return { id, rows: body.result.rows as Row[] };
}

const valueCell = (page: Page, label: RegExp, row: string) =>
  page.getByRole('button', { name: new RegExp(`^(?:${label.source}).* of ${row}: evidence`) });

test('caffeine leads with its measured LD50 however its SMILES is spelled', async ({
  page,
  request,
}) => {
  // The data set's caffeine, and the same molecule spelled as RDKit writes it canonically.
  const spellings = ['Cn1cnc2c1c(=O)n(C)c(=O)n2C', 'Cn1c(=O)c2c(ncn2C)n(C)c1=O'];
  const input = spellings.map((smiles, i) => `${smiles} caffeine_${i + 1}`).join('\n');
  const { id, rows } = await job(request, 'bestox', input, ['ld50']);
  for (const row of rows) {
    expect(row.neg_log_ld50_mol_kg_measured, String(row.id)).toEqual(expect.any(Number));
    expect(row.ld50_mg_kg_measured).toEqual(expect.any(Number));
  }
  expect(rows[0]?.ld50_mg_kg_measured).toBe(rows[1]?.ld50_mg_kg_measured);
  await openResults(page, `/bestox/jobs/${id}`);
  for (const row of ['caffeine_1', 'caffeine_2']) {
    const cell = valueCell(page, /LD50/, row).first();
    await expect(cell.locator('[data-part="measured"]')).toContainText(
      `measured ${rows[0]?.ld50_mg_kg_measured}`,
    );
  }
});

test('magainin 2 on HemoPep: its measured HC50 leads, and its class is that value’s', async ({
  page,
  request,
}) => {
  const { id, rows } = await job(request, 'hemopep', `>magainin2\n${MAGAININ}\n`, ['hc50']);
  const [row] = rows as [Row];
  const measured = row.hc50_um_measured as number;
  expect(measured).toEqual(expect.any(Number));
  // Hemolytic is HC50 <= 100 µM: the class the row leads with is the measured value's.
  expect(row.hemolytic_class_measured).toBe(measured <= 100 ? 1 : 0);

  await openResults(page, `/hemopep/jobs/${id}`);
  const hc50 = valueCell(page, /HC50/, 'magainin2').first();
  await expect(hc50.locator('[data-part="measured"]')).toContainText(`measured ${measured}`);
  const klass = valueCell(page, /Hemolytic class/, 'magainin2');
  await expect(klass.locator('[data-part="measured"]')).toHaveText(
    `measured ${measured <= 100 ? 'Hemolytic' : 'Non-hemolytic'}`,
  );

  // The threshold's precision and recall: the same pair in the summary and the column's help.
  const point = page.locator('[data-method="hc50"] [data-part="operating-point"]');
  const summary = (await point.textContent()) ?? '';
  const [, precision, recall] = summary.match(/(\d+) % were \(precision\); (\d+) % of/) ?? [];
  expect(precision).toBeDefined();
  await page.getByRole('button', { name: 'About Hemolytic class' }).click();
  const help = page.getByRole('dialog', { name: 'Hemolytic class' });
  await expect(help).toContainText(`${precision} % of those called Hemolytic were (precision)`);
  await expect(help).toContainText(`${recall} % of the Hemolytic were called (recall)`);
});

test('the workbench: magainin 2 leads with what was measured; a random peptide gets no MIC and no index', async ({
  page,
}) => {
  await page.goto(`/sequence-info?sequence=${MAGAININ}`);
  const hemolysis = page.getByTestId('answer-hc50');
  await expect(hemolysis.getByText(/^Measured [\d.]+ µM/)).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByTestId('class-hemolytic_class').locator('[data-part="measured"]'),
  ).toContainText(/\((measured); predicted/);
  // The index divides the measured values, and says so.
  await expect(page.getByTestId('answer-notes')).toContainText('divides the measured');

  // No antimicrobial relative anywhere: called non-AMP, so no MIC and no selectivity index.
  const random = 'WPHDEQTYMNGSWPHDEQTYMNGS';
  await page.goto(`/sequence-info?sequence=${random}`);
  await expect(page.getByTestId('answer-mic')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('answer-selectivity_index_ec')).toContainText(
    'No index for this peptide',
  );
  await expect(page.getByTestId('answer-notes')).toContainText(
    'called non-antimicrobial (AmPEP length-robust probability',
  );
});
