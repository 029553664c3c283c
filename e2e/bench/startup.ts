/**
 * Start-up profile (a command, not a test): `pnpm bench:startup [path]` from the repository root,
 * `/ampep/home` by default. Loads the page once in Chromium under Lighthouse's mobile CPU slowdown
 * (4x), with a trace and a CPU profile, and prints each long task (over 50 ms, the tasks that make
 * up Lighthouse's total blocking time) with where its time went: each script's own time, named
 * after what the file is (a shared library, the shell, a tool), plus compiling, style and layout,
 * and garbage collection. The profiler adds its own overhead, so the tasks run somewhat longer
 * than under Lighthouse; their shares are what this is for. BENCH_RUNS=n repeats the load.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { withBenchSite } from '../support/bench.ts';
import { built } from '../support/paths.ts';

const path = process.argv[2] ?? '/ampep/home';
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string };
}

/** Script file name -> what it is, from the builds' federation stats. */
function scriptOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const dist of [built.shell, ...Object.values(built.tools)]) {
    const stats = JSON.parse(readFileSync(join(dist, 'mf-stats.json'), 'utf8')) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    for (const shared of stats.shared) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const base = file.split('/').pop() as string;
        if (!owners.has(base)) owners.set(base, shared.name);
      }
    }
  }
  return owners;
}

/** What a profile node's own time counts as: a library, the shell, a tool, or the engine. */
function ownerOf(node: ProfileNode, owners: Map<string, string>): string {
  const { url, functionName } = node.callFrame;
  if (!url) {
    if (functionName === '(garbage collector)') return 'garbage collection';
    if (functionName === '(program)') return 'compiling, style, layout (no script)';
    return functionName || 'engine';
  }
  const pathname = new URL(url).pathname;
  const file = pathname.split('/').pop() ?? '';
  const owner = owners.get(file);
  if (owner) return owner;
  // Other files: a build's own code, or code a shared library split off (its dependencies).
  const tool = /^\/tools\/([^/]+)\//.exec(pathname)?.[1];
  if (tool) return `tool ${tool}: ${file}`;
  if (pathname.startsWith('/static/js/index.')) return 'shell entry (federation runtime)';
  return `shell: ${file}`;
}

async function profileLoad(page: Page, url: string) {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await browser.startTracing(page, {
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
    ],
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500); // what runs after the network is quiet
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  return trace.traceEvents;
}

function report(events: TraceEvent[], owners: Map<string, string>) {
  // The page's renderer: the process whose profile has the most samples (about:blank has its own).
  const chunks = new Map<number, number>();
  for (const e of events)
    if (e.name === 'ProfileChunk') chunks.set(e.pid, (chunks.get(e.pid) ?? 0) + 1);
  const busiest = [...chunks].sort((a, b) => b[1] - a[1])[0]?.[0];
  const profileStart = events.find((e) => e.name === 'Profile' && e.pid === busiest);
  if (!profileStart) throw new Error('the trace has no CPU profile');
  const { pid, tid } = profileStart;
  const start =
    events.find(
      (e) =>
        e.pid === pid &&
        e.name === 'navigationStart' &&
        String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'),
    )?.ts ?? 0;
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let ts = Number(profileStart.args?.data?.startTime ?? 0);
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk') continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  const tasks = events.filter(
    (e) =>
      e.pid === pid &&
      e.tid === tid &&
      e.name === 'RunTask' &&
      (e.dur ?? 0) > LONG_TASK_MS * 1000 &&
      e.ts >= start,
  );
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const shares = new Map<string, number>();
    let count = 0;
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > end) continue;
      const node = nodes.get(sample.node);
      if (!node || node.callFrame.functionName === '(idle)') continue;
      const owner = ownerOf(node, owners);
      shares.set(owner, (shares.get(owner) ?? 0) + 1);
      count++;
    }
    const ms = (task.dur ?? 0) / 1000;
    blocking += ms - LONG_TASK_MS;
    const parts = [...shares]
      .sort((a, b) => b[1] - a[1])
      .filter(([, n]) => n / count >= 0.05)
      .map(([owner, n]) => `${owner} ${Math.round((100 * n) / count)} %`);
    console.log(
      `  at ${((task.ts - start) / 1000).toFixed(0).padStart(5)} ms, ${ms.toFixed(0).padStart(4)} ms: ${parts.join(', ')}`,
    );
  }
  console.log(
    `  ${tasks.length} long tasks; their time over 50 ms adds up to ${blocking.toFixed(0)} ms`,
  );
}

await withBenchSite(async ({ site, browser }) => {
  const owners = scriptOwners();
  console.log(
    `Start-up of ${path}: long tasks under a ${SLOWDOWN}x CPU slowdown, 412 px wide (load average ${loadavg()[0]?.toFixed(2)})`,
  );
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const events = await profileLoad(await context.newPage(), site.url + path);
    report(events, owners);
    await context.close();
  }
});
