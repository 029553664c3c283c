import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiUrl, expect, test } from '../support/fixtures.ts';
import { deadPort, freePort, startApi, startSite } from '../support/servers.ts';

// The index page does not oversell tools the site cannot show.
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

test('the index says when a deployed tool has no live worker for its predictions', async ({
  page,
}) => {
  const folder = mkdtempSync(join(tmpdir(), 'peptox-e2e-paused-'));
  const sitePort = await freePort();
  // A job service whose workers run AmPEP and BESTox only: the others are not published.
  const api = await startApi({
    databaseFile: join(folder, 'paused.sqlite'),
    siteOrigins: [`http://127.0.0.1:${sitePort}`],
    env: { TOOLS: 'ampep,bestox', INSTANT_THREADS: '0' },
  });
  const site = await startSite({ API_BASE_URL: api.url }, sitePort);
  try {
    await page.goto(site.url);
    const card = (id: string) => page.locator(`[data-tool="${id}"]`);
    await expect(card('ampep')).toHaveAttribute('data-availability', 'available');
    await expect(card('bestox')).toHaveAttribute('data-availability', 'available');
    await expect(card('hemopep')).toHaveAttribute('data-availability', 'paused');
    await expect(card('hemopep')).toContainText('Predictions paused: jobs wait');
    // Its pages still open: the form, the method and the help do not need a worker.
    await expect(card('hemopep').getByRole('link', { name: /Open HemoPep/ })).toBeVisible();
    // A docking tool's jobs wait for a worker too.
    await expect(card('gwovina')).toHaveAttribute('data-availability', 'paused');
  } finally {
    await site.stop();
    await api.stop();
    rmSync(folder, { recursive: true, force: true });
  }
});
