/**
 * Site benchmark (a command, not a test): `pnpm bench:site` from the repository root.
 * Against the built site and the real API, in headless Debian Chromium, prints
 * - JavaScript transferred (gzip, as served) on a first load of /, of /ampep/home and of
 *   /bestox/home (a compound page), and what RDKit and the molecule editor add when first used,
 * - how many copies of each shared library /ampep/home loaded,
 * - the time until the AmPEP form is usable (its Submit button drawn), median of 5 cold loads.
 * BENCH_VERBOSE=1 lists every script with its size.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { moleculeOnlyFiles } from '../specs/compound-helpers.ts';
import { withBenchSite } from '../support/bench.ts';
import { built } from '../support/paths.ts';
import { SHARED_LIBRARIES, sharedCopies } from '../support/shared-copies.ts';

const BUDGET_KB = 250;
const RUNS = 5;

async function firstLoadJs(browser: Browser, url: string, ready: (page: Page) => Promise<void>) {
  const context = await browser.newContext(); // empty cache: a first visit
  const page = await context.newPage();
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })));
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  if (process.env.BENCH_VERBOSE) {
    for (const f of [...files].sort((a, b) => b.bytes - a.bytes)) {
      console.log(`    ${(f.bytes / 1024).toFixed(1).padStart(6)} KB ${new URL(f.url).pathname}`);
    }
  }
  const copies = url.includes('/ampep/') ? await sharedCopies(page) : null;
  await context.close();
  return { kb: files.reduce((sum, f) => sum + f.bytes, 0) / 1024, files: files.length, copies };
}

/**
 * ms from navigation start until the AmPEP form's Submit button is drawn (read right after
 * Playwright sees it, so a few ms late at most).
 */
async function timeToUsableForm(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  await page
    .getByRole('form', { name: 'Submit sequences to AmPEP' })
    .getByRole('button', { name: 'Submit' })
    .waitFor({ timeout: 30_000 });
  const ms = await page.evaluate(() => performance.now());
  await context.close();
  return ms;
}

/** KB of a build's files, gzipped as the site serves them. */
function gzipKb(dist: string, files: string[]): number {
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f))).length, 0) / 1024;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

await withBenchSite(async ({ site, browser }) => {
  const index = await firstLoadJs(browser, `${site.url}/`, (p) =>
    p.getByRole('heading', { name: 'Tools' }).waitFor(),
  );
  const ampep = await firstLoadJs(browser, `${site.url}/ampep/home`, (p) =>
    p.getByRole('button', { name: 'Submit' }).waitFor(),
  );
  const bestox = await firstLoadJs(browser, `${site.url}/bestox/home`, (p) =>
    p.getByRole('heading', { name: 'Predict acute oral toxicity' }).waitFor(),
  );
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++)
    times.push(await timeToUsableForm(browser, `${site.url}/ampep/home`));

  const row = (name: string, r: { kb: number; files: number }) =>
    `  ${name.padEnd(13)} ${r.kb.toFixed(1).padStart(7)} KB in ${r.files} files (budget ${BUDGET_KB} KB: ${r.kb <= BUDGET_KB ? 'within' : 'over'})`;
  console.log('JavaScript transferred on a first load (gzip as served):');
  console.log(row('/', index));
  console.log(row('/ampep/home', ampep));
  console.log(row('/bestox/home', bestox));
  const bestoxDist = built.tools.bestox;
  if (bestoxDist) {
    const { rdkit, editor } = moleculeOnlyFiles(bestoxDist);
    console.log(
      `  and when first used on a compound page: RDKit (wasm, JS, its worker) ${gzipKb(bestoxDist, rdkit).toFixed(1)} KB, the molecule editor ${gzipKb(bestoxDist, editor).toFixed(1)} KB`,
    );
  }
  console.log('Copies of each shared library loaded on /ampep/home:');
  for (const lib of SHARED_LIBRARIES) console.log(`  ${lib.padEnd(22)} ${ampep.copies?.[lib]}`);
  console.log(
    `Time to a usable AmPEP form (cold load, headless Chromium, local API): median ${median(times).toFixed(0)} ms of ${RUNS} (${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
});
