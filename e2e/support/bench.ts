/** What the benchmarks run against: the built site, the real API (a temporary SQLite file), Chromium. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM, chromiumArgs, ensureChromium } from './chromium.ts';
import { assertBuilt } from './paths.ts';
import { freePort, type Running, startApi, startSite } from './servers.ts';

/** Runs `bench` with the site, the API and a browser up, and stops them all afterwards. */
export async function withBenchSite(
  bench: (setup: { site: Running; api: Running; browser: Browser }) => Promise<void>,
): Promise<void> {
  ensureChromium();
  assertBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'peptox-bench-'));
  const sitePort = await freePort();
  const api = await startApi({
    databaseFile: join(dataDir, 'bench.sqlite'),
    siteOrigins: [`http://127.0.0.1:${sitePort}`],
  });
  const site = await startSite({ API_BASE_URL: api.url }, sitePort);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs });
  try {
    await bench({ site, api, browser });
  } finally {
    await browser.close();
    await Promise.all([site.stop(), api.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
