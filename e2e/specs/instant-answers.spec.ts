import { readFile } from 'node:fs/promises';
import { setChecked } from '../support/checkbox.ts';
import { expect, test } from '../support/fixtures.ts';
import { parseCsv, uniqueEmail } from './ampep-helpers.ts';

const THREE = `>magainin_2
GIGKFLHSAKKFGKAFVGEIMNS
>melittin
GIGAVLKVLTTGLPALISWIKRKRQQ
>indolicidin
ILPWKWPWWPWRR
`;

test("three peptides typed on AmPEP's form get their rows at once, without a job", async ({
  page,
}) => {
  let submitted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/jobs$/.test(new URL(r.url()).pathname)) submitted = true;
  });
  await page.goto('/ampep/home');
  await page.getByRole('textbox', { name: /Peptide sequences/ }).fill(THREE);
  const answers = page.getByTestId('instant-answers');
  await expect(answers.getByRole('heading', { name: 'Instant answers' })).toBeVisible();
  const table = answers.getByRole('region', { name: /results$/ }).first();
  await expect(table.getByRole('row')).toHaveCount(4, { timeout: 20_000 });
  await expect(table.getByRole('cell', { name: 'indolicidin', exact: true })).toBeVisible();
  expect(submitted).toBe(false);
  await expect(page).toHaveURL(/\/ampep\/home$/);
});

test('a profile job from the workbench: one page per peptide with the selectivity, one CSV', async ({
  page,
}) => {
  await page.goto('/sequence-info');
  await page.getByRole('link', { name: 'profile a list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile peptides' })).toBeVisible();
  await page.getByRole('textbox', { name: /Peptide sequences/ }).fill(THREE);
  await page.getByLabel('E-mail address').fill(uniqueEmail('profile'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/sequence-info\/jobs\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('tab', { name: 'Selectivity' })).toBeVisible({ timeout: 45_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'All columns (CSV)' }).click(),
  ]);
  const csv = parseCsv(await readFile((await download.path()) as string, 'utf8'));
  const header = csv[0] ?? [];
  expect(header.slice(0, 2)).toEqual(['id', 'sequence']);
  for (const key of ['ec_mic_um', 'acpep_probability', 'hc50_um', 'selectivity_index_ec', 'note']) {
    expect(header).toContain(key);
  }
  expect(csv).toHaveLength(4);
  const magainin = csv[1] as string[];
  const at = (key: string) => Number(magainin[header.indexOf(key)]);
  // Magainin 2 was measured: its index is of the values its row leads with, the measured ones.
  const leads = (key: string) => at(`${key}_measured`);
  expect(leads('hc50_um')).toBeGreaterThan(0);
  expect(leads('ec_mic_um')).toBeGreaterThan(0);
  expect(at('selectivity_index_ec')).toBeCloseTo(leads('hc50_um') / leads('ec_mic_um'), 1);
});

test("'also run the other peptide tools' on a tool's form makes a profile job", async ({
  page,
}) => {
  await page.goto('/acpep/home');
  await page.getByRole('textbox', { name: /Peptide sequences/ }).fill(THREE);
  await setChecked(page.getByRole('checkbox', { name: /Also run the other peptide tools/ }), true);
  await page.getByLabel('E-mail address').fill(uniqueEmail('also'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/sequence-info\/jobs\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { name: 'Peptide profile results' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Selectivity' })).toBeVisible({ timeout: 45_000 });
});
