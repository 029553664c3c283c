import { afterAll, expect, it } from 'vitest';
import { call, peptides, postJson, tempFolder, waitForEnd } from './helpers.ts';
import { expectAllDone, submitMany } from './support/load.ts';
import { killAll, startProcess, stopProcess } from './support/processes.ts';

// Several processes on one SQLite file: each claim is owned by one attempt, and a second
// process neither re-queues nor corrupts the first one's running job.
const folder = tempFolder();
afterAll(() => {
  killAll();
  folder.remove();
});

const methods = ['ampep', 'rfampep30', 'mic'];

it('a second process on the same database leaves the running job of the first alone', async () => {
  const env = { DATABASE_URL: `sqlite:${folder.dir}/second.sqlite`, TOOLS: 'ampep' };
  const first = await startProcess(env);
  const { body } = await postJson(first.base, '/ampep/jobs', {
    input: peptides(10_000),
    methods,
    email: 'second@example.org',
  });
  const id: string = body.data.id;
  while ((await call(first.base, `/jobs/${id}`)).body.data.status === 'queued') {}
  const second = await startProcess(env);

  const done = (await waitForEnd(second.base, id, '?pageSize=10000')).body.data;
  expect(done).toMatchObject({ status: 'finished', attempts: 1 });
  expect(done.result.rows).toHaveLength(10_000);
  expect(done.result.rows.at(-1).id).toBe('pep_10000');
  await Promise.all([stopProcess(first), stopProcess(second)]);
});

it('two processes on one SQLite file: one killed mid-job and restarted, no job lost, short or run twice', async () => {
  const env = {
    DATABASE_URL: `sqlite:${folder.dir}/kill.sqlite`,
    TOOLS: 'ampep',
    LEASE_SECONDS: '3',
    QUOTA_ACTIVE_JOBS: '1000',
  };
  const a = await startProcess(env);
  const b = await startProcess(env);
  // Mostly small jobs; every fourth has 1 000 peptides, so a kill lands in the middle of one.
  const jobs = await submitMany([a.base, b.base], 12, (i) => (i % 4 === 0 ? 1000 : 100));
  // Kill A while it runs a job it has stored rows of.
  let victim: string | undefined;
  while (!victim) {
    const started = a.logs.filter((l) => l.msg === 'job started').map((l) => l.job);
    const finished = new Set(a.logs.filter((l) => l.msg === 'job finished').map((l) => l.job));
    victim = started.find((id) => id && !finished.has(id));
    if (!victim) await new Promise((r) => setTimeout(r, 20));
  }
  await stopProcess(a, 'SIGKILL');
  const restarted = await startProcess(env);

  const ended = await expectAllDone(b.base, jobs, [a.logs, b.logs, restarted.logs]);
  expect(ended.get(victim)?.attempts).toBe(2);
  await Promise.all([stopProcess(b), stopProcess(restarted)]);
}, 300_000);
