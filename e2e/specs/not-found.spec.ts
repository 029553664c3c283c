import { expect, test } from '../support/fixtures.ts';

// Unmatched routes and bad route parameters: status 404 and the design's exact text.
test('an unknown route shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('error-message')).toHaveText('This page could not be found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
});

test('a job id that is not an id is a 404 inside the tool', async ({ page }) => {
  await page.goto('/ampep/jobs/not-an-id');
  await expect(page.getByText('This page could not be found')).toBeVisible();
  // The tool's own header and navigation stay.
  await expect(page.getByRole('navigation', { name: /AmPEP pages/ }).first()).toBeAttached();
});

test('an unknown page of a loaded tool is a 404', async ({ page }) => {
  await page.goto('/ampep/no-such-page');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('/<tool> goes to its home page', async ({ page }) => {
  await page.goto('/ampep');
  await expect(page).toHaveURL(/\/ampep\/home$/);
});

test('an address with a dot (an e-mail in the path) is a route of the app, not a missing file', async ({
  page,
}) => {
  const response = await page.goto('/no/such/person@example.org');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('error-message')).toHaveText('This page could not be found');
});
