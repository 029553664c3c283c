import { focusProblems, headerFocusProblems } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// Keyboard focus can be seen everywhere (WCAG 2.4.7): in every header, whose background is the
// tool's own colour, and on the page, whatever the tool's colour (Ecotoxicology's is pale).
// The site's header, a tool's (with its drawer on a phone), and the palest palette's; the axe
// runs of every other page check their headers too (support/axe.ts).
const pages = [
  ['/', /Predict what peptides and small molecules do/],
  ['/bestox/home', /Predict acute oral toxicity/],
  ['/ecotoxicology/home', /Predict acute toxicity to fish/],
] as const;

for (const mode of ['light', 'dark'] as const) {
  for (const width of [375, 1440]) {
    for (const [path, heading] of pages) {
      // Each header on a phone in light in every run (the axe runs check headers in dark and at
      // 1440 px); the other pairs in the full run.
      const tag = mode === 'light' && width === 375 ? [] : ['@sweep'];
      test(`the focus ring shows on every control of the header of ${path} at ${width} px (${mode})`, {
        tag,
      }, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: mode });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(new RegExp(mode));
        // The tool's own header, not the one drawn while its code loads.
        await page.waitForLoadState('networkidle');
        expect(await headerFocusProblems(page)).toEqual([]);
      });
    }
  }
}

test('the focus ring shows on the page of a tool with a pale colour (light and dark)', async ({
  page,
}) => {
  await page.goto('/ecotoxicology/home');
  const controls = page.getByRole('main').getByRole('button');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  expect(await focusProblems(controls)).toEqual([]);
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await focusProblems(controls)).toEqual([]);
});
