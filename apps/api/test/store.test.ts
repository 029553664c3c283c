import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import {
  claimNextJob,
  failExhaustedJobs,
  findJob,
  insertJob,
  listJobsByEmail,
  type NewJob,
  newJobId,
  RESULT_CHUNK,
  readRows,
  requeueRunning,
  storeResultChunk,
} from '../src/jobs/store.ts';
import { tempFolder } from './helpers.ts';

const folder = tempFolder();
let db: Kysely<Database>;

const job = (over: Partial<NewJob> = {}): NewJob => ({
  tool: 'ampep',
  email: 'a@example.org',
  description: null,
  methods: ['ampep'],
  inputType: 'fasta',
  codonTable: null,
  input: '>a\nKKK',
  sequences: 1,
  ...over,
});

beforeAll(async () => {
  db = await openDatabase(join(folder.dir, 'nested', 'store.sqlite'));
});
afterAll(async () => {
  await db.destroy();
  folder.remove();
});

describe('job ids', () => {
  it('are 22 characters of base64url, different each time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newJobId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('the queue in the store', () => {
  it('claims the oldest queued job once, counting the attempt', async () => {
    await db.deleteFrom('jobs').execute();
    const older = await insertJob(db, job(), new Date('2026-01-01T00:00:00Z'));
    const newer = await insertJob(db, job(), new Date('2026-01-02T00:00:00Z'));
    const [a, b, c] = await Promise.all([claimNextJob(db), claimNextJob(db), claimNextJob(db)]);
    expect([a?.id, b?.id]).toEqual([older.id, newer.id]);
    expect(c).toBeUndefined();
    expect(a?.attempts).toBe(1);
    expect(a?.input).toBe('>a\nKKK');
  });

  it('re-queues running jobs and fails those that used up their attempts', async () => {
    await db.deleteFrom('jobs').execute();
    const stuck = await insertJob(db, job());
    await claimNextJob(db);
    await requeueRunning(db);
    expect((await findJob(db, stuck.id))?.status).toBe('queued');
    await claimNextJob(db); // attempt 2
    expect(await failExhaustedJobs(db, 3)).toEqual([]);
    await requeueRunning(db);
    await claimNextJob(db); // attempt 3
    expect(await failExhaustedJobs(db, 3)).toEqual([stuck.id]);
    const failed = await findJob(db, stuck.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toMatch(/given up/);
  });
});

describe('result rows', () => {
  it('reads any page across chunk borders', async () => {
    const { id } = await insertJob(db, job());
    const total = RESULT_CHUNK * 2 + 7;
    const all = Array.from({ length: total }, (_, i) => ({ id: `r${i}` }));
    for (let c = 0; c * RESULT_CHUNK < total; c++) {
      await storeResultChunk(db, id, c, all.slice(c * RESULT_CHUNK, (c + 1) * RESULT_CHUNK));
    }
    expect(await readRows(db, id, 0, 3)).toEqual(all.slice(0, 3));
    expect(await readRows(db, id, RESULT_CHUNK - 2, 5)).toEqual(
      all.slice(RESULT_CHUNK - 2, RESULT_CHUNK + 3),
    );
    expect(await readRows(db, id, total - 2, 100)).toEqual(all.slice(total - 2));
    expect(await readRows(db, id, total + 10, 100)).toEqual([]);
  });
});

describe('jobs by e-mail', () => {
  it('pages one address, newest first, optionally one tool', async () => {
    await db.deleteFrom('jobs').execute();
    for (let i = 0; i < 25; i++) {
      await insertJob(
        db,
        job({ tool: i % 5 === 0 ? 'acpep' : 'ampep' }),
        new Date(Date.UTC(2026, 0, 1, 0, i)),
      );
    }
    await insertJob(db, job({ email: 'other@example.org' }));
    const first = await listJobsByEmail(db, { email: 'a@example.org' }, 1, 20);
    const second = await listJobsByEmail(db, { email: 'a@example.org' }, 2, 20);
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(5);
    expect(first.items[0]?.created_at).toBe('2026-01-01T00:24:00.000Z');
    expect(first.items[0]).not.toHaveProperty('input');
    const acpep = await listJobsByEmail(db, { email: 'a@example.org', tool: 'acpep' }, 1, 20);
    expect(acpep.total).toBe(5);
  });
});
