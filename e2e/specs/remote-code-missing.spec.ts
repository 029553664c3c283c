import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiUrl, countDocumentLoads, expect, test } from '../support/fixtures.ts';
import { dists } from '../support/paths.ts';
import { startSite } from '../support/servers.ts';

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { path: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/** A deployed copy of AmPEP with some of its files gone, as when a deploy is half done. */
async function withBrokenAmpep(
  remove: (manifest: Manifest) => string[],
  run: (siteUrl: string) => Promise<void>,
) {
  const dir = mkdtempSync(join(tmpdir(), 'peptox-broken-'));
  cpSync(dists().tools.ampep as string, dir, { recursive: true });
  const manifest: Manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  const files = remove(manifest);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) rmSync(join(dir, file));
  const site = await startSite({ API_BASE_URL: apiUrl(), TOOL_DIST_AMPEP: dir });
  try {
    await run(site.url);
  } finally {
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

test("a tool's entry file missing: one reload, then the unavailable page", async ({ page }) => {
  await withBrokenAmpep(
    (manifest) => [manifest.metaData.remoteEntry.name],
    async (siteUrl) => {
      const loads = countDocumentLoads(page);
      await page.goto(`${siteUrl}/ampep/home`);
      await expect(
        page.getByRole('heading', { name: 'AmPEP is unavailable right now' }),
      ).toBeVisible({
        timeout: 30_000,
      });
      expect(loads.count).toBe(2);
    },
  );
});

test("a tool page's code missing: one reload, then the unavailable page inside the tool", async ({
  page,
}) => {
  await withBrokenAmpep(
    (manifest) => {
      const shared = new Set(
        manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]),
      );
      const tool = manifest.exposes.find((e) => e.path === './tool');
      // The pages: code the tool module loads on demand, other than shared libraries.
      return (tool?.assets.js.async ?? []).filter((file) => !shared.has(file));
    },
    async (siteUrl) => {
      const loads = countDocumentLoads(page);
      await page.goto(`${siteUrl}/ampep/home`);
      await expect(
        page.getByRole('heading', { name: 'AmPEP is unavailable right now' }),
      ).toBeVisible({
        timeout: 30_000,
      });
      expect(loads.count).toBe(2);
      // The tool's own header and navigation loaded; only the page is missing.
      await expect(page.getByRole('navigation', { name: 'AmPEP pages' }).first()).toBeAttached();
    },
  );
});
