// Benchmark of instant answers and mutant scans (prints figures; not a test). Starts the real
// service as a child process on loopback (SQLite, one job thread, one instant thread, the
// embedded default) and measures, as the client sees it:
//  1. the workbench's answer for a 30-residue peptide (the peptide profile: every peptide model,
//     with its evidence) and its full mutant scan (about 650 variants, every model, values only);
//  2. an instant answer for 10 peptides on AmPEP (every method) and on the profile;
// first with nothing else running, then while a 10 000-peptide AmPEP job runs on the job thread.
// p50 and p95 of N requests each, and the CPU time the service spent per request (from its
// /proc stat, all threads).
// Usage: pnpm --filter @peptox/api bench:instant   [BENCH_N=40]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, peptides, postJson } from '../test/helpers.ts';
import { startProcess, stopProcess } from '../test/support/processes.ts';

const N = Number(process.env.BENCH_N ?? 40);
const PEPTIDE_30 = 'GIGKFLHSAKKFGKAFVGEIMNSKWKLFKK';
const TEN = peptides(10, 'instant').replace(/>instant_(\d+)\n/g, '>p$1\n');

/** CPU seconds (user + system, every thread) of a process, from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function measure(
  name: string,
  pid: number,
  ask: () => Promise<{ status: number }>,
): Promise<void> {
  await ask(); // the first answer of a kind may fill caches: not counted
  const times: number[] = [];
  const cpuBefore = cpuSeconds(pid);
  for (let i = 0; i < N; i++) {
    const start = performance.now();
    const { status } = await ask();
    times.push(performance.now() - start);
    if (status !== 200) throw new Error(`${name}: answered ${status}`);
  }
  const cpu = ((cpuSeconds(pid) - cpuBefore) / N) * 1000;
  console.log(
    `  ${name.padEnd(46)} p50 ${percentile(times, 50).toFixed(0).padStart(4)} ms  p95 ${percentile(times, 95).toFixed(0).padStart(4)} ms  max ${Math.max(
      ...times,
    )
      .toFixed(0)
      .padStart(4)} ms  (service CPU ${cpu.toFixed(0)} ms a request, job included)`,
  );
}

const folder = mkdtempSync(join(tmpdir(), 'peptox-bench-instant-'));
const service = await startProcess({
  DATABASE_URL: `sqlite:${join(folder, 'bench.sqlite')}`,
  WORKERS: '1',
  INSTANT_THREADS: '1',
  RATE_LIMIT_INSTANT: '0',
  QUOTA_ACTIVE_JOBS: '1000000',
  QUOTA_DAILY_MB: '1000000',
});
try {
  const { base } = service;
  const pid = service.child.pid as number;
  const profile = (await call(base, '/tools')).body.data.find(
    (t: { id: string }) => t.id === 'profile',
  );
  const all = profile.methods.map((m: { id: string }) => m.id);
  const ampepMethods = ['ampep', 'rfampep30', 'mic', 'ampep_gb'];
  const scan = await postJson(base, '/profile/scan', { sequence: PEPTIDE_30, methods: all });
  console.log(
    `Instant answers (load average ${loadavg()[0]?.toFixed(1)}, ${N} requests each, one at a time; a 30-residue peptide's scan has ${scan.body.data.variants.length} variants):`,
  );
  const suite = async () => {
    await measure('workbench: a 30-residue peptide, every model', pid, () =>
      postJson(base, '/profile/predict', { input: `>p\n${PEPTIDE_30}\n`, methods: all }),
    );
    await measure('workbench: its full scan, every model', pid, () =>
      postJson(base, '/profile/scan', { sequence: PEPTIDE_30, methods: all }),
    );
    await measure('AmPEP form: 10 peptides, every method', pid, () =>
      postJson(base, '/ampep/predict', { input: TEN, methods: ampepMethods }),
    );
    await measure('profile: 10 peptides, every model', pid, () =>
      postJson(base, '/profile/predict', { input: TEN, methods: all }),
    );
  };
  console.log(' nothing else running:');
  await suite();

  const job = await postJson(base, '/ampep/jobs', {
    input: peptides(10_000, 'batch'),
    methods: ampepMethods,
    email: 'bench@example.org',
  });
  const id = job.body.data.id;
  for (;;) {
    if ((await call(base, `/jobs/${id}`)).body.data.status === 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(' while a 10 000-peptide AmPEP job (every method) runs on the job thread:');
  await suite();
  const status = (await call(base, `/jobs/${id}?pageSize=1`)).body.data.status;
  console.log(
    `  (the job was still ${status} when the last answer came; load average ${loadavg()[0]?.toFixed(1)})`,
  );
} finally {
  await stopProcess(service);
  rmSync(folder, { recursive: true, force: true });
}
