import type { Page } from '@playwright/test';
import { expect, probeTest as test } from '../support/fixtures.ts';

async function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el: Element) => {
    const box = el.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });
}

test('a hash in the address scrolls to a target that appears after the code loaded', async ({
  page,
}) => {
  // The probe tool draws #late-target 800 ms after its page rendered, 3000 px down.
  await page.goto('/gwovina/home#late-target');
  await expect(page.locator('#late-target')).toBeAttached();
  await expect.poll(() => inViewport(page, '#late-target')).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});

test('a link to a hash on another page scrolls there; a plain link scrolls to the top', async ({
  page,
}) => {
  await page.goto('/sequence-info?sequence=GLFDIVKKVVGALGSLGKKVVGALGSL');
  await page.setViewportSize({ width: 600, height: 500 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'All tools' }).click();
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // In-app navigation to another page's hash: the target is drawn 800 ms after arrival.
  await page.goto('/gwovina/links');
  await page.getByRole('link', { name: 'Go to the late target' }).click();
  await expect(page).toHaveURL(/\/gwovina\/home#late-target$/);
  await expect.poll(() => inViewport(page, '#late-target')).toBe(true);
});
