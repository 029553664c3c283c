import { apiUrl, expect, test } from '../support/fixtures.ts';
import { deadPort, startSite } from '../support/servers.ts';

test('with the job service down, the tool says so and the progress bar turns red', async ({
  page,
}) => {
  const port = await deadPort();
  const site = await startSite({ API_BASE_URL: `http://127.0.0.1:${port}/api/v1` });
  try {
    await page.goto(`${site.url}/ampep/home`);
    await expect(page.getByText(/cannot be reached/i).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('progress-bar')).toHaveAttribute('data-state', 'failed');
  } finally {
    await site.stop();
  }
});

test("a site at an address the service's CORS setting does not allow is told the service refused it", async ({
  page,
}) => {
  // The job service allows the test site's origins only: this site, on a port of its own, is refused.
  const site = await startSite({ API_BASE_URL: apiUrl() });
  try {
    await page.goto(`${site.url}/ampep/home`);
    await expect(
      page.getByText(`The prediction service refused this site's address (${site.url})`).first(),
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Check your connection/)).toHaveCount(0);
  } finally {
    await site.stop();
  }
});
