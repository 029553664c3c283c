import { setChecked } from '../support/checkbox.ts';
import { expect, test } from '../support/fixtures.ts';
import { uniqueEmail } from './ampep-helpers.ts';

// A contig with open reading frames on both strands (peptides between stop codons).
const CONTIG =
  'ATGAAAAAAAAAAAAAAAGCTCTGAAAAAACTGCTGAAAAAACTGCTGTAAGGGCCCATGTTTAAAAAACTGCTGAAAAAACTGCTGAAAAAAGGCGGCTGA';

test('a genome is translated in six frames with the chosen genetic code and its peptides predicted', async ({
  page,
}) => {
  await page.goto('/ampep/home');
  await setChecked(page.getByRole('radio', { name: /Genome/ }), true);
  const box = page.getByRole('textbox', { name: /Genome/ });
  await box.fill(`>contig_1 test assembly\n${CONTIG}\n`);
  await expect(page.getByText('1 valid contig')).toBeVisible();
  await page.getByRole('combobox', { name: 'Genetic code' }).selectOption('11');
  await page.getByLabel('E-mail address').fill(uniqueEmail('genome'));
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/ampep\/jobs\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('tab', { name: 'Classification' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(/peptides from the genome/)).toBeVisible();
  // Peptide names give the contig, the frame and the nucleotide range.
  const table = page.getByRole('region', { name: /results$/ }).first();
  await expect(
    table.getByRole('cell', { name: /^contig_1_f[+-][123]_\d+-\d+$/ }).first(),
  ).toBeVisible();
});

test('a FASTA file is read into the box and checked; a file over the limit is refused with its size', async ({
  page,
}) => {
  await page.goto('/ampep/home');
  const file = page.getByLabel('FASTA file');
  await file.setInputFiles({
    name: 'two.fasta',
    mimeType: 'text/plain',
    buffer: Buffer.from('>a\nGLFDIVKKVVGALGSL\n>b\nKWKLFKKIEKVGQNIRDG\n'),
  });
  await expect(page.getByRole('textbox', { name: /Peptide sequences/ })).toHaveValue(
    /^>a\nGLFDIVKKVVGALGSL/,
  );
  await expect(page.getByText('2 valid sequences')).toBeVisible();

  await file.setInputFiles({
    name: 'big.fasta',
    mimeType: 'text/plain',
    buffer: Buffer.from(`>big\n${'A'.repeat(1_200_000)}\n`),
  });
  await expect(
    page
      .getByRole('region', { name: 'Problems in the input' })
      .getByText('The file big.fasta is 1.1 MB; at most 1.0 MB can be submitted.'),
  ).toBeVisible();
});

/** Seeded random DNA: the same contig on every run. */
function randomContig(length: number): string {
  let seed = 7;
  let dna = '';
  for (let i = 0; i < length; i++) {
    seed = (seed * 48271) % 2147483647;
    dna += 'ACGT'[seed % 4];
    if (i % 80 === 79) dna += '\n';
  }
  return dna;
}

// A volume check (about a minute): in the full run.
test('a genome file over the text limit goes as an upload; a big result says the table shows its first 10 000 rows', {
  tag: '@sweep',
}, async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/ampep/home');
  await setChecked(page.getByRole('radio', { name: /Genome/ }), true);
  await page.getByLabel('FASTA file').setInputFiles({
    name: 'contig.fna',
    mimeType: 'text/plain',
    buffer: Buffer.from(`>contig_big\n${randomContig(1_200_000)}\n`),
  });
  // Too big to show in the box: the file is named, checked, and sent as it is (multipart).
  await expect(page.getByText(/^contig\.fna \(1\.2 MB\)$/)).toBeVisible();
  await expect(page.getByText('1 valid contig')).toBeVisible();
  await page.getByLabel('E-mail address').fill(uniqueEmail('bigenome'));
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/ampep\/jobs\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('tab', { name: 'Classification' })).toBeVisible({ timeout: 150_000 });
  const note = page.getByText(
    /^The summary and the tables show the first 10,000 of [\d,]+ rows; the CSV files hold them all\.$/,
  );
  await expect(note).toBeVisible();
  const total = Number(
    (await note.textContent())?.match(/of ([\d,]+) rows/)?.[1]?.replaceAll(',', ''),
  );
  expect(total).toBeGreaterThan(10_000);
});
