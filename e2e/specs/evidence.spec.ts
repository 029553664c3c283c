import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { formatNumber } from '../../packages/ui/src/components/format.ts';
import { seriousViolations } from '../support/axe.ts';
import { apiUrl, expect, test } from '../support/fixtures.ts';
import { repoRoot } from '../support/paths.ts';
import { openResults, submitJob, uniqueEmail, waitForJob } from './ampep-helpers.ts';

/** A text as a regular expression matching it literally (record names hold parentheses). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Every number with its evidence: the value's interval beside it, the nearest measured peptide a
// click away (a training peptide's measured value first), what a threshold means as it moves, the
// model cards' evidence on the method page, and a rerun that lists the rows that changed.

type Row = Record<string, string | number | null>;

/** Magainin 2 is in the E. coli MIC training data; its variant is not; the last is far from all. */
const INPUT = [
  '>magainin2',
  'GIGKFLHSAKKFGKAFVGEIMNS',
  '>variant',
  'GIGKFLHSAKKFGKAFVGEIMKSW',
  '>far',
  'PWHGDEYQTNMPWHGDEYQTNM',
].join('\n');
const METHODS = ['ampep_gb', 'mic'];

async function evidenceJob(request: Parameters<typeof submitJob>[0], label: string) {
  const id = await submitJob(request, {
    email: uniqueEmail(label),
    input: INPUT,
    methods: METHODS,
  });
  await waitForJob(request, id);
  const job = (await (await request.get(`${apiUrl()}/jobs/${id}?pageSize=100`)).json()).data;
  return { id, rows: job.result.rows as Row[] };
}

async function setThreshold(page: Page, value: number) {
  const slider = page.locator('[data-method="ampep_gb"]').getByRole('slider');
  await slider.focus();
  await slider.press('Home');
  for (let i = 0; i < Math.round(value * 100); i++) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(value));
}

/** A screenshot among the test's outputs, to look at as a researcher would see the page. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

for (const width of [1440, 375]) {
  // The table in every run; the phone's cards (the same values) in the full run.
  const tag = width === 1440 ? [] : ['@sweep'];
  test(`at ${width} px the results show intervals, the nearest measured peptide (measured first for a training peptide) and the threshold's precision and recall`, {
    tag,
  }, async ({ page, request }) => {
    const { id, rows } = await evidenceJob(request, `evidence-${width}`);
    const [magainin, variant] = rows as [Row, Row, Row];
    // The service found magainin 2 in the MIC training data itself, the variant near it.
    expect(magainin.ec_mic_nearest_similarity).toBe(1);
    expect(variant.ec_mic_nearest_similarity as number).toBeLessThan(1);
    const mic = (row: Row, key: string) => formatNumber(row[key] as number);

    await page.setViewportSize({ width, height: 900 });
    await openResults(page, `/ampep/jobs/${id}`);

    // The slider says what its threshold means, and says it anew as it moves.
    const point = page.locator('[data-method="ampep_gb"] [data-part="operating-point"]');
    await expect(point).toContainText(/precision\); \d+ % of the AMP are called \(recall\)/);
    const before = await point.textContent();
    await setThreshold(page, 0.9);
    await expect(point).toContainText('At 0.90, on records the model was not trained on');
    expect(await point.textContent()).not.toBe(before);

    // The value's summary says how wide its intervals are.
    await expect(
      page.locator('[data-method="mic"] [data-part="interval-summary"]').first(),
    ).toHaveText(/^Median 90 % interval: a factor of [\d.]+ from its low to its high end\.$/);

    await page.getByRole('tab', { name: 'Activity' }).click();
    const cell = (row: string) =>
      page.getByRole('button', { name: new RegExp(`^E\\. coli MIC.* of ${row}: evidence`) });
    // The interval beside the value; the bounds are not columns of their own.
    await expect(cell('variant').locator('[data-part="interval"]')).toHaveText(
      new RegExp(`^${mic(variant, 'ec_mic_um_low')}–${mic(variant, 'ec_mic_um_high')}`),
    );
    await expect(page.getByRole('columnheader', { name: /interval low/ })).toHaveCount(0);
    // A training peptide: what was measured comes first, then the prediction.
    const measured = cell('magainin2').locator('[data-part="measured"]');
    await expect(measured).toHaveText(
      new RegExp(`^measured ${mic(magainin, 'ec_mic_nearest_measured')}`),
    );
    const box = async (part: string) =>
      (await cell('magainin2').locator(`[data-part="${part}"]`).boundingBox())?.y ?? 0;
    expect(await box('measured')).toBeLessThan(await box('value'));
    await shot(page, `results-${width}-light`);

    // One click: the nearest measured record in words.
    await cell('variant').click();
    const detail = page.getByRole('dialog', { name: /of variant/ });
    await expect(detail).toContainText(
      new RegExp(
        `Nearest measured: an? \\d+ % identical peptide \\(${escapeRegExp(String(variant.ec_mic_nearest_id))}\\), ${mic(variant, 'ec_mic_nearest_measured')} µM\\.`,
      ),
    );
    await shot(page, `results-${width}-evidence`);
    await page.keyboard.press('Escape');
    await cell('magainin2').click();
    await expect(page.getByRole('dialog', { name: /of magainin2/ })).toContainText(
      `Measured ${mic(magainin, 'ec_mic_nearest_measured')} µM (in the training data as ${magainin.ec_mic_nearest_id})`,
    );
    await page.keyboard.press('Escape');

    expect(await seriousViolations(page)).toEqual([]);
    // The site follows the system's colour preference until the visitor chooses one.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, `results-${width}-dark`);
  });
}

test("the method page shows each model's domain, interval coverage, calibration with a reliability diagram, and the threshold's precision and recall", async ({
  page,
}) => {
  await page.goto('/ampep/method');
  const evidence = page.locator('[data-part="evidence"]');
  await expect(evidence.first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-part="cutoff"]').first()).toContainText(
    /Inside at a similarity of 0\.\d+ or more/,
  );
  await expect(page.locator('[data-part="coverage"]').first()).toContainText(
    /On \d+ held-out records, \d+\.\d % of the measured values fell inside their interval/,
  );
  await expect(page.locator('[data-part="threshold"]').first()).toContainText(
    /of those called positive, \d+ % were \(precision\)/,
  );
  const diagram = page.locator('[data-part="reliability"]').first();
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram.locator('canvas')).toBeVisible();
  // The diagram's figures as a table for screen readers: ten bins, before and after.
  const table = diagram.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(10);
  await expect(
    page.getByRole('table', { name: /^Calibration of .* on held-out records$/ }).first(),
  ).toContainText('After calibration');
  await shot(page, 'method-1440');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a rerun with the models of today lists exactly the rows whose stored values were older', async ({
  page,
  request,
}) => {
  const { id, rows } = await evidenceJob(request, 'rerun');
  // What older models had said of two rows: their stored values now differ from today's.
  const older = rows.map((row, i) =>
    i === 0
      ? { ...row, ec_mic_um: 999 }
      : i === 2
        ? { ...row, ampep_gb_class: row.ampep_gb_class === 1 ? 0 : 1 }
        : row,
  );
  const require = createRequire(join(repoRoot, 'apps/api/package.json'));
  const Database = require('better-sqlite3');
  const db = new Database(join(process.env.E2E_DATA_DIR as string, 'e2e.sqlite'));
  try {
    const changed = db
      .prepare('UPDATE result_chunks SET rows = ? WHERE job_id = ?')
      .run(JSON.stringify(older), id).changes;
    expect(changed).toBe(1);
  } finally {
    db.close();
  }

  await page.goto(`/ampep/jobs/${id}`);
  await expect(page.getByRole('region', { name: 'Models that made these values' })).toContainText(
    /[0-9a-f]{12}/,
  );
  await page.getByRole('button', { name: "Rerun with today's models" }).click();
  await expect(page).not.toHaveURL(new RegExp(`/jobs/${id}$`));
  await expect(page.getByText(`This job reruns job ${id}`)).toBeVisible();
  await expect(page.locator('[data-part="changed-count"]')).toHaveText(
    `2 of ${rows.length} rows changed.`,
    { timeout: 50_000 },
  );
  const changed = await page
    .locator('[data-changed-row]')
    .evaluateAll((trs) => [...new Set(trs.map((tr) => tr.getAttribute('data-changed-row')))]);
  expect(changed).toEqual([rows[0]?.id, rows[2]?.id]);
  await expect(page.getByRole('link', { name: `job ${id}` })).toHaveAttribute(
    'href',
    `/ampep/jobs/${id}`,
  );
  await shot(page, 'rerun-1440');
});
