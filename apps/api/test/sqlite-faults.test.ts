import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Answer, call, peptides, postJson, tempFolder, waitForEnd } from './helpers.ts';
import { killAll, type ServiceProcess, startProcess, stopProcess } from './support/processes.ts';

// The SQLite file of a running service deleted, made read-only, or its disk full.
// Before: a deleted file took submissions (201) into the deleted file, all lost at the restart;
// a read-only file or a full disk gave 500s, /health answered 200, and a job whose results could
// not be written stayed running until a restart. Now: submissions are answered 503 with a
// sentence (never 201 and then lost), /health says 503, and a job that was running when the
// fault came finishes once the fault is gone, without a restart.
//
// Read-only: the files are made immutable (chattr +i), which refuses writes even through the
// handles the service holds open; a full disk: the database lives on a tmpfs of 64 MB, filled
// up. Both need root, as the PostgreSQL tests' install does.
const folder = tempFolder();
const mounted: string[] = [];
beforeAll(() => {
  if (process.getuid?.() !== 0) {
    throw new Error(
      'The SQLite fault tests make files immutable (chattr) and mount a small tmpfs: run them as root.',
    );
  }
});
afterAll(() => {
  killAll();
  for (const dir of mounted) execFileSync('umount', ['-l', dir]);
  folder.remove();
});

const methods = ['ampep', 'rfampep30', 'mic'];
const email = 'faults@example.org';
const small = { input: '>a\nKKLLKKLLKK', methods, email };
// 600 KB: a write that needs fresh pages in the file.
const large = { input: peptides(9000, 'large'), methods: ['ampep'], email };

const databaseFiles = (file: string) =>
  [file, `${file}-wal`, `${file}-shm`].filter((path) => existsSync(path));

/** Submissions while a fault lasts; each must be 503 with a sentence, or 201 and kept. */
async function submitDuringFault(base: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < 4; i++) {
    answers.push(await postJson(base, '/ampep/jobs', { ...small, description: `during ${i}` }));
    answers.push(await postJson(base, '/ampep/jobs', { ...large, description: `large ${i}` }));
  }
  return answers;
}

// Long enough to be running when the fault comes (its results then wait for the store, however
// long the fault lasts); larger only made the suite slower.
const RUNNING_PEPTIDES = 4000;

/** A job of RUNNING_PEPTIDES peptides, once it runs. */
async function runningJob(process: ServiceProcess): Promise<string> {
  const { body } = await postJson(process.base, '/ampep/jobs', {
    input: peptides(RUNNING_PEPTIDES),
    methods,
    email,
  });
  const id: string = body.data.id;
  while ((await call(process.base, `/jobs/${id}`)).body.data.status === 'queued') {}
  return id;
}

/**
 * The fault comes while a job runs and submissions arrive, then goes: the running job finishes
 * without a restart, and after a restart every job that was answered 201 is there and finishes.
 */
async function throughFault(file: string, inject: () => void, remove: () => void) {
  const env = {
    DATABASE_URL: `sqlite:${file}`,
    TOOLS: 'ampep',
    QUOTA_ACTIVE_JOBS: '1000',
    QUOTA_DAILY_MB: '1000',
  };
  const first = await startProcess(env);
  const running = await runningJob(first);
  inject();
  const answers = await submitDuringFault(first.base);
  const health = await call(first.base, '/health');
  // Its results cannot be written meanwhile: it waits, running, for the store.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect((await call(first.base, `/jobs/${running}`)).body.data.status).toBe('running');
  remove();
  const done = (await waitForEnd(first.base, running, '?pageSize=1')).body.data;
  expect(done).toMatchObject({
    status: 'finished',
    attempts: 1,
    counts: { records: RUNNING_PEPTIDES },
  });
  expect((await call(first.base, '/health')).status).toBe(200);

  await stopProcess(first);
  const again = await startProcess(env);
  const accepted = answers.filter((a) => a.status === 201).map((a) => a.body.data.id as string);
  let lost = 0;
  for (const id of accepted) {
    const job = await waitForEnd(again.base, id, '?pageSize=1');
    if (job.status !== 200 || job.body.data.status !== 'finished') lost++;
  }
  await stopProcess(again);
  return { answers, health, accepted, lost };
}

const refusedWithSentence = (answers: Answer[]) =>
  answers
    .filter((a) => a.status !== 201)
    .every((a) => a.status === 503 && /^The job store/.test(a.body.message.store[0]));

it('a deleted database file: submissions get 503 with a sentence, none is taken into the deleted file', async () => {
  const file = `${folder.dir}/deleted/peptox.sqlite`;
  const env = { DATABASE_URL: `sqlite:${file}`, TOOLS: 'ampep', QUOTA_ACTIVE_JOBS: '1000' };
  const first = await startProcess(env);
  expect((await postJson(first.base, '/ampep/jobs', small)).status).toBe(201);
  unlinkSync(file);
  const answers = await submitDuringFault(first.base);
  expect(answers.map((a) => a.status)).toEqual(Array(8).fill(503));
  expect(answers[0]?.body.message.store).toEqual([
    "The job store's database file was removed while the service ran. Nothing was stored. Please try again later.",
  ]);
  expect((await call(first.base, '/health')).status).toBe(503);
  await stopProcess(first);
  // The restart starts a new file: of the submissions answered after the deletion, none was lost.
  const again = await startProcess(env);
  expect((await call(again.base, `/jobs?email=${email}`)).body.data.total).toBe(0);
  await stopProcess(again);
  console.log(`SQLite file deleted: ${answers.length} submissions, 0 answered 201 (all 503)`);
}, 120_000);

it('a read-only database file: 503 with a sentence, /health 503, the running job finishes once it is writable', async () => {
  mkdirSync(`${folder.dir}/read-only`);
  const file = `${folder.dir}/read-only/peptox.sqlite`;
  const chattr = (flag: string) => execFileSync('chattr', [flag, ...databaseFiles(file)]);
  const { answers, health, accepted, lost } = await throughFault(
    file,
    () => chattr('+i'),
    () => chattr('-i'),
  );
  expect(health.status).toBe(503);
  expect(refusedWithSentence(answers)).toBe(true);
  expect(lost).toBe(0);
  console.log(
    `SQLite file read-only: ${answers.length} submissions, ${accepted.length} answered 201 and kept, ${answers.length - accepted.length} answered 503, 0 lost`,
  );
}, 180_000);

it('a full disk: 503 with a sentence, /health 503, the running job finishes once there is room', async () => {
  const dir = `${folder.dir}/full`;
  mkdirSync(dir);
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m,mode=0700', 'tmpfs', dir]);
  mounted.push(dir);
  const filler = `${dir}/filler`;
  const fill = () => {
    const fd = openSync(filler, 'w');
    // Megabytes, then pages, until not one more fits.
    for (const size of [1024 * 1024, 4096]) {
      const chunk = Buffer.alloc(size);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
    closeSync(fd);
  };
  const { answers, health, accepted, lost } = await throughFault(`${dir}/peptox.sqlite`, fill, () =>
    rmSync(filler),
  );
  expect(health.status).toBe(503);
  expect(refusedWithSentence(answers)).toBe(true);
  expect(lost).toBe(0);
  console.log(
    `SQLite disk full (a 64 MB tmpfs filled up): ${answers.length} submissions, ${accepted.length} answered 201 and kept, ${answers.length - accepted.length} answered 503, 0 lost`,
  );
}, 180_000);
