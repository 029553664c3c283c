import { afterAll, beforeAll, expect, it } from 'vitest';
import { call } from './helpers.ts';
import { expectAllDone, submitMany } from './support/load.ts';
import { type PostgresCluster, startPostgres } from './support/postgres.ts';
import { killAll, type ServiceProcess, startProcess, stopProcess } from './support/processes.ts';
import { startSmtp, type TestSmtp } from './support/smtp.ts';

// The service as a lab would run it on PostgreSQL: API processes (WORKERS=0) and worker
// processes (`pnpm worker`) on one database, the jobs queued in graphile-worker.
let cluster: PostgresCluster;
let smtp: TestSmtp;
let env: Record<string, string>;
beforeAll(async () => {
  cluster = await startPostgres();
  smtp = await startSmtp();
  env = {
    DATABASE_URL: await cluster.createDatabase('processes'),
    LEASE_SECONDS: '3',
    QUOTA_ACTIVE_JOBS: '1000',
    SMTP_URL: smtp.url,
    SITE_URL: 'https://peptox.example.org',
    SIGNING_SECRET: 'processes-test-secret-'.repeat(2),
  };
});
afterAll(async () => {
  killAll();
  cluster?.stop();
  await smtp?.stop();
});

const worker = () => startProcess({ ...env, WORKERS: '1', TOOLS: 'ampep' }, 'src/worker-main.ts');

it('2 API processes and 3 workers: 200 jobs while a worker is killed and restarted, none lost, short or run twice', async () => {
  const apis = [
    await startProcess({ ...env, WORKERS: '0' }),
    await startProcess({ ...env, WORKERS: '0' }),
  ];
  const workers: ServiceProcess[] = await Promise.all([worker(), worker(), worker()]);
  const health = (await call(apis[0]?.base as string, '/health')).body.data;
  expect(health).toMatchObject({ store: 'postgres', workers: { threads: 0, processes: 3 } });

  const victim = workers[0] as ServiceProcess;
  let killed: { job: string; at: number } | undefined;
  let restarted: Promise<ServiceProcess> | undefined;
  // Every 25th job has 800 peptides: the kill lands in the middle of one of those.
  const big = (i: number) => i % 25 === 3;
  const jobs = await submitMany(
    apis.map((a) => a.base),
    200,
    (i) => (big(i) ? 800 : 40),
    8,
    async () => {
      if (killed) return;
      const started = victim.logs.filter((l) => l.msg === 'job started').map((l) => l.job);
      const finished = new Set(
        victim.logs.filter((l) => l.msg === 'job finished').map((l) => l.job),
      );
      const running = started.find((id) => id && !finished.has(id));
      if (!running) return;
      killed = { job: running, at: Date.now() };
      await stopProcess(victim, 'SIGKILL');
      restarted = worker();
    },
  );
  expect(killed, 'the worker was killed while it ran a job').toBeDefined();
  const again = await (restarted as Promise<ServiceProcess>);

  const ended = await expectAllDone(apis[1]?.base as string, jobs, [
    ...apis.map((a) => a.logs),
    ...workers.map((w) => w.logs),
    again.logs,
  ]);
  expect(ended.get(killed?.job as string)?.attempts).toBe(2);
  // One mail per job, through graphile-worker's mail task.
  while (smtp.received.length < jobs.length) await new Promise((r) => setTimeout(r, 100));
  const mailed = new Map<string, number>();
  for (const mail of smtp.received) {
    const id = /job (\S+) has finished/.exec(mail.subject)?.[1] as string;
    mailed.set(id, (mailed.get(id) ?? 0) + 1);
  }
  expect(jobs.filter(({ id }) => mailed.get(id) !== 1)).toEqual([]);
  await Promise.all([...apis, ...workers.slice(1), again].map((p) => stopProcess(p)));
}, 300_000);
