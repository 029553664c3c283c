import { readFile } from 'node:fs/promises';
import type { TableSpec } from '@peptox/api-client';
import { apiUrl, expect, test } from '../support/fixtures.ts';
import { parseCsv, uniqueEmail, waitForJob } from './ampep-helpers.ts';
import { compoundTools } from './compound-helpers.ts';

// Submit → results → CSV for both compound tools, through the form. The tables, their
// labels and the methods come from the job service (GET /tools), as the pages take them.

test.describe.configure({ mode: 'serial' });

// The value first, its 90 % interval, the dose with its interval, the category and the domain.
const withInterval = (key: string) => [key, `${key}_low`, `${key}_high`];
const CSV_COLUMNS: Record<string, string[]> = {
  bestox: [
    ...withInterval('neg_log_ld50_mol_kg'),
    ...withInterval('ld50_mg_kg'),
    'ghs_category',
    'ld50_in_domain',
  ],
  ecotoxicology: [
    ...withInterval('neg_log_lc50_mol_l'),
    ...withInterval('lc50_mg_l'),
    'ghs_category',
    'fish_lc50_in_domain',
  ],
};

for (const tool of compoundTools) {
  // BESTox in every run (SSL-GCN's spec submits the other compound kind); Ecotoxicology in the full run.
  const tag = tool.id === 'bestox' ? [] : ['@sweep'];
  test(`${tool.name}: the example and an unreadable SMILES go as one job; the results and their CSV`, {
    tag,
  }, async ({ page, request }) => {
    const described = (await (await request.get(`${apiUrl()}/tools`)).json()).data.find(
      (t: { id: string }) => t.id === tool.id,
    ) as { tables: TableSpec[] };
    const [table] = described.tables;
    if (!table) throw new Error(`${tool.id} has no result table`);

    await page.goto(`/${tool.id}/home`);
    await page.getByRole('button', { name: 'Example' }).click();
    await page.getByRole('button', { name: 'Use this example' }).click();
    const box = page.getByRole('textbox', { name: /Molecules \(SMILES/ });
    await box.press('End');
    await box.pressSequentially('C1CC open_ring\n');
    const count = tool.example.trim().split('\n').length + 1;
    await expect(page.getByText(`${count} molecules, 1 of them not readable`)).toBeVisible({
      timeout: 30_000,
    });
    await page.getByLabel('E-mail address').fill(uniqueEmail(`${tool.id}-submit`));
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(new RegExp(`/${tool.id}/jobs/[A-Za-z0-9_-]{22}$`));
    const id = page.url().split('/').at(-1) as string;
    const job = await waitForJob(request, id);
    expect(job.status).toBe('finished');
    expect(job.counts).toMatchObject({ records: count, invalid: 1 });

    await expect(page.getByRole('tab', { name: table.label })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText(`Showing ${count} of ${count} rows`).first()).toBeVisible();
    // The molecules are drawn in the results: RDKit runs in the page under the site's policy.
    await expect(page.getByRole('img', { name: /^Structure of / }).first()).toBeVisible({
      timeout: 30_000,
    });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `${table.label} (CSV)` }).click(),
    ]);
    const csv = parseCsv(await readFile((await download.path()) as string, 'utf8'));
    const [header = [], ...rows] = csv;
    expect(header.slice(0, 2)).toEqual(['id', 'smiles']);
    for (const column of CSV_COLUMNS[tool.id] ?? []) expect(header).toContain(column);
    expect(rows).toHaveLength(count);
    const value = (row: string[] | undefined, column: string) => row?.[header.indexOf(column)];
    const predicted = rows.filter((row) => row[0] !== 'open_ring');
    const target = CSV_COLUMNS[tool.id]?.[0] as string;
    for (const row of predicted) {
      const y = Number(value(row, target));
      expect(y).not.toBeNaN();
      expect(Number(value(row, `${target}_low`))).toBeLessThan(y);
      expect(Number(value(row, `${target}_high`))).toBeGreaterThan(y);
    }
    const unreadable = rows.find((row) => row[0] === 'open_ring');
    expect(value(unreadable, target)).toBe('');
    expect(value(unreadable, 'note')).toMatch(/not valid|never closed/);
  });
}
