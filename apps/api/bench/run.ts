// Benchmark of the job service (prints figures; not a test). Starts the real server as a child
// process on loopback with a temporary database, then measures:
//  1. seconds from submit to finished for a 10 000-peptide AmPEP job with every method;
//  2. submit latency (p50/p99) at a fixed 100 requests/s with autocannon, as the client sees it
//     and as the server measured it (Fastify's responseTime, from its request log);
//  3. the server's peak resident memory (VmHWM, which includes its worker threads).
// Usage: pnpm --filter @peptox/api bench   [BENCH_SECONDS=15 BENCH_RATE=100]
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { call, peptides, postJson } from '../test/helpers.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const rate = Number(process.env.BENCH_RATE ?? 100);
const methods = ['ampep', 'rfampep30', 'mic'];
const email = 'bench@example.org';

// The machine's load: latency on loopback is as much the scheduler's as the server's.
const loadBefore = loadavg()[0]?.toFixed(1);
const folder = mkdtempSync(join(tmpdir(), 'peptox-bench-'));
const server = await startServer(join(folder, 'bench.sqlite'));
try {
  const base = server.base;
  // Warm up: the first job pays for JIT compilation in the worker.
  await runJob(base, peptides(200, 'warm'));

  const job = await runJob(base, peptides(10_000));
  const rssAfterJob = peakRss(server.child);

  const small = JSON.stringify({ input: peptides(3, 'small'), methods, email });
  server.responseTimes.length = 0;
  server.collect = true;
  const load = await autocannon({
    url: `${base}/ampep/jobs`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: small,
    connections: 10,
    overallRate: rate,
    duration: seconds,
  });
  server.collect = false;
  const inServer = percentiles(server.responseTimes);
  const queued = await waitForQueueToDrain(base);

  const figures = [
    ['10 000-peptide job, submit -> finished (client)', `${job.clientSeconds.toFixed(2)} s`],
    ['  of which queued -> finished (server timestamps)', `${job.serverSeconds.toFixed(2)} s`],
    ['  its rows, first page read back', `${job.rows} rows`],
    [`submit latency at ${rate} req/s for ${seconds} s, p50`, `${load.latency.p50} ms`],
    ['  p99', `${load.latency.p99} ms`],
    ['  max', `${load.latency.max} ms`],
    ['  inside the server (responseTime) p50 / p99', `${inServer.p50} / ${inServer.p99} ms`],
    [
      '  requests sent / 2xx / non-2xx / errors',
      `${load.requests.total} / ${load['2xx']} / ${load.non2xx} / ${load.errors}`,
    ],
    [
      '  jobs from the load test, run to the end',
      `${queued.jobs} in ${queued.seconds.toFixed(1)} s after the load`,
    ],
    ['server peak RSS after the 10 000 job', `${rssAfterJob} MB`],
    ['server peak RSS at the end', `${peakRss(server.child)} MB`],
    ['machine load average (1 min) before / after', `${loadBefore} / ${loadavg()[0]?.toFixed(1)}`],
  ];
  const width = Math.max(...figures.map(([label]) => label?.length ?? 0));
  console.log('\nPepTox job service benchmark (loopback, 1 worker thread per spare core)');
  for (const [label, value] of figures) console.log(`${label?.padEnd(width)}  ${value}`);
  console.log('targets: 10 000-sequence job <= 10 s; submit p99 <= 50 ms at 100 req/s');
} finally {
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(folder, { recursive: true, force: true });
}

async function runJob(base: string, input: string) {
  const started = performance.now();
  const { body } = await postJson(base, '/ampep/jobs', { input, methods, email });
  if (!body.data) throw new Error(JSON.stringify(body));
  for (;;) {
    const { body: polled } = await call(base, `/jobs/${body.data.id}?pageSize=1000`);
    const job = polled.data;
    if (job.status === 'failed') throw new Error(job.error);
    if (job.status === 'finished') {
      return {
        clientSeconds: (performance.now() - started) / 1000,
        serverSeconds: (Date.parse(job.finishedAt) - Date.parse(job.createdAt)) / 1000,
        rows: job.result.rows.length,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function waitForQueueToDrain(base: string) {
  const started = performance.now();
  for (;;) {
    const { body } = await call(base, `/jobs?email=${email}`);
    const newest = body.data.items[0];
    if (newest.status === 'finished' || newest.status === 'failed') {
      return { jobs: body.data.total, seconds: (performance.now() - started) / 1000 };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Peak resident set size of a process in MB (Linux: VmHWM in /proc). */
function peakRss(child: ChildProcess): string {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
  return (kb / 1024).toFixed(0);
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.floor(q * (sorted.length - 1))] ?? Number.NaN).toFixed(1);
  return { p50: at(0.5), p99: at(0.99) };
}

interface Server {
  child: ChildProcess;
  base: string;
  /** While collect is on, the responseTime (ms) of each request the server logs. */
  collect: boolean;
  responseTimes: number[];
}

function startServer(database: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${database}`,
      RATE_LIMIT: '1000000',
      RATE_LIMIT_READS: '1000000',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code}`)));
    let server: Server | undefined;
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; url?: string; responseTime?: number };
      if (entry.msg === 'PepTox API ready' && entry.url) {
        server = { child, base: entry.url, collect: false, responseTimes: [] };
        resolve(server);
      }
      if (server?.collect && entry.msg === 'request completed' && entry.responseTime) {
        server.responseTimes.push(entry.responseTime);
      }
    });
  });
}
