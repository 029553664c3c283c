import { afterAll, expect, it } from 'vitest';
import { call, peptides, postJson, tempFolder, waitForEnd } from './helpers.ts';
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
  const env = { DATABASE_URL: `sqlite:${folder.dir}/second.sqlite` };
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
