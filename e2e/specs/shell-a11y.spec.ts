import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// Every page the shell itself draws, in light and dark mode.
const pages: [string, RegExp][] = [
  ['/', /Predict what peptides and small molecules do/],
  ['/sequence-info', /Sequence properties/],
  ['/sequence-info?sequence=GLFDIVKKVVGALGSL', /Sequence properties/],
  ['/sequence-info?sequence=GLFXB', /Sequence properties/],
  ['/no/such/page', /404/],
  ['/acpep/home', /ACPep is not available on this site yet/],
  ['/gwovina/explodes', /500/],
];

for (const mode of ['light', 'dark'] as const) {
  for (const [path, heading] of pages) {
    test(`axe: no serious or critical violation on ${path} (${mode})`, async ({ page }) => {
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

test('axe: the error-page fallback has no serious or critical violation', async ({ page }) => {
  await page.goto('/gwovina/broken');
  await expect(
    page.getByRole('heading', { name: 'An error occurred while showing the error page' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
