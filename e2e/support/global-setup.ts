import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './chromium.ts';
import { assertBuilt, snapshotBuilds } from './paths.ts';
import { freePort, startApi, startSite } from './servers.ts';

/**
 * Starts the real job service (a temporary SQLite file) and the site server against a copy of the
 * built apps, and a second site with the probe tool; the specs read their addresses from
 * E2E_SITE_URL, E2E_PROBE_SITE_URL and E2E_API_URL.
 */
export default async function globalSetup() {
  ensureChromium();
  assertBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'peptox-e2e-'));
  snapshotBuilds(join(dataDir, 'builds'));
  const sitePort = await freePort();
  const origins = [`http://127.0.0.1:${sitePort}`, `http://localhost:${sitePort}`];
  const api = await startApi({ databaseFile: join(dataDir, 'e2e.sqlite'), siteOrigins: origins });
  const site = await startSite({ API_BASE_URL: api.url }, sitePort);
  const probeSite = await startSite({ API_BASE_URL: api.url }, undefined, { probe: true });
  process.env.E2E_SITE_URL = site.url;
  process.env.E2E_PROBE_SITE_URL = probeSite.url;
  process.env.E2E_API_URL = api.url;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await Promise.all([site.stop(), probeSite.stop(), api.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
