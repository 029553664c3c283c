import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { apiUrl, expect, test } from '../support/fixtures.ts';
import {
  exampleFasta,
  openResults,
  parseCsv,
  submitJob,
  uniqueEmail,
  waitForJob,
} from './ampep-helpers.ts';

// Exports a spreadsheet reads right: classes in words, UTF-8 said with a byte-order mark (so "–"
// and "µ" are not garbled), and FASTA files that carry each view's own values.

const BOM = '\uFEFF';

async function downloaded(page: Page, format: 'CSV' | 'TSV' | 'FASTA'): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('group', { name: 'Export the rows shown' })
      .getByRole('button', { name: format })
      .click(),
  ]);
  return readFile((await (download as Download).path()) as string, 'utf8');
}

test("the service's CSV: a byte-order mark, the classes as words, the keys as documented", async ({
  request,
}) => {
  const id = await submitJob(request, { email: uniqueEmail('csv'), input: exampleFasta });
  await waitForJob(request, id);
  const response = await request.get(`${apiUrl()}/jobs/${id}/results/all.csv`);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const text = (await response.body()).toString('utf8');
  expect(text.startsWith(BOM)).toBe(true);
  const [header = [], ...rows] = parseCsv(text);
  expect(header.slice(0, 4)).toEqual(['id', 'sequence', 'ampep_probability', 'ampep_class']);
  const classes = header.indexOf('ampep_class');
  const short = header.indexOf('rfampep30_class');
  expect(new Set(rows.map((r) => r[classes]))).toEqual(new Set(['AMP', 'Non-AMP']));
  // A peptide outside RF-AmPEP30's window: a word, not -1; its note (with an en dash) intact.
  const ll37 = rows.find((r) => r[0] === 'LL-37') as string[];
  expect(ll37[short]).toBe('Not predicted');
  expect(ll37[header.indexOf('note')]).toContain('5–30 residues');
  // Every value keeps its interval and its evidence, and the file names the models that made it.
  expect(header).toEqual(
    expect.arrayContaining([
      'ec_mic_um_low',
      'ec_mic_um_high',
      'ampep_nearest_id',
      'ampep_in_domain',
    ]),
  );
  expect(header.at(-1)).toBe('models');
});

test("the page's exports: a byte-order mark and words in CSV and TSV, each view's values in FASTA", async ({
  page,
  request,
}) => {
  const id = await submitJob(request, { email: uniqueEmail('exports'), input: exampleFasta });
  await waitForJob(request, id);
  await openResults(page, `/ampep/jobs/${id}`);
  await expect(page.getByRole('region', { name: 'Classification results' })).toBeVisible();

  const csv = await downloaded(page, 'CSV');
  expect(csv.startsWith(BOM)).toBe(true);
  const [header = [], ...rows] = parseCsv(csv);
  expect(header.slice(0, 4)).toEqual(['id', 'sequence', 'ampep_class', 'ampep_threshold']);
  expect(rows.find((r) => r[0] === 'magainin_2')?.[2]).toBe('AMP');
  // The service's word for a record the method could not take, in the page's file too.
  expect(rows.find((r) => r[0] === 'LL-37')?.[header.indexOf('rfampep30_class')]).toBe(
    'Not predicted',
  );
  // The classes' evidence goes with them.
  expect(header).toEqual(expect.arrayContaining(['ampep_nearest_id', 'ampep_in_domain']));
  // The service's own threshold, as its class column states it.
  const job = (await (await request.get(`${apiUrl()}/jobs/${id}?pageSize=1`)).json()).data;
  const threshold = String(
    job.result.columns.find((c: { key: string }) => c.key === 'ampep_class')?.threshold ?? 0.5,
  ).replace('.', '\\.');
  const tsv = await downloaded(page, 'TSV');
  expect(tsv.startsWith(BOM)).toBe(true);
  expect(tsv).toMatch(new RegExp(`^magainin_2\\t\\S+\\tAMP\\t${threshold}\\t`, 'm'));
  expect(await downloaded(page, 'FASTA')).toMatch(
    new RegExp(`^>magainin_2 .*ampep_class=AMP ampep_threshold=${threshold}`, 'm'),
  );

  // The scores' FASTA holds the scores, and is not the classes' FASTA again.
  await page.getByRole('tab', { name: 'Prediction score' }).click();
  const scores = await downloaded(page, 'FASTA');
  expect(scores).toMatch(/^>magainin_2 .*ampep_probability=0\.\d+/m);
  // The activity's FASTA holds the predicted values.
  await page.getByRole('tab', { name: 'Activity' }).click();
  const activityCsv = parseCsv(await downloaded(page, 'CSV'))[0] ?? [];
  expect(activityCsv.slice(0, 5)).toEqual([
    'id',
    'sequence',
    'ec_mic_um',
    'ec_mic_um_low',
    'ec_mic_um_high',
  ]);
  expect(activityCsv).toEqual(expect.arrayContaining(['ec_mic_nearest_measured']));
  const activity = await downloaded(page, 'FASTA');
  // The activity's FASTA holds the predicted values, each with its interval.
  expect(activity).toMatch(
    /^>magainin_2 .*ec_mic_um=[\d.]+ ec_mic_um_low=[\d.]+ ec_mic_um_high=[\d.]+ sa_mic_um=[\d.]+/m,
  );
});
