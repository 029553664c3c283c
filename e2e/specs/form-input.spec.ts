import { setChecked } from '../support/checkbox.ts';
import { expect, test } from '../support/fixtures.ts';
import { uniqueEmail, waitForJob } from './ampep-helpers.ts';

// Forgiving input, feedback where the eye is, genome mode.

test('a sequence with non-standard codes is kept and marked not predicted; the form says so first', async ({
  page,
  request,
}) => {
  await page.goto('/ampep/home');
  await page
    .getByRole('textbox', { name: /Peptide sequences/ })
    .fill('>p1\nGLFDXBZ\n>p2\nGIGKFLHSAKKFGKAFVGEIMNS\n');
  await expect(page.getByTestId('skipped-notes')).toContainText(
    '1 sequence with X, B, Z will be kept in the results but not predicted',
  );
  await expect(page.getByText('2 sequences ready')).toBeVisible();
  await page.getByLabel('E-mail address').fill(uniqueEmail('nonstandard'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ampep\/jobs\/([A-Za-z0-9_-]{22})$/);
  const id = page.url().split('/').pop() as string;
  const job = await waitForJob(request, id);
  expect(job.status).toBe('finished');
  expect(job.counts).toMatchObject({ records: 2, invalid: 1 });
});

test('each method says how many sequences fall outside its length window, before submitting', async ({
  page,
}) => {
  await page.goto('/ampep/home');
  await page
    .getByRole('textbox', { name: /Peptide sequences/ })
    .fill('>short\nGLFDIVKKVV\n>long\nGLFDIVKKVVGALGSLGLFDIVKKVVGALGSLKK\n');
  await expect(page.getByTestId('skipped-notes')).toHaveText(
    'RF-AmPEP30 takes 5–30 residues: it will skip 1 sequence.',
  );
});

test('on a phone, a refused submission moves focus to the first problem and says what to fix', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/ampep/home');
  await page.getByRole('textbox', { name: /Peptide sequences/ }).fill('>p\nGLFDIVKKVVGALGSL\n');
  const email = page.getByLabel('E-mail address');
  await email.fill('me@example');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
  await expect(page.getByTestId('form-status')).toHaveText(
    'One thing to fix before submitting: the e-mail address.',
  );
  await expect(page.getByText(/sequences? ready/)).toHaveCount(0);
});

test('over the limit, the count says how many were found and how many can go', async ({ page }) => {
  await page.goto('/ampep/home');
  const many = Array.from({ length: 10_001 }, (_, i) => `>s${i}\nKKLLKKLL`).join('\n');
  await page.getByLabel('FASTA file').setInputFiles({
    name: 'many.fasta',
    mimeType: 'text/plain',
    buffer: Buffer.from(many),
  });
  await expect(page.getByText('10,000 valid sequences of 10,001, 1 problem to fix')).toBeVisible();
  await expect(page.getByTestId('form-status')).toContainText(
    'The input holds 10001 sequences; at most 10000 are allowed at a time.',
  );
});

test('genome mode offers a genome example, and nucleotides pasted as peptides get a hint', async ({
  page,
  request,
}) => {
  await page.goto('/ampep/home');
  const peptides = page.getByRole('textbox', { name: /Peptide sequences/ });
  await peptides.fill('>contig\nATGAAAGCAATTTTCGTACTGAAAGGTTGGTGGCGCACTTCCTGA\n');
  await expect(page.getByTestId('dna-hint')).toContainText('This looks like nucleotides');

  await setChecked(page.getByRole('radio', { name: /Genome/ }), true);
  await expect(page.getByTestId('dna-hint')).toHaveCount(0);
  await page.getByRole('button', { name: 'Example' }).click();
  const dialog = page.getByRole('dialog', { name: 'Example genome' });
  await expect(dialog).toContainText('synthetic');
  await dialog.getByRole('button', { name: 'Use this example' }).click();
  const genome = page.getByRole('textbox', { name: /Genome/ });
  await expect(genome).toHaveValue(/^>synthetic_contig/);
  await expect(page.getByText('1 valid contig')).toBeVisible();
  await page.getByLabel('E-mail address').fill(uniqueEmail('genome-example'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ampep\/jobs\/[A-Za-z0-9_-]{22}$/);
  const job = await waitForJob(request, page.url().split('/').pop() as string);
  // The six-frame scan finds the example peptides (and whatever the other frames hold).
  expect(job.status).toBe('finished');
  expect(job.counts.records).toBeGreaterThanOrEqual(9);
});

test('a genome with no peptide in the window says so, with the window, instead of an empty table', async ({
  page,
}) => {
  await page.goto('/ampep/home');
  await setChecked(page.getByRole('radio', { name: /Genome/ }), true);
  // 24 nucleotides: no frame can hold a peptide of 10 or more residues.
  await page.getByRole('textbox', { name: /Genome/ }).fill('>tiny\nATGAAAGCAATTTTCGTACTGAAA\n');
  await page.getByLabel('E-mail address').fill(uniqueEmail('no-peptide'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ampep\/jobs\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByText('No peptide was found in the genome.')).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByText(/stretch of 10–100 amino acids between stop codons/)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
});
