import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../src/db/database.ts';
import { listJobFiles, readJobFile, storeJobFile, storeProgress } from '../src/jobs/files.ts';
import { jobsSince, listJobsByEmail, queueDepth } from '../src/jobs/lists.ts';
import { deleteExpired, expiredJob } from '../src/jobs/retention.ts';
import {
  type Attempt,
  claimJob,
  endJob,
  findJob,
  insertJob,
  type NewJob,
  newJobId,
  RESULT_CHUNK,
  readRows,
  recoverOrphanedJobs,
  releaseJob,
  storeResultChunk,
  usageOf,
} from '../src/jobs/store.ts';
import { tempFolder } from './helpers.ts';
import { type PostgresCluster, startPostgres } from './support/postgres.ts';

// The store's queries on both databases: the same Kysely code runs on SQLite and PostgreSQL.
const folder = tempFolder();
let cluster: PostgresCluster | undefined;
afterAll(() => {
  cluster?.stop();
  folder.remove();
});

const job = (over: Partial<NewJob> = {}): NewJob => ({
  tool: 'ampep',
  email: 'a@example.org',
  description: null,
  methods: ['ampep'],
  inputType: 'fasta',
  codonTable: null,
  input: '>a\nKKK',
  records: 1,
  quotaKey: 'a@example.org',
  ...over,
});

const rows = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ id: `r${from + i}` }));

describe('job ids', () => {
  it('are 22 characters of base64url, different each time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newJobId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe.each(['sqlite', 'postgres'] as const)('the store on %s', (kind) => {
  let store: Store;
  const db = () => store.db;
  const add = (over: Partial<NewJob> = {}, at?: Date) => insertJob(store.db, job(over), at);
  const claim = (worker = 'w1', which: { id: string } | 'oldest' = 'oldest') =>
    claimJob(store, worker, which);

  beforeAll(async () => {
    if (kind === 'sqlite') {
      store = await openStore({ kind, file: join(folder.dir, 'nested', 'store.sqlite') });
    } else {
      cluster = await startPostgres();
      store = await openStore({ kind, url: await cluster.createDatabase('store') });
    }
  });
  afterAll(() => store.close());

  const empty = async () => {
    await db().deleteFrom('jobs').execute();
    await db().deleteFrom('expired_jobs').execute();
  };

  it('claims the oldest queued job, or the one asked for, never one job twice', async () => {
    await empty();
    const older = await add({}, new Date('2026-01-01T00:00:00Z'));
    const newer = await add({}, new Date('2026-01-02T00:00:00Z'));
    const a = await claim();
    expect(a?.id).toBe(older.id);
    expect(a?.attempts).toBe(1);
    expect(a?.input).toBe('>a\nKKK');
    const both = await Promise.all([claim('w1', { id: newer.id }), claim('w2', { id: newer.id })]);
    expect(both.filter(Boolean).map((j) => j?.id)).toEqual([newer.id]);
    expect(both.find(Boolean)?.attempt.owner).not.toBe(a?.attempt.owner);
    expect(await claim()).toBeUndefined();
    expect(await claim('w2', { id: older.id })).toBeUndefined();
    expect(await queueDepth(db())).toEqual({ queued: 0, running: 2 });
  });

  it("claims only the jobs of the worker's tools (a worker started with TOOLS)", async () => {
    await empty();
    const ampep = await add({ tool: 'ampep' }, new Date('2026-01-01T00:00:00Z'));
    const hemopep = await add({ tool: 'hemopep' }, new Date('2026-01-02T00:00:00Z'));
    expect(await claimJob(store, 'w1', 'oldest', ['hemopep', 'acpep'])).toMatchObject({
      id: hemopep.id,
    });
    expect(await claimJob(store, 'w1', 'oldest', ['hemopep'])).toBeUndefined();
    expect(await claimJob(store, 'w1', { id: ampep.id }, ['hemopep'])).toBeUndefined();
    expect(await claimJob(store, 'w2', 'oldest', ['ampep'])).toMatchObject({ id: ampep.id });
  });

  it('takes the writes of the attempt that holds the job, and refuses an earlier attempt', async () => {
    await empty();
    const { id } = await add({ records: RESULT_CHUNK + 1 });
    const first = (await claim('w1'))?.attempt as Attempt;
    expect(await storeResultChunk(store, first, 0, rows(RESULT_CHUNK))).toBe(true);
    // The first worker is taken for dead: the job goes back to the queue and a second claims it.
    expect(await recoverOrphanedJobs(store, ['w2'], 3)).toEqual({
      requeued: [id],
      failed: [],
    });
    const second = (await claim('w2'))?.attempt as Attempt;
    expect(second.jobId).toBe(id);
    expect(await readRows(db(), id, 0, 10_000)).toEqual([]); // the first attempt's rows went
    expect(await storeResultChunk(store, first, 1, rows(1, RESULT_CHUNK))).toBe(false);
    expect(await endJob(store, first, { status: 'finished', records: 1, invalid: 0 })).toBe(false);
    expect(await endJob(store, first, { status: 'failed', error: 'late' })).toBe(false);
    expect(await releaseJob(store, first)).toBe(false);
    expect((await findJob(db(), id))?.status).toBe('running');

    expect(await storeResultChunk(store, second, 0, rows(RESULT_CHUNK))).toBe(true);
    expect(await storeResultChunk(store, second, 1, rows(1, RESULT_CHUNK))).toBe(true);
    const ended: string[] = [];
    const onEnded = async (_trx: unknown, ended_: { id: string; status: string }) => {
      ended.push(`${ended_.id}:${ended_.status}`);
    };
    const counts = { status: 'finished' as const, records: RESULT_CHUNK + 1, invalid: 0 };
    expect(await endJob(store, second, counts, onEnded)).toBe(true);
    expect(await endJob(store, second, counts, onEnded)).toBe(false);
    expect(ended).toEqual([`${id}:finished`]);
    const done = await findJob(db(), id);
    expect(done).toMatchObject({ status: 'finished', attempts: 2 });
    expect(await readRows(db(), id, 0, 10_000)).toEqual(rows(RESULT_CHUNK + 1));
  });

  it('leaves the jobs of live workers alone and fails a job after its last attempt', async () => {
    await empty();
    const { id } = await add();
    await claim('w1');
    expect(await recoverOrphanedJobs(store, ['w1'], 2)).toEqual({
      requeued: [],
      failed: [],
    });
    expect(await recoverOrphanedJobs(store, [], 2)).toEqual({
      requeued: [id],
      failed: [],
    });
    expect((await findJob(db(), id))?.status).toBe('queued');
    await claim('w1'); // attempt 2 of 2
    expect(await recoverOrphanedJobs(store, ['w9'], 2)).toEqual({
      requeued: [],
      failed: [id],
    });
    const failed = await findJob(db(), id);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toMatch(/given up/);
    const input = await db()
      .selectFrom('jobs')
      .select('input')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(input?.input).toBe('');
  });

  it('leaves the job of a worker that registered after the live workers were read', async () => {
    await empty();
    const { id } = await add();
    const now = new Date().toISOString();
    await db()
      .insertInto('workers')
      .values({
        id: 'w-new',
        host_key: null,
        hostname: 'elsewhere',
        pid: 1,
        threads: 1,
        started_at: now,
        seen_at: now,
      })
      .execute();
    await claim('w-new');
    // The live workers as read before 'w-new' started: the job is still its own.
    expect(await recoverOrphanedJobs(store, ['w1'], 2)).toEqual({ requeued: [], failed: [] });
    expect(await recoverOrphanedJobs(store, [], 2)).toEqual({ requeued: [], failed: [] });
    expect((await findJob(db(), id))?.status).toBe('running');
    // Its lease gone (the process died), the job goes back to the queue.
    await db().deleteFrom('workers').where('id', '=', 'w-new').execute();
    expect(await recoverOrphanedJobs(store, ['w1'], 2)).toEqual({ requeued: [id], failed: [] });
  });

  it("writes a job's record count under both its column names and reads the old one", async () => {
    await empty();
    const { id } = await add({ records: 7 });
    const counts = () =>
      db()
        .selectFrom('jobs')
        .select(['records', 'sequences'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await counts()).toEqual({ records: 7, sequences: 7 });
    const attempt = (await claim())?.attempt as Attempt;
    await endJob(store, attempt, { status: 'finished', records: 9, invalid: 0 });
    expect(await counts()).toEqual({ records: 9, sequences: 9 });
    // A process of the previous release writes only `sequences`: its count is the one read.
    await db().updateTable('jobs').set({ sequences: 4 }).where('id', '=', id).execute();
    expect((await findJob(db(), id))?.records).toBe(4);
  });

  it('deletes the input and rows of a failed job at once', async () => {
    await empty();
    const { id } = await add();
    const attempt = (await claim())?.attempt as Attempt;
    await storeResultChunk(store, attempt, 0, rows(3));
    expect(
      await endJob(store, attempt, { status: 'failed', error: 'The model could not load.' }),
    ).toBe(true);
    const row = await db()
      .selectFrom('jobs')
      .select(['input', 'error'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toEqual({ input: '', error: 'The model could not load.' });
    expect(await readRows(db(), id, 0, 10)).toEqual([]);
  });

  it("keeps a job's files and progress from the attempt that holds it; a failure or a new attempt drops them", async () => {
    await empty();
    const { id } = await add();
    const first = (await claim('w1'))?.attempt as Attempt;
    const file = (name: string) => ({ name, label: name, mediaType: 'text/plain', content: 'é' });
    expect(await storeJobFile(store, first, 0, file('poses.sdf'))).toBe(true);
    expect(await storeJobFile(store, first, 1, file('a.json'))).toBe(true);
    expect(await storeProgress(store, first, { fraction: 0.5, message: 'searching' })).toBe(true);
    expect((await listJobFiles(db(), id)).map((f) => [f.name, f.bytes])).toEqual([
      ['poses.sdf', 2],
      ['a.json', 2],
    ]);
    expect((await findJob(db(), id))?.progress).toBe('{"fraction":0.5,"message":"searching"}');
    expect(await releaseJob(store, first)).toBe(true);
    const second = (await claim('w2'))?.attempt as Attempt;
    expect(await listJobFiles(db(), id)).toEqual([]);
    expect((await findJob(db(), id))?.progress).toBeNull();
    expect(await storeJobFile(store, first, 0, file('late.sdf'))).toBe(false);
    expect(await storeJobFile(store, second, 0, file('poses.sdf'))).toBe(true);
    expect((await readJobFile(db(), id, 'poses.sdf'))?.content).toBe('é');
    await endJob(store, second, { status: 'failed', error: 'Open Babel is missing.' });
    expect(await listJobFiles(db(), id)).toEqual([]);
  });

  it('reads any page across chunk borders', async () => {
    const { id } = await add();
    const attempt = (await claim('w1', { id }))?.attempt as Attempt;
    const total = RESULT_CHUNK * 2 + 7;
    const all = rows(total);
    for (let c = 0; c * RESULT_CHUNK < total; c++) {
      await storeResultChunk(
        store,
        attempt,
        c,
        all.slice(c * RESULT_CHUNK, (c + 1) * RESULT_CHUNK),
      );
    }
    expect(await readRows(db(), id, 0, 3)).toEqual(all.slice(0, 3));
    expect(await readRows(db(), id, RESULT_CHUNK - 2, 5)).toEqual(
      all.slice(RESULT_CHUNK - 2, RESULT_CHUNK + 3),
    );
    expect(await readRows(db(), id, total - 2, 100)).toEqual(all.slice(total - 2));
    expect(await readRows(db(), id, total + 10, 100)).toEqual([]);
  });

  it('pages one address, newest first, optionally one tool, and counts its use', async () => {
    await empty();
    for (let i = 0; i < 25; i++) {
      await add({ tool: i % 5 === 0 ? 'acpep' : 'ampep' }, new Date(Date.UTC(2026, 0, 1, 0, i)));
    }
    await add({ email: 'other@example.org', quotaKey: 'other@example.org' });
    await add({ email: 'a@example.org', quotaKey: 'another-key' });
    const first = await listJobsByEmail(db(), { email: 'a@example.org' }, 1, 20);
    const second = await listJobsByEmail(db(), { email: 'a@example.org' }, 2, 20);
    expect(first.total).toBe(26);
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(6);
    expect(second.items.at(-1)?.created_at).toBe('2026-01-01T00:00:00.000Z');
    expect(first.items[0]).not.toHaveProperty('input');
    const acpep = await listJobsByEmail(db(), { email: 'a@example.org', tool: 'acpep' }, 1, 20);
    expect(acpep.total).toBe(5);
    // The quotas count by the job's quota key, not by the address column.
    const since = new Date('2026-01-01T00:20:00Z');
    const usage = await usageOf(db(), { column: 'quota_key', value: 'a@example.org' }, since);
    expect(usage).toEqual({ active: 25, bytes: 5 * Buffer.byteLength('>a\nKKK') });
  });

  // PostgreSQL's queue is graphile-worker, fed by triggers on the jobs table.
  if (kind === 'postgres') {
    it("queues a job in graphile-worker when its row becomes queued, and retires a dead holder's entry", async () => {
      await empty();
      const entries = async (id: string) =>
        (
          await sql<{ key: string | null; attempts: number; max_attempts: number }>`
            select key, attempts, max_attempts from graphile_worker.jobs
            where task_identifier like 'predict:%' and (key = ${`predict:${id}`} or key is null)
            order by id`.execute(db())
        ).rows;
      await sql`delete from graphile_worker._private_jobs`.execute(db());
      const { id } = await add();
      expect(await entries(id)).toEqual([{ key: `predict:${id}`, attempts: 0, max_attempts: 25 }]);
      // Each tool's jobs are a task of their own: a worker for other tools is never handed it.
      const task = await sql<{ task_identifier: string }>`
        select task_identifier from graphile_worker.jobs where key = ${`predict:${id}`}`.execute(
        db(),
      );
      expect(task.rows).toEqual([{ task_identifier: 'predict:ampep' }]);
      // A worker takes the entry (graphile-worker locks it), claims the row, and dies.
      await sql`
        update graphile_worker._private_jobs set locked_at = now(), locked_by = 'dead-worker',
          attempts = attempts + 1 where key = ${`predict:${id}`}`.execute(db());
      await claim('dead-worker');
      expect(await recoverOrphanedJobs(store, [], 3)).toEqual({ requeued: [id], failed: [] });
      // The locked entry lost its key and will not run again; a new one holds the key.
      expect(await entries(id)).toEqual([
        { key: null, attempts: 25, max_attempts: 25 },
        { key: `predict:${id}`, attempts: 0, max_attempts: 25 },
      ]);
    });
  }

  it('deletes jobs past retention, keeping a tombstone that statistics still count', async () => {
    await empty();
    const now = new Date('2026-03-01T00:00:00Z');
    const old = await add({ methods: ['mic'] }, new Date('2026-01-01T00:00:00Z'));
    const recent = await add({}, new Date('2026-02-20T00:00:00Z'));
    const waiting = await add({}, new Date('2026-01-01T00:00:00Z'));
    for (const { id } of [old, recent]) {
      const attempt = (await claim('w1', { id }))?.attempt as Attempt;
      await storeResultChunk(store, attempt, 0, rows(2));
      await endJob(
        store,
        attempt,
        { status: 'finished', records: 2, invalid: 0 },
        undefined,
        new Date(id === old.id ? '2026-01-02T00:00:00Z' : '2026-02-21T00:00:00Z'),
      );
    }
    expect(await deleteExpired(store, 30, now)).toBe(1);
    expect(await findJob(db(), old.id)).toBeUndefined();
    expect(await readRows(db(), old.id, 0, 10)).toEqual([]);
    expect(await expiredJob(db(), old.id)).toMatchObject({
      tool: 'ampep',
      expired_at: now.toISOString(),
    });
    expect((await findJob(db(), recent.id))?.status).toBe('finished');
    expect((await findJob(db(), waiting.id))?.status).toBe('queued');
    const counted = await jobsSince(db(), 'ampep', new Date('2025-12-31T00:00:00Z'));
    expect(counted.map((j) => j.methods).sort()).toEqual(['["ampep"]', '["ampep"]', '["mic"]']);
    expect(await deleteExpired(store, 30, now)).toBe(0);
  });
});
