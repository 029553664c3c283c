import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { compoundTools } from './compound-helpers.ts';

// The compound tools' pages in light and dark mode (axe), and screenshots at a phone's and a
// desktop's width kept in test-results/ to look at. Every route's plain render is in the
// catalogue spec; here the home page carries input with both kinds of problem, and the dialog.

async function darkMode(page: Page) {
  await page.getByRole('button', { name: 'Switch to dark mode' }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
}

/** Input with a problem of the whole input and a molecule RDKit cannot read. */
async function fillWithProblems(page: Page) {
  await page
    .getByRole('textbox', { name: /Molecules \(SMILES/ })
    .fill('CCO ethanol\nC1CC open_ring\nCCN ethanol\n');
  await expect(
    page.getByRole('region', { name: 'Molecules that will not be predicted' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Problems in the input' })).toBeVisible();
}

for (const mode of ['light', 'dark'] as const) {
  for (const [i, tool] of compoundTools.entries()) {
    // Each mode on one of the two tools in every run; the other pairs in the full run.
    const tag = (i === 0) === (mode === 'light') ? [] : ['@sweep'];
    test(`axe: ${tool.name}'s home with problems listed and the drawing dialog (${mode})`, {
      tag,
    }, async ({ page }) => {
      await page.goto(`/${tool.id}/home`);
      await expect(page.getByRole('heading', { level: 1, name: tool.title })).toBeVisible();
      if (mode === 'dark') await darkMode(page);
      await fillWithProblems(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Draw a molecule' }).click();
      await expect(page.getByTestId('molecule-editor').locator('canvas').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    for (const [route, heading] of [
      ['help', `How to use ${tool.name}`],
      ['method', 'Method'],
    ] as const) {
      // The palest palette's method page in dark in every run; the other pages in the full run.
      const pageTag =
        tool.id === 'ecotoxicology' && route === 'method' && mode === 'dark' ? [] : ['@sweep'];
      test(`axe: /${tool.id}/${route} (${mode})`, { tag: pageTag }, async ({ page }) => {
        await page.goto(`/${tool.id}/${route}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (mode === 'dark') await darkMode(page);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
}

test('the help page says the editor needs a pointer and the text box is the keyboard way', async ({
  page,
}) => {
  await page.goto('/bestox/help');
  await expect(page.getByRole('heading', { name: 'Or draw a molecule' })).toBeVisible();
  await expect(
    page.getByText(/The text box is the way to give molecules with a keyboard/),
  ).toBeVisible();
});

for (const width of [375, 1440]) {
  test(
    `compound pages at ${width} px`,
    { tag: width === 375 ? [] : ['@sweep'] },
    async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const fits = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
      for (const tool of compoundTools) {
        await page.goto(`/${tool.id}/home`);
        await fillWithProblems(page);
        await page.waitForLoadState('networkidle');
        await fits();
        await page.screenshot({
          path: testInfo.outputPath(`${tool.id}-home-${width}.png`),
          fullPage: true,
        });

        await page.goto(`/${tool.id}/method`);
        await expect(page.getByRole('heading', { level: 1, name: 'Method' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await fits();
        await page.screenshot({
          path: testInfo.outputPath(`${tool.id}-method-${width}.png`),
          fullPage: true,
        });
      }

      await page.goto('/bestox/home');
      await page.getByRole('button', { name: 'Draw a molecule' }).click();
      const canvas = page.getByTestId('molecule-editor');
      await expect(canvas.locator('canvas').first()).toBeVisible();
      const area = await canvas.boundingBox();
      if (!area) throw new Error('the editor has no box');
      await page.mouse.click(area.x + area.width * 0.6, area.y + area.height / 2);
      await expect(page.getByTestId('drawn-smiles')).toHaveValue('CC');
      await page.screenshot({ path: testInfo.outputPath(`bestox-draw-${width}.png`) });
    },
  );
}
