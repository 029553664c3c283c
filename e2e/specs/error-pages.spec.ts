import { expect, probeTest as test } from '../support/fixtures.ts';

// The probe tool (e2e/fixtures/probe-tool, mounted as /gwovina) fails in each way a tool can.
test('a route naming an unregistered guard is a 500 "Unknown middleware <name>"', async ({
  page,
}) => {
  await page.goto('/gwovina/guarded');
  await expect(page.getByRole('heading', { level: 1, name: '500' })).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveText('Unknown middleware no-such-guard');
});

test('a registered guard checks the job id', async ({ page }) => {
  await page.goto('/gwovina/jobs/AbCdEfGhIjKlMnOpQr_-12');
  await expect(page.getByRole('heading', { name: 'Job AbCdEfGhIjKlMnOpQr_-12' })).toBeVisible();
  await page.goto('/gwovina/jobs/nope');
  await expect(page.getByTestId('error-message')).toHaveText('This page could not be found');
});

test('a route error shows its own status code and message', async ({ page }) => {
  await page.goto('/gwovina/teapot');
  await expect(page.getByRole('heading', { level: 1, name: '418' })).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveText('The pot is brewing tea');
});

test('an error without a status is a 500 with its message, inside the tool layout', async ({
  page,
}) => {
  await page.goto('/gwovina/explodes');
  await expect(page.getByRole('heading', { level: 1, name: '500' })).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveText('Widget exploded');
  await expect(page.getByText('Probe tool')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test('when the error page itself fails, the fallback says so and links home', async ({ page }) => {
  await page.goto('/gwovina/broken');
  await expect(
    page.getByRole('heading', { name: 'An error occurred while showing the error page' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Unfortunately an error occurred and while showing the error page another error occurred',
    ),
  ).toBeVisible();
  await expect(page.getByText('The message could not be read')).toBeVisible();
  await page.getByRole('link', { name: 'Go back to home' }).click();
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
});
