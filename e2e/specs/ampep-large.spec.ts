import { expect, test } from '../support/fixtures.ts';
import { randomPeptides } from '../support/peptides.ts';
import { submitJob, uniqueEmail, waitForJob } from './ampep-helpers.ts';

const N = 10_000;

// 10 000 rows: only the rows in view are in the page, scrolling reaches the end, sorting works.
// The figures printed (time to table, frame times while scrolling) are for reading, not asserted.
// A volume check (about a minute): in the full run; results-phone checks a list of 60 in every run.
test('a job of 10 000 peptides shows in a virtual table', { tag: '@sweep' }, async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const id = await submitJob(request, { email: uniqueEmail('large'), input: randomPeptides(N) });
  await waitForJob(request, id, 150_000);

  const start = Date.now();
  await page.goto(`/ampep/jobs/${id}`);
  await expect(page.getByText(`Showing 10,000 of 10,000 rows`).first()).toBeVisible({
    timeout: 30_000,
  });
  const toTable = Date.now() - start;

  const region = page.getByRole('region', { name: /results$/ }).first();
  const rendered = await region.getByRole('row').count();
  expect(rendered).toBeLessThan(80);

  // The rows scroll with the page: scroll the window in wheel-sized steps, then to the end in
  // jumps, timing the gaps between frames.
  const scroll = (step: number, until: number | null) =>
    page.evaluate(
      async ([step, until]) => {
        const gaps: number[] = [];
        let last = performance.now();
        const end = until ?? document.documentElement.scrollHeight;
        for (let y = window.scrollY; y <= end; y += step) {
          window.scrollTo(0, y);
          await new Promise(requestAnimationFrame);
          const now = performance.now();
          gaps.push(now - last);
          last = now;
        }
        return gaps.sort((a, b) => a - b);
      },
      [step, until] as const,
    );
  const idle = await page.evaluate(async () => {
    const gaps: number[] = [];
    let last = performance.now();
    for (let i = 0; i < 30; i++) {
      await new Promise(requestAnimationFrame);
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }
    return gaps.sort((a, b) => a - b);
  });
  const wheel = await scroll(120, 12_000);
  const jumps = await scroll(1500, null);
  await expect(region.getByRole('cell', { name: 'p10000', exact: true })).toBeVisible();
  expect(await region.getByRole('row').count()).toBeLessThan(80);

  await region
    .getByRole('button', { name: /^Name|^id/i })
    .first()
    .click();
  await region
    .getByRole('button', { name: /^Name|^id/i })
    .first()
    .click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(region.getByRole('row').nth(1)).toContainText('p10000');

  // A threshold step reclassifies all 10 000 rows (how long a step takes: pnpm bench:results).
  const summary = page.getByRole('region', { name: 'AmPEP (published model)', exact: true });
  const slider = page.getByRole('slider', { name: /^AmPEP \(published model\) threshold/ });
  await slider.focus();
  await slider.press('Home');
  await expect(summary.locator('[data-class-count="positive"]')).toHaveText('AMP 10,000');
  await expect(summary.locator('[data-class-count="negative"]')).toHaveText('Non-AMP 0');
  await slider.press('End');
  await expect(summary.locator('[data-class-count="positive"]')).toHaveText(/^AMP \d+$/);
  await expect(region.getByRole('row').nth(1)).toContainText('p10000');

  const q = (gaps: number[], p: number) =>
    gaps[Math.min(gaps.length - 1, Math.floor(p * gaps.length))]?.toFixed(1);
  console.log(
    `[ampep 10 000 rows] job page to table: ${toTable} ms; rows in the DOM: ${rendered}; frame gaps ` +
      `idle: median ${q(idle, 0.5)} ms; ` +
      `scrolling 120 px a frame: median ${q(wheel, 0.5)} ms, 95th pct ${q(wheel, 0.95)} ms (${wheel.length} frames); ` +
      `1500 px a frame: median ${q(jumps, 0.5)} ms, 95th pct ${q(jumps, 0.95)} ms (${jumps.length} frames)`,
  );
});
