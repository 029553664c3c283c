import { apiUrl, countDocumentLoads, expect, test } from '../support/fixtures.ts';
import { deadPort, startSite } from '../support/servers.ts';

// A tool whose manifest cannot be fetched: the shell reloads once (a deploy may be in
// progress), then shows the unavailable page; Retry mounts the tool once it is back.
test('manifest unreachable: exactly one reload, then the unavailable page; Retry recovers', async ({
  page,
}) => {
  // A reload and two retries against a dead address, each with the runtime's own retries.
  test.setTimeout(120_000);
  const port = await deadPort();
  const site = await startSite({
    API_BASE_URL: apiUrl(),
    REMOTE_AMPEP: `http://127.0.0.1:${port}/tools/ampep/mf-manifest.json`,
  });
  let restored: Awaited<ReturnType<typeof startSite>> | null = null;
  try {
    const loads = countDocumentLoads(page);
    await page.goto(`${site.url}/ampep/home`);
    await expect(page.getByRole('heading', { name: 'AmPEP is unavailable right now' })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    expect(loads.count).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('peptox:chunk-reload-at'))).toMatch(
      /^\d+$/,
    );

    // Still down: Retry tries again without reloading the page.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Still unavailable after 1 retry.')).toBeVisible({
      timeout: 30_000,
    });
    // The retry has ended when its button reads "Retry" again (while it runs: "Retrying").
    await expect(page.getByRole('button', { name: 'Retry', exact: true })).toBeEnabled({
      timeout: 30_000,
    });
    expect(loads.count).toBe(2);

    // The tool's server is back at the same address: Retry mounts the tool, still no reload.
    restored = await startSite({ API_BASE_URL: apiUrl() }, port);
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'AmPEP pages' }).first()).toBeAttached({
      timeout: 30_000,
    });
    await expect(page.getByTestId('tool-unavailable')).toHaveCount(0);
    expect(loads.count).toBe(2);
  } finally {
    await restored?.stop();
    await site.stop();
  }
});

// The guard's clock is unit-tested in the shell; this drives it in the browser (half a minute).
test('the reload guard does not reload again within 60 s, and does after', {
  tag: '@sweep',
}, async ({ page }) => {
  const port = await deadPort();
  const site = await startSite({
    API_BASE_URL: apiUrl(),
    REMOTE_AMPEP: `http://127.0.0.1:${port}/tools/ampep/mf-manifest.json`,
  });
  try {
    const loads = countDocumentLoads(page);
    const unavailable = page.getByRole('heading', { name: 'AmPEP is unavailable right now' });
    await page.goto(`${site.url}/ampep/home`);
    await expect(unavailable).toBeVisible({ timeout: 30_000 });
    expect(loads.count).toBe(2);

    // The visitor reloads within the minute: the page shows the unavailable page at once.
    await page.reload();
    await expect(unavailable).toBeVisible({ timeout: 30_000 });
    expect(loads.count).toBe(3);

    // A marker older than 60 000 ms allows one more automatic reload.
    await page.evaluate(() =>
      sessionStorage.setItem('peptox:chunk-reload-at', String(Date.now() - 61_000)),
    );
    await page.reload();
    await expect(unavailable).toBeVisible({ timeout: 30_000 });
    expect(loads.count).toBe(5);
  } finally {
    await site.stop();
  }
});

test('a tool the configuration does not name shows the unavailable page, not a blank one', async ({
  page,
}) => {
  // A deployment without ACPep: its folder is not there, so /config.json names no remote for it.
  const site = await startSite({ API_BASE_URL: apiUrl(), TOOL_DIST_ACPEP: '/nonexistent' });
  try {
    await page.goto(`${site.url}/acpep/home`);
    await expect(
      page.getByRole('heading', { name: 'ACPep is not available on this site yet' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  } finally {
    await site.stop();
  }
});
