import { seriousViolations } from '../support/axe.ts';
import { expect, probeTest, test } from '../support/fixtures.ts';

// Every page the shell itself draws, in light and dark mode (an error page of a tool's route on
// the probe tool's site; the unavailable-tool page in the catalogue spec).
const pages: [string, RegExp, typeof test | typeof probeTest][] = [
  ['/', /Predict what peptides and small molecules do/, test],
  ['/sequence-info', /Peptide workbench/, test],
  ['/sequence-info?sequence=GLFXB', /Peptide workbench/, test],
  ['/no/such/page', /404/, test],
  ['/gwovina/explodes', /500/, probeTest],
];

for (const mode of ['light', 'dark'] as const) {
  for (const [path, heading, test] of pages) {
    // Light in every run, and the index in dark; the other dark pages in the full run (the
    // workbench spec checks /sequence-info in dark in every run).
    const tag =
      (mode === 'light' && !path.startsWith('/sequence-info?')) || path === '/' ? [] : ['@sweep'];
    test(`axe: no serious or critical violation on ${path} (${mode})`, { tag }, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (mode === 'dark') {
        await page.getByRole('button', { name: 'Switch to dark mode' }).first().click();
        await expect(page.locator('html')).toHaveClass(/dark/);
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

probeTest('axe: the error-page fallback has no serious or critical violation', async ({ page }) => {
  await page.goto('/gwovina/broken');
  await expect(
    page.getByRole('heading', { name: 'An error occurred while showing the error page' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
