import { expect, test } from '../support/fixtures.ts';
import { submitJob, uniqueEmail, waitForJob } from './ampep-helpers.ts';

// Screenshots at a phone's and a desktop's width, kept in test-results/ to look at; each page
// must also fit its width (nothing sticking out sideways but the results table's own scroller).
for (const width of [375, 1440]) {
  test(`home and a job page at ${width} px`, async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await submitJob(request, {
      email: uniqueEmail(`shot${width}`),
      description: 'screenshot',
    });
    await waitForJob(request, id);

    await page.goto('/ampep/home');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: testInfo.outputPath(`ampep-home-${width}.png`), fullPage: true });

    await page.goto(`/ampep/jobs/${id}`);
    await expect(page.getByRole('tab', { name: 'Classification' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: testInfo.outputPath(`ampep-job-${width}.png`), fullPage: true });
  });
}
