// pnpm --filter @peptox/api fuzz: the fuzzer of test/support/fuzz.ts, 10 000 cases a store
// (FUZZ_CASES, FUZZ_SEED, FUZZ_STORES=sqlite,postgres), against a real API process (one worker
// thread) on a fresh SQLite file and on a throwaway PostgreSQL cluster. Prints the statuses of
// each route, and exits 1 on any 500, status the document does not list, or answer off its
// schema. `pnpm test` runs a slice of it (test/fuzz.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeReport, fuzz } from '../test/support/fuzz.ts';
import { type PostgresCluster, startPostgres } from '../test/support/postgres.ts';
import { startProcess, stopProcess } from '../test/support/processes.ts';

const cases = Number(process.env.FUZZ_CASES ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? 24);
const stores = (process.env.FUZZ_STORES ?? 'sqlite,postgres').split(',');

let failed = false;
console.log(`machine load average (1 min) at the start: ${loadavg()[0]?.toFixed(1)}`);
for (const store of stores) {
  const folder = mkdtempSync(join(tmpdir(), 'peptox-fuzz-'));
  let cluster: PostgresCluster | undefined;
  try {
    let url = `sqlite:${join(folder, 'fuzz.sqlite')}`;
    if (store === 'postgres') {
      cluster = await startPostgres();
      url = await cluster.createDatabase('fuzz');
    }
    const api = await startProcess({ DATABASE_URL: url, WORKERS: '1', LOG_REQUESTS: 'false' });
    const started = performance.now();
    const cpu = process.cpuUsage();
    const report = await fuzz(api.base, seed, cases);
    const seconds = (performance.now() - started) / 1000;
    await stopProcess(api);
    console.log(describeReport(store, seed, report));
    const used = process.cpuUsage(cpu);
    console.log(
      `  ${seconds.toFixed(0)} s (the fuzzer's own CPU ${((used.user + used.system) / 1e6).toFixed(0)} s); statuses listed but not provoked: ${report.unseen.join(', ') || 'none'}`,
    );
    failed ||= report.errors.length + report.undocumented.length + report.broken.length > 0;
  } finally {
    cluster?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
