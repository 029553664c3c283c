/**
 * Results benchmark (a command, not a test): `pnpm bench:results` from the repository root.
 * Against the built site and the real API, in headless Debian Chromium, on a job of 10 000
 * peptides (AmPEP, RF-AmPEP30 and MIC), prints per threshold step and per sort click:
 * - the work done before the browser can paint: the key press handled, React's render and
 *   commit, style and layout (median, 95th percentile, largest, in ms; one frame is 16.7 ms);
 * - the time until the page is idle again, the charts' deferred redraw included.
 * Steps are taken on the Classification tab, first unsorted, then sorted by the AmPEP class with
 * only AMPs shown (every step then reorders and refilters all rows).
 */
import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { withBenchSite } from '../support/bench.ts';
import { randomPeptides } from '../support/peptides.ts';

const ROWS = 10_000;
const STEPS = 60;
const FRAME_MS = 1000 / 60;

async function submit(api: string): Promise<string> {
  const response = await fetch(`${api}/ampep/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      input: randomPeptides(ROWS),
      methods: ['ampep', 'rfampep30', 'mic'],
      email: 'bench@example.org',
    }),
  });
  if (response.status !== 201)
    throw new Error(`submit: ${response.status} ${await response.text()}`);
  const id = (await response.json()).data.id as string;
  for (;;) {
    const job = (await (await fetch(`${api}/jobs/${id}?pageSize=1`)).json()).data;
    if (job.status === 'finished') return id;
    if (job.status === 'failed') throw new Error(`job failed: ${job.error}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

interface Timing {
  paint: number[];
  idle: number[];
}

/**
 * Runs `act` in the page `times` times; for each, the ms until the DOM is updated and laid out
 * (work that stands between the input and the next frame), and until the page is idle again.
 */
function measure(page: Page, action: 'threshold' | 'sort', times: number): Promise<Timing> {
  return page.evaluate(
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    async ([action, times]) => {
      const paint: number[] = [];
      const settled: number[] = [];
      const thumb = document.querySelector('[role=slider]') as HTMLElement;
      thumb.focus(); // the slider takes keys only while it has the focus
      const sortButton = [...document.querySelectorAll('[role=columnheader] button')].find((b) =>
        b.textContent?.startsWith('AmPEP class'),
      ) as HTMLElement;
      const table = document.querySelector('[role=table]') as HTMLElement;
      for (let i = 0; i < times; i++) {
        await new Promise((resolve) => requestIdleCallback(resolve));
        // The update is done when the slider's value or the table changes (React commits in one go).
        const updated = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve(null);
          });
          observer.observe(action === 'threshold' ? thumb : table, {
            attributes: action === 'threshold',
            childList: true,
            subtree: true,
            characterData: true,
          });
        });
        const start = performance.now();
        if (action === 'threshold') {
          // Up to 0.80, then down: every step changes classes somewhere.
          const key = i % 60 < 30 ? 'ArrowRight' : 'ArrowLeft';
          thumb.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
        } else {
          sortButton.click();
        }
        await updated;
        document.body.getBoundingClientRect(); // style and layout, as the frame would
        paint.push(performance.now() - start);
        await new Promise((resolve) => requestIdleCallback(resolve));
        settled.push(performance.now() - start);
      }
      return { paint, idle: settled };
    },
    [action, times] as const,
  );
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ??
  NaN;

function report(name: string, { paint, idle }: Timing) {
  const f = (v: number) => v.toFixed(1).padStart(6);
  const within = paint.filter((v) => v < FRAME_MS).length;
  console.log(
    `  ${name.padEnd(44)} to layout: median ${f(quantile(paint, 0.5))} ms, 95th pct ${f(quantile(paint, 0.95))} ms, max ${f(Math.max(...paint))} ms (${within}/${paint.length} within a frame); until idle: median ${f(quantile(idle, 0.5))} ms`,
  );
}

await withBenchSite(async ({ site, api, browser }) => {
  console.log(`Predicting ${ROWS.toLocaleString('en')} peptides…`);
  const id = await submit(api.url);
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${site.url}/ampep/jobs/${id}`);
  await page.getByText(`Showing 10,000 of 10,000 rows`).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');

  console.log(
    `Results page of ${ROWS.toLocaleString('en')} rows, headless Chromium, 1440 px (load average ${loadavg()[0]?.toFixed(1)} on this machine):`,
  );
  report(`threshold step, unsorted (${STEPS} steps)`, await measure(page, 'threshold', STEPS));
  report('sort by AmPEP class (desc, asc, none, …)', await measure(page, 'sort', 9));

  // Sorted by the class and filtered to AMPs: each step reorders and refilters every row.
  await page.getByRole('button', { name: 'Class and score filters' }).click();
  await page.getByLabel('AmPEP class', { exact: true }).selectOption({ label: 'AMP' });
  await page
    .getByRole('columnheader', { name: /AmPEP class/ })
    .getByRole('button')
    .first()
    .click();
  report(
    `threshold step, class sorted and filtered (${STEPS})`,
    await measure(page, 'threshold', STEPS),
  );
});
