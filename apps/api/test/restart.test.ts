import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { call, peptides, postJson, startService, tempFolder, waitForEnd } from './helpers.ts';

const folder = tempFolder();
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  folder.remove();
});

/** The real server as its own process (`node --import tsx src/main.ts`); resolves to its base URL. */
function startServerProcess(database: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: `sqlite:${database}`,
      WORKERS: '1',
      TOOLS: 'ampep',
      RATE_LIMIT: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with code ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; url?: string };
      if (entry.msg === 'PepTox API ready' && entry.url) resolve({ child, base: entry.url });
    });
  });
}

// Long enough (several seconds on one thread) that it is still running when the process goes.
const bigJob = {
  input: peptides(3000),
  methods: ['ampep', 'rfampep30', 'mic'],
  email: 'crash@example.org',
};

it('runs a job again after the server process was killed while running it', async () => {
  const database = `${folder.dir}/crash.sqlite`;
  const first = await startServerProcess(database);
  const { body } = await postJson(first.base, '/ampep/jobs', bigJob);
  const id: string = body.data.id;
  let seen = body.data;
  while (seen.status === 'queued') seen = (await call(first.base, `/jobs/${id}`)).body.data;
  expect(seen.status).toBe('running');
  const exited = new Promise((resolve) => first.child.once('exit', resolve));
  first.child.kill('SIGKILL');
  await exited;

  const second = await startServerProcess(database);
  const done = (await waitForEnd(second.base, id, '?pageSize=1')).body.data;
  expect(done.status).toBe('finished');
  expect(done.attempts).toBe(2);
  expect(done.startedAt > seen.startedAt).toBe(true);
  expect(done.result.total).toBe(3000);
  second.child.kill('SIGTERM');
  expect(await new Promise((resolve) => second.child.once('exit', resolve))).toBe(0);
});

it('a graceful stop re-queues a running job when the grace period ends, and the next start runs it', async () => {
  const env = { DATABASE_URL: `sqlite:${folder.dir}/graceful.sqlite`, TOOLS: 'ampep' };
  const first = await startService(env);
  const { body } = await postJson(first.base, '/ampep/jobs', bigJob);
  const id: string = body.data.id;
  while ((await call(first.base, `/jobs/${id}`)).body.data.status !== 'running') {}
  await first.service.stop(0);

  const second = await startService(env);
  const done = (await waitForEnd(second.base, id, '?pageSize=1')).body.data;
  expect(done).toMatchObject({ status: 'finished', attempts: 2 });
  await second.service.stop();
});

it('a graceful stop lets a running job finish within the grace period', async () => {
  const env = { DATABASE_URL: `sqlite:${folder.dir}/finish.sqlite`, TOOLS: 'ampep' };
  const first = await startService(env);
  const { body } = await postJson(first.base, '/ampep/jobs', bigJob);
  const id: string = body.data.id;
  while ((await call(first.base, `/jobs/${id}`)).body.data.status !== 'running') {}
  await first.service.stop(60_000);

  const second = await startService(env);
  const job = (await call(second.base, `/jobs/${id}?pageSize=1`)).body.data;
  expect(job).toMatchObject({ status: 'finished', attempts: 1 });
  expect(job.result.total).toBe(3000);
  await second.service.stop();
});
