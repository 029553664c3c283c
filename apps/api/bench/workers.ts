// Benchmark of per-tool workers (prints figures; not a test): for each tool, and for every tool
// at once, a worker process (`pnpm worker`, one thread, SQLite) is started N times; printed are
// the time from spawn to "PepTox worker ready" (its thread has loaded and warmed up the tool's
// models and published them), the process's CPU time by then, and its resident memory (VmRSS).
// Usage: pnpm --filter @peptox/api bench:workers   [BENCH_N=3]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess, stopProcess } from '../test/support/processes.ts';

const N = Number(process.env.BENCH_N ?? 3);
const TOOLS = ['ampep', 'acpep', 'hemopep', 'bestox', 'ecotoxicology', 'ssl-gcn', ''];

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? Number.NaN) / 1024;
}
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const folder = mkdtempSync(join(tmpdir(), 'peptox-bench-workers-'));
console.log(
  `${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}; ${N} starts per row, medians\n`,
);
console.log('| worker | ready after (s) | CPU by then (s) | resident memory (MiB) |');
console.log('|---|---|---|---|');
try {
  for (const tools of TOOLS) {
    const ready: number[] = [];
    const cpu: number[] = [];
    const rss: number[] = [];
    for (let i = 0; i < N; i++) {
      const from = Date.now();
      const worker = await startProcess(
        {
          DATABASE_URL: `sqlite:${join(folder, 'bench.sqlite')}`,
          WORKERS: '1',
          LOG_LEVEL: 'info',
          ...(tools ? { TOOLS: tools } : {}),
        },
        'src/worker-main.ts',
      );
      ready.push((Date.now() - from) / 1000);
      const pid = worker.child.pid as number;
      cpu.push(cpuSeconds(pid));
      rss.push(rssMiB(pid));
      await stopProcess(worker);
    }
    console.log(
      `| ${tools ? `TOOLS=${tools}` : 'every tool'} | ${median(ready)?.toFixed(2)} | ${median(cpu)?.toFixed(2)} | ${median(rss)?.toFixed(0)} |`,
    );
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
