import { apiUrl, expect, test } from '../support/fixtures.ts';
import { deadPort, startSite } from '../support/servers.ts';

// Issue 8, item 9: the index page does not oversell tools the site cannot show.
test('the index marks tools the site does not deploy, and a deployed tool that does not answer', async ({
  page,
}) => {
  const port = await deadPort();
  const site = await startSite({
    API_BASE_URL: apiUrl(),
    TOOL_DIST_ACPEP: '/nonexistent',
    TOOL_DIST_HEMOPEP: '/nonexistent',
    REMOTE_HEMOPEP: `http://127.0.0.1:${port}/mf-manifest.json`,
  });
  try {
    await page.goto(site.url);
    const card = (id: string) => page.locator(`[data-tool="${id}"]`);
    await expect(card('ampep')).toHaveAttribute('data-availability', 'available');
    await expect(card('ampep').getByRole('link', { name: /Open AmPEP/ })).toBeVisible();
    await expect(card('acpep')).toHaveAttribute('data-availability', 'not-deployed');
    await expect(card('acpep')).toContainText('Not available yet');
    await expect(card('acpep').getByRole('link')).toHaveCount(0);
    await expect(card('hemopep')).toHaveAttribute('data-availability', 'unreachable');
    await expect(card('hemopep')).toContainText('Unavailable right now');
  } finally {
    await site.stop();
  }
});
