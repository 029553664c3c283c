import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, peptides, postJson, startService } from './helpers.ts';
import { expectAllDone, type Submitted, submitMany, waitAllEnded } from './support/load.ts';
import { type PostgresCluster, startPostgres } from './support/postgres.ts';
import { killAll, type ServiceProcess, startProcess, stopProcess } from './support/processes.ts';

// PostgreSQL goes away under a running service: before, graphile-worker's pool in the
// worker processes lost its workers, which stayed alive holding their leases and took no job
// again (9 of 20 jobs, and every later one, never ended) while /health answered 200. Now: no
// job lost, each ends once the database is back, nobody restarts a process, and /health says
// 503 while a process cannot do its part. The figures are printed (timings are upper bounds on
// this shared machine).
let cluster: PostgresCluster;
let env: Record<string, string>;
beforeAll(async () => {
  // Durable: a crash (immediate stop) of a cluster without synchronous commit loses the last
  // commits, which would be the test's doing, not the service's.
  cluster = await startPostgres({ durable: true });
  env = { DATABASE_URL: await cluster.createDatabase('outage'), QUOTA_ACTIVE_JOBS: '1000' };
});
afterAll(() => {
  killAll();
  cluster?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const healthOf = async (base: string) => {
  try {
    return (await call(base, '/health')).status;
  } catch {
    return 0; // no answer at all
  }
};

/** Polls the health of each process and submits a job now and then while `ms` pass. */
async function during(ms: number, api: ServiceProcess, workers: ServiceProcess[]) {
  const health = { api: new Set<number>(), workers: new Set<number>() };
  const submissions: { status: number; body: { data?: { id: string } } }[] = [];
  const until = Date.now() + ms;
  for (let i = 0; Date.now() < until; i++) {
    health.api.add(await healthOf(api.base));
    for (const worker of workers) health.workers.add(await healthOf(worker.base));
    if (i % 4 === 0) {
      submissions.push(
        await postJson(api.base, '/ampep/jobs', {
          input: peptides(20, `outage${i}`),
          methods: ['ampep'],
          email: 'outage@example.org',
        }),
      );
    }
    await sleep(500);
  }
  return { health, submissions };
}

/** Seconds until every job has ended, and the jobs as the API shows them then. */
async function timeToEnd(base: string, jobs: Submitted[]) {
  const from = Date.now();
  const ended = await waitAllEnded(base, jobs);
  return { seconds: (Date.now() - from) / 1000, ended };
}

it('PostgreSQL stopped for 20 s mid-run, then 5 s as a crash: no job lost, each ends after it, no process restarted, /health 503 meanwhile', async () => {
  const api = await startProcess({ ...env, WORKERS: '0' });
  const worker = () =>
    startProcess({ ...env, WORKERS: '1', TOOLS: 'ampep', HEALTH_PORT: '0' }, 'src/worker-main.ts');
  const workers = await Promise.all([worker(), worker()]);
  const all = [api, ...workers];
  for (const process of all) expect(await healthOf(process.base)).toBe(200);

  // 10 jobs, every fourth of 1 000 peptides (several seconds of work), so that one is running
  // and the rest are queued when the database goes.
  const jobs = await submitMany([api.base], 10, (i) => (i % 4 === 0 ? 1000 : 100), 4);
  const running = () =>
    workers.some((w) => {
      const finished = new Set(w.logs.filter((l) => l.msg === 'job finished').map((l) => l.job));
      return w.logs.some((l) => l.msg === 'job started' && !finished.has(l.job));
    });
  while (!running()) await sleep(20);

  cluster.halt('fast');
  const outage = await during(20_000, api, workers);
  cluster.resume();
  const back = await timeToEnd(api.base, jobs);
  // Submissions during the outage were refused with a sentence; none was taken and lost.
  const taken = outage.submissions.filter((s) => s.status === 201);
  expect(taken).toEqual([]);
  expect(new Set(outage.submissions.map((s) => s.status))).toEqual(new Set([503]));
  expect([...outage.health.api]).toEqual([503]);
  expect([...outage.health.workers]).toEqual([503]);
  await expectAllDone(
    api.base,
    jobs,
    all.map((p) => p.logs),
  );
  // Jobs submitted once the database is back run too.
  const after = await submitMany([api.base], 4, () => 100, 2);
  const afterEnd = await timeToEnd(api.base, after);
  expect([...afterEnd.ended.values()].every((j) => j.status === 'finished')).toBe(true);
  for (const process of all) expect(await healthOf(process.base)).toBe(200);

  // A crash of the database (immediate stop, recovery at start) for 5 s, as the probe also did.
  const more = await submitMany([api.base], 4, (i) => (i % 2 === 0 ? 1000 : 100), 2);
  while (!running()) await sleep(20);
  cluster.halt('immediate');
  const crash = await during(5_000, api, workers);
  cluster.resume();
  const recovered = await timeToEnd(api.base, more);
  expect(crash.submissions.filter((s) => s.status === 201)).toEqual([]);
  await expectAllDone(
    api.base,
    [...jobs, ...after, ...more],
    all.map((p) => p.logs),
  );
  // Nobody restarted a process: each is the one started above.
  for (const process of all) expect(process.child.exitCode).toBeNull();
  const restarts = workers.flatMap((w) =>
    w.logs.filter((l) => l.msg?.startsWith('a queue worker stopped')),
  ).length;
  console.log(
    [
      'PostgreSQL outage (fast stop, 20 s):',
      `  jobs lost: 0 of ${jobs.length}; all ended ${back.seconds.toFixed(1)} s after the database came back`,
      `  /health during the outage: API ${[...outage.health.api].join('/')}, workers ${[...outage.health.workers].join('/')}`,
      `  submissions during it: ${outage.submissions.length}, answered ${[...new Set(outage.submissions.map((s) => s.status))].join('/')}`,
      `  ${after.length} jobs submitted after it ended ${afterEnd.seconds.toFixed(1)} s after submission`,
      `PostgreSQL crash (immediate stop, 5 s): jobs lost 0 of ${more.length}; all ended ${recovered.seconds.toFixed(1)} s after it came back`,
      `  queue workers replaced in the worker processes (no process restarted): ${restarts}`,
    ].join('\n'),
  );
  await Promise.all(all.map((p) => stopProcess(p)));
}, 300_000);

it('a PostgreSQL that refuses writes: submissions and /health get 503 with a sentence, and are taken again after', async () => {
  const { base, service } = await startService({
    DATABASE_URL: await cluster.createDatabase('read_only'),
    WORKERS: '0',
  });
  const job = { input: '>a\nKKLLKKLL', methods: ['ampep'], email: 'ro@example.org' };
  expect((await postJson(base, '/ampep/jobs', job)).status).toBe(201);
  await cluster.configure('default_transaction_read_only', 'on');
  try {
    const refused = await postJson(base, '/ampep/jobs', job);
    expect(refused).toEqual({
      status: 503,
      body: {
        status: 0,
        message: {
          store: [
            'The job store is read-only right now. Nothing was stored. Please try again later.',
          ],
        },
      },
    });
    expect((await call(base, '/health')).status).toBe(503);
    // Reads still work.
    expect((await call(base, `/jobs?email=${job.email}`)).body.data.total).toBe(1);
  } finally {
    await cluster.configure('default_transaction_read_only', null);
  }
  expect((await postJson(base, '/ampep/jobs', job)).status).toBe(201);
  expect((await call(base, '/health')).status).toBe(200);
  await service.stop();
});
