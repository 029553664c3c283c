// Benchmark of the job service (prints figures; not a test). For each store it starts the real
// service as child processes on loopback with a fresh database (SQLite: one process with one
// worker thread, the embedded default; PostgreSQL: a throwaway cluster, an API process with
// WORKERS=0 and one worker process, as a lab would deploy it), then measures:
//  1. seconds from submit to finished for a 10 000-peptide AmPEP job with every method, and how
//     much the database grew with it;
//  2. submit latency (p50/p99) at a fixed 100 requests/s with autocannon, as the client sees it
//     and as the server measured it (Fastify's responseTime, from its request log): every
//     submission from one address (the quotas then count them one after the other), and each
//     from an address of its own;
//  3. the processes' peak resident memory (VmHWM, which includes their worker threads).
// Usage: pnpm --filter @peptox/api bench   [BENCH_STORES=sqlite,postgres BENCH_SECONDS=15 BENCH_RATE=100]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { call, peptides, postJson } from '../test/helpers.ts';
import { type PostgresCluster, startPostgres } from '../test/support/postgres.ts';
import { type ServiceProcess, startProcess, stopProcess } from '../test/support/processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const rate = Number(process.env.BENCH_RATE ?? 100);
const stores = (process.env.BENCH_STORES ?? 'sqlite,postgres').split(',');
const methods = ['ampep', 'rfampep30', 'mic'];
const email = 'bench@example.org';
const MB = 1024 * 1024;

// Loopback latency is as much the scheduler's as the server's: the machine's load is printed.
console.log(`machine load average (1 min) at the start: ${loadavg()[0]?.toFixed(1)}`);
for (const store of stores) await bench(store);

async function bench(store: string) {
  const folder = mkdtempSync(join(tmpdir(), 'peptox-bench-'));
  let cluster: PostgresCluster | undefined;
  const processes: ServiceProcess[] = [];
  try {
    const env = {
      LOG_LEVEL: 'info',
      RATE_LIMIT: '0',
      RATE_LIMIT_READS: '0',
      QUOTA_ACTIVE_JOBS: '1000000',
      QUOTA_DAILY_MB: '1000000',
    };
    let size: () => Promise<number>;
    if (store === 'postgres') {
      // Durable, as a real server: each commit waits for the disk.
      cluster = await startPostgres({ durable: true });
      const url = await cluster.createDatabase('bench');
      size = () => postgresSize(url);
      processes.push(await startProcess({ ...env, DATABASE_URL: url, WORKERS: '0' }));
      processes.push(
        await startProcess({ ...env, DATABASE_URL: url, WORKERS: '1' }, 'src/worker-main.ts'),
      );
    } else {
      const file = join(folder, 'bench.sqlite');
      size = async () => sqliteSize(file);
      processes.push(await startProcess({ ...env, DATABASE_URL: `sqlite:${file}`, WORKERS: '1' }));
    }
    const api = processes[0] as ServiceProcess;
    const base = api.base;
    // Warm up: the first job pays for JIT compilation in the worker.
    await runJob(base, peptides(200, 'warm'));

    const before = await size();
    const job = await runJob(base, peptides(10_000));
    const grown = (await size()) - before;

    const oneAddress = await submitLoad(api, () => email);
    let n = 0;
    const manyAddresses = await submitLoad(api, () => `bench${n++}@example.org`);

    const figures = [
      ['10 000-peptide job, submit -> finished (client)', `${job.clientSeconds.toFixed(2)} s`],
      ['  of which queued -> finished (server timestamps)', `${job.serverSeconds.toFixed(2)} s`],
      ['  its rows, first page read back', `${job.rows} rows`],
      ['  database growth with the job', `${(grown / MB).toFixed(1)} MB`],
      ...latencyFigures('one address', oneAddress),
      ...latencyFigures('an address each', manyAddresses),
      ...processes.map((p, i) => [
        `peak RSS of the ${i === 0 ? 'API process' : 'worker process'}`,
        `${peakRss(p)} MB`,
      ]),
      ['machine load average (1 min) at the end', `${loadavg()[0]?.toFixed(1)}`],
    ];
    const width = Math.max(...figures.map(([label]) => label?.length ?? 0));
    console.log(
      `\nPepTox job service on ${store} (${store === 'postgres' ? 'API process with WORKERS=0 + 1 worker process' : 'one process, 1 worker thread'}, loopback)`,
    );
    for (const [label, value] of figures) console.log(`${label?.padEnd(width)}  ${value}`);
  } finally {
    await Promise.all(processes.map((p) => stopProcess(p)));
    cluster?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
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

/** Submissions of three peptides at `rate` a second for `seconds`, from the address `from()` gives. */
async function submitLoad(api: ServiceProcess, from: () => string) {
  const input = peptides(3, 'small');
  const logged = api.logs.length;
  const load = await autocannon({
    url: `${api.base}/ampep/jobs`,
    connections: 10,
    overallRate: rate,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ input, methods, email: from() }),
        }),
      },
    ],
  });
  const inServer = percentiles(
    api.logs
      .slice(logged)
      .filter((l) => l.msg === 'request completed' && typeof l.responseTime === 'number')
      .map((l) => l.responseTime as number),
  );
  const drained = await waitForQueueToDrain(api.base);
  return { load, inServer, drained };
}

function latencyFigures(
  label: string,
  { load, inServer, drained }: Awaited<ReturnType<typeof submitLoad>>,
) {
  return [
    [`submit latency at ${rate} req/s for ${seconds} s (${label}), p50`, `${load.latency.p50} ms`],
    ['  p99', `${load.latency.p99} ms`],
    ['  max', `${load.latency.max} ms`],
    ['  inside the server (responseTime) p50 / p99', `${inServer.p50} / ${inServer.p99} ms`],
    [
      '  requests sent / 2xx / non-2xx / errors',
      `${load.requests.total} / ${load['2xx']} / ${load.non2xx} / ${load.errors}`,
    ],
    ['  its jobs run to the end', `${drained.toFixed(1)} s after the load`],
  ];
}

/** Seconds until nothing is queued or running. */
async function waitForQueueToDrain(base: string) {
  const started = performance.now();
  for (;;) {
    const { body } = await call(base, '/health');
    if (body.data.queue.queued === 0 && body.data.queue.running === 0) {
      return (performance.now() - started) / 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The SQLite database's size as SQLite sees it (pages in the file and in the WAL). */
function sqliteSize(file: string): number {
  const db = new SQLite(file, { readonly: true });
  try {
    const pages = db.pragma('page_count', { simple: true }) as number;
    const size = db.pragma('page_size', { simple: true }) as number;
    return pages * size;
  } finally {
    db.close();
  }
}

/** The PostgreSQL database's size on disk (tables, their TOAST and indexes). */
async function postgresSize(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select pg_database_size(current_database()) as size');
    return Number(rows[0].size);
  } finally {
    await client.end();
  }
}

/** Peak resident set size of a process in MB (Linux: VmHWM in /proc). */
function peakRss(process: ServiceProcess): string {
  const status = readFileSync(`/proc/${process.child.pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
  return (kb / 1024).toFixed(0);
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => (sorted[Math.floor(q * (sorted.length - 1))] ?? Number.NaN).toFixed(1);
  return { p50: at(0.5), p99: at(0.99) };
}
