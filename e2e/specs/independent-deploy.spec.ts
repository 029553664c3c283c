import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envName } from '@peptox/tool-contract/catalogue';
import { apiUrl, expect, test } from '../support/fixtures.ts';
import { dists, PROBE_TOOL } from '../support/paths.ts';
import { repoRoot, startSite } from '../support/servers.ts';

function digest(dir: string): string {
  const hash = createHash('sha256');
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hash.update(path).update(readFileSync(path));
  }
  return hash.digest('hex');
}

function buildAmpep(label: string, outDir: string): void {
  const rsbuild = `${repoRoot}apps/ampep/node_modules/@rsbuild/core/bin/rsbuild.js`;
  const result = spawnSync(process.execPath, [rsbuild, 'build'], {
    cwd: `${repoRoot}apps/ampep`,
    env: { ...process.env, PEPTOX_BUILD_LABEL: label, PEPTOX_DIST_DIR: outDir },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`ampep build failed:\n${result.stdout}\n${result.stderr}`);
}

test('a rebuilt tool goes live in the running site without rebuilding the shell', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const work = mkdtempSync(join(tmpdir(), 'peptox-deploy-'));
  const deployed = join(work, 'deployed');
  cpSync(dists().tools.ampep as string, deployed, { recursive: true });
  const site = await startSite({ API_BASE_URL: apiUrl(), TOOL_DIST_AMPEP: deployed });
  try {
    const shellBefore = digest(dists().shell);
    await page.goto(`${site.url}/ampep/home`);
    const builds = page.getByTestId('tool-builds');
    await expect(builds).toContainText('AmPEP build');
    const label = `e2e-${Date.now()}`;
    await expect(builds).not.toContainText(label);

    // The AmPEP team builds and ships a new version: its files replace the deployed ones.
    buildAmpep(label, join(work, 'next'));
    rmSync(deployed, { recursive: true });
    cpSync(join(work, 'next'), deployed, { recursive: true });

    await page.reload();
    await expect(builds).toContainText(`AmPEP build ${label}`);
    await expect(page.getByRole('navigation', { name: 'AmPEP pages' }).first()).toBeAttached();
    expect(digest(dists().shell)).toBe(shellBefore);
  } finally {
    await site.stop();
    rmSync(work, { recursive: true, force: true });
  }
});

test('a tool deployed to the running site shows up without rebuilding or restarting anything', async ({
  page,
}) => {
  const work = mkdtempSync(join(tmpdir(), 'peptox-deploy-'));
  const folder = join(work, PROBE_TOOL);
  // The site serves this tool's folder, empty for now: the tool is not deployed.
  const site = await startSite({
    API_BASE_URL: apiUrl(),
    [`TOOL_DIST_${envName(PROBE_TOOL)}`]: folder,
  });
  try {
    const shellBefore = digest(dists().shell);
    await page.goto(`${site.url}/${PROBE_TOOL}/home`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /is not available on this site yet/,
    );

    // Its team ships its first build: the files are copied into place.
    cpSync(dists().probe, folder, { recursive: true });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Probe tool home' })).toBeVisible();
    // The first tool is unaffected.
    await page.goto(`${site.url}/ampep/home`);
    await expect(
      page.getByRole('heading', { name: 'Predict antimicrobial peptides' }),
    ).toBeVisible();
    expect(digest(dists().shell)).toBe(shellBefore);
  } finally {
    await site.stop();
    rmSync(work, { recursive: true, force: true });
  }
});
