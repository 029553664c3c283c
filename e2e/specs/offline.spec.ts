import { expect, test } from '../support/fixtures.ts';

test('going offline shows the banner, coming back says so', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
  const status = page.getByTestId('connection-status');
  await expect(status).not.toContainText('offline');

  await context.setOffline(true);
  await expect(status).toContainText('You are offline');
  await context.setOffline(false);
  await expect(status).toContainText('You are back online');
});
