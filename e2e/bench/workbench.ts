/**
 * The workbench and instant answers as a visitor meets them (a command, not a test):
 * `pnpm bench:workbench` from the repository root (builds first). In Chromium against the built
 * site and the real API (one job thread, one instant thread), prints per case the p50 and p95 of
 * N tries, from the moment the input is typed (its last keystroke) until the answer is drawn:
 *  - the workbench: a 30-residue peptide until every model's answer is on the page, and until
 *    its mutant scan's heat map is drawn;
 *  - AmPEP's form: 10 peptides until their 10 rows of instant answers are drawn;
 * first with nothing else running, then while a 10 000-peptide AmPEP job runs.
 * Each try types a peptide not asked before (no cached answer). BENCH_N (default 15).
 */
import { loadavg } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { withBenchSite } from '../support/bench.ts';

const N = Number(process.env.BENCH_N ?? 15);
const BASE = 'GIGKFLHSAKKFGKAFVGEIMNSKWKLFKK';
const AA = 'ACDEFGHIKLMNPQRSTVWY';
let serial = 0;
/** A 30-residue peptide not typed before: the base with a residue or two changed. */
function fresh(): string {
  serial++;
  const chars = [...BASE];
  chars[serial % 30] = AA[serial % 20] as string;
  chars[(serial * 7) % 30] = AA[(serial * 3) % 20] as string;
  return chars.join('');
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const line = (name: string, times: number[]) =>
  console.log(
    `  ${name.padEnd(52)} p50 ${percentile(times, 50).toFixed(0).padStart(4)} ms  p95 ${percentile(times, 95).toFixed(0).padStart(4)} ms  max ${Math.max(
      ...times,
    )
      .toFixed(0)
      .padStart(4)} ms`,
  );

/** What must be drawn: every model's answer for a peptide, the scan's map, 10 instant rows. */
type Drawn = 'answered' | 'scanned' | 'instant-rows';

/**
 * ms from the fill (the last keystroke) until `drawn` holds for `arg`, polled at every frame in
 * the page.
 */
async function timed(page: Page, fill: () => Promise<void>, drawn: Drawn, arg: string) {
  await page.evaluate(() => {
    (window as unknown as { benchStart: number }).benchStart = performance.now();
  });
  await fill();
  return since(page, drawn, arg);
}

/** ms since the last `timed` fill until `drawn` holds. */
async function since(page: Page, drawn: Drawn, arg: string): Promise<number> {
  const handle = await page.waitForFunction(
    ([kind, value]) => {
      // No named helper in here: the bundler would wrap it in a function the page does not have.
      let done = false;
      if (kind === 'answered') {
        done =
          document.querySelector('[data-testid="measured-sequence"]')?.textContent === value &&
          document.querySelector('[data-testid="answer-hc50"]') !== null &&
          document.querySelector('[aria-label="Predicting"]') === null;
      } else if (kind === 'scanned') {
        done =
          document.querySelector('[aria-label="Scanning the variants"]') === null &&
          document.querySelector('[data-testid="mutant-scan"] canvas') !== null;
      } else {
        const region = document.querySelector('[data-testid="instant-answers"] [role="region"]');
        done =
          !!region &&
          region.querySelectorAll('tr').length === 11 &&
          (region.textContent ?? '').includes(value);
      }
      return done
        ? performance.now() - (window as unknown as { benchStart: number }).benchStart
        : false;
    },
    [drawn, arg] as const,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function workbench(browser: Browser, site: string) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${site}/sequence-info?sequence=${BASE}`);
  await page.getByRole('img', { name: /Change in/ }).waitFor({ timeout: 60_000 });
  const box = page.getByLabel('Peptide sequence (one-letter code)');
  const answers: number[] = [];
  const scans: number[] = [];
  for (let i = 0; i < N; i++) {
    const peptide = fresh();
    answers.push(await timed(page, () => box.fill(peptide), 'answered', peptide));
    scans.push(await since(page, 'scanned', peptide));
  }
  await page.close();
  return { answers, scans };
}

async function ampepForm(browser: Browser, site: string) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${site}/ampep/home`);
  const box = page.getByRole('textbox', { name: /Peptide sequences/ });
  await box.waitFor({ timeout: 60_000 });
  const times: number[] = [];
  for (let i = 0; i < N; i++) {
    const peptides = Array.from({ length: 10 }, () => fresh());
    const fasta = peptides.map((p, j) => `>p${j}\n${p}\n`).join('');
    times.push(await timed(page, () => box.fill(fasta), 'instant-rows', peptides[0] as string));
  }
  await page.close();
  return times;
}

await withBenchSite(async ({ site, api, browser }) => {
  const suite = async () => {
    const { answers, scans } = await workbench(browser, site.url);
    line('workbench: a 30-residue peptide, every model drawn', answers);
    line('workbench: its full mutant scan drawn (~650 variants)', scans);
    line("AmPEP's form: 10 peptides, their instant rows drawn", await ampepForm(browser, site.url));
  };
  console.log(
    `Workbench and instant answers in Chromium (load average ${loadavg()[0]?.toFixed(1)}, ${N} tries each, from the last keystroke):`,
  );
  console.log(' nothing else running:');
  await suite();
  const fasta = Array.from({ length: 10_000 }, (_, i) => `>b${i}\n${fresh()}\n`).join('');
  const response = await fetch(`${api.url}/ampep/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      input: fasta,
      methods: ['ampep', 'rfampep30', 'mic', 'ampep_gb'],
      email: 'bench@example.org',
    }),
  });
  const id = (await response.json()).data.id;
  for (;;) {
    const job = (await (await fetch(`${api.url}/jobs/${id}?pageSize=1`)).json()).data;
    if (job.status === 'running') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  console.log(' while a 10 000-peptide AmPEP job (every method) runs:');
  await suite();
  const job = (await (await fetch(`${api.url}/jobs/${id}?pageSize=1`)).json()).data;
  console.log(
    `  (the job was still ${job.status} at the end; load average ${loadavg()[0]?.toFixed(1)})`,
  );
});
