import { randomBytes } from 'node:crypto';
import type { ResultRow } from '@peptox/tool-schema';
import type { UpdateObject } from 'kysely';
import type { Db, Store } from '../db/database.ts';
import type { Database, InputType } from '../db/schema.ts';
import { type JobRecord, jobColumns, jobRecord } from './job-record.ts';

export type { Db } from '../db/database.ts';

/** Result rows per stored chunk: pages and CSV read only the chunks they need. */
export const RESULT_CHUNK = 500;

/** 16 random bytes as 22 characters of base64url. */
export function newJobId(): string {
  return randomBytes(16).toString('base64url');
}

export interface NewJob {
  tool: string;
  email: string;
  description: string | null;
  methods: string[];
  inputType: InputType;
  codonTable: number | null;
  input: string;
  /** Records submitted: sequences, molecules or ligands. */
  records: number;
  /** The job this one reruns, if any. */
  rerunOf?: string;
  /** What the quotas count the job against (jobs/quota.ts); none for a job stored otherwise. */
  quotaKey?: string;
  clientKey?: string;
}

/**
 * Stores a new job as queued: the workers' queue (on PostgreSQL, a trigger adds it to
 * graphile-worker in the same statement).
 */
export async function insertJob(db: Db, job: NewJob, now = new Date()): Promise<JobRecord> {
  const stored = await db
    .insertInto('jobs')
    .values({
      id: newJobId(),
      tool: job.tool,
      status: 'queued',
      email: job.email,
      description: job.description,
      methods: JSON.stringify(job.methods),
      input_type: job.inputType,
      codon_table: job.codonTable,
      input: job.input,
      input_bytes: Buffer.byteLength(job.input, 'utf8'),
      quota_key: job.quotaKey ?? null,
      client_key: job.clientKey ?? null,
      records: job.records,
      sequences: job.records,
      invalid: 0,
      error: null,
      owner: null,
      worker: null,
      model_versions: null,
      rerun_of: job.rerunOf ?? null,
      progress: null,
      result_rows: null,
      created_at: now.toISOString(),
      started_at: null,
      finished_at: null,
    })
    .returning(jobColumns)
    .executeTakeFirstOrThrow();
  return jobRecord(stored);
}

export async function findJob(db: Db, id: string): Promise<JobRecord | undefined> {
  const stored = await db
    .selectFrom('jobs')
    .select(jobColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return stored && jobRecord(stored);
}

/**
 * What a quota key (an address's, or a client's) has in the queue now, and what it submitted
 * since a moment (for quotas).
 */
export async function usageOf(
  db: Db,
  key: { column: 'quota_key' | 'client_key'; value: string },
  since: Date,
) {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => [
      eb.fn
        .sum<number | string | null>(
          eb.case().when('status', 'in', ['queued', 'running']).then(1).else(0).end(),
        )
        .as('active'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when('created_at', '>=', since.toISOString())
            .then(eb.ref('input_bytes'))
            .else(0)
            .end(),
        )
        .as('bytes'),
    ])
    .where(key.column, '=', key.value)
    .executeTakeFirstOrThrow();
  return { active: Number(row.active ?? 0), bytes: Number(row.bytes ?? 0) };
}

// --- Attempts: a worker claims a job and every later write names the attempt that claimed it.

/** The attempt that holds a job: only writes that name it are taken. */
export interface Attempt {
  jobId: string;
  /** Random per claim; the job's `owner` while this attempt holds it. */
  owner: string;
}

export type ClaimedJob = JobRecord & { input: string; attempt: Attempt };

/**
 * Takes a queued job for a worker process: the oldest one (the embedded queue), or the given one
 * (the PostgreSQL queue names the job it delivers). The UPDATE re-checks the status, so two
 * processes can never both take a job; rows an interrupted earlier attempt stored are removed
 * in the same transaction.
 */
export async function claimJob(
  store: Store,
  worker: string,
  which: { id: string } | 'oldest',
  /** The tools this worker runs: 'oldest' is the oldest of theirs; a job of another is left. */
  tools?: readonly string[],
  now = new Date(),
): Promise<ClaimedJob | undefined> {
  const owner = randomBytes(12).toString('base64url');
  return store.write(async (trx) => {
    const job = await trx
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        started_at: now.toISOString(),
        attempts: eb('attempts', '+', 1),
        owner,
        worker,
        progress: null,
      }))
      .where('status', '=', 'queued')
      .$if(tools !== undefined, (q) => q.where('tool', 'in', tools as string[]))
      .where('id', '=', (eb) =>
        which === 'oldest'
          ? eb
              .selectFrom('jobs')
              .select('id')
              .where('status', '=', 'queued')
              .$if(tools !== undefined, (q) => q.where('tool', 'in', tools as string[]))
              .orderBy('created_at')
              .orderBy('id')
              .limit(1)
          : eb.val(which.id),
      )
      .returning([...jobColumns, 'input'])
      .executeTakeFirst();
    if (!job) return undefined;
    await trx.deleteFrom('result_chunks').where('job_id', '=', job.id).execute();
    await trx.deleteFrom('job_files').where('job_id', '=', job.id).execute();
    return { ...jobRecord(job), attempt: { jobId: job.id, owner } };
  });
}

/**
 * Changes the job's row if the attempt still holds it; whether it did. A job re-queued meanwhile
 * (its worker was taken for dead) refuses the write, and PostgreSQL's row lock keeps a re-queue
 * from slipping in before the transaction commits.
 */
export async function updateIfHeld(
  trx: Db,
  attempt: Attempt,
  values: UpdateObject<Database, 'jobs'>,
): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('jobs')
    .set(values)
    .where('id', '=', attempt.jobId)
    .where('owner', '=', attempt.owner)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Stores one chunk of rows; false (nothing stored) when the attempt no longer holds the job. */
export async function storeResultChunk(
  store: Store,
  attempt: Attempt,
  chunk: number,
  rows: ResultRow[],
): Promise<boolean> {
  return store.write(async (trx) => {
    // A write that changes nothing, to check the hold and lock the row until the commit.
    if (!(await updateIfHeld(trx, attempt, { owner: attempt.owner }))) return false;
    await trx
      .insertInto('result_chunks')
      .values({ job_id: attempt.jobId, chunk, rows: JSON.stringify(rows) })
      .execute();
    return true;
  });
}

/** Runs inside the transaction that ends a job (to queue its mail), with the ended job. */
export type OnEnded = (trx: Db, job: JobRecord) => Promise<void>;

/** How a job ends: finished with its counts, or failed with a sentence. */
export type Ending =
  | {
      status: 'finished';
      records: number;
      invalid: number;
      model_versions?: string;
      /** Rows stored, when a record gave several (a docking job's poses). */
      result_rows?: number;
    }
  | { status: 'failed'; error: string };

/**
 * Ends the job; false when the attempt no longer holds it (then nothing changes: its rows are
 * not the job's). The input is deleted either way; a failed job's rows too.
 */
export async function endJob(
  store: Store,
  attempt: Attempt,
  ending: Ending,
  onEnded?: OnEnded,
  now = new Date(),
): Promise<boolean> {
  return store.write(async (trx) => {
    const values = {
      ...ending,
      // The count goes to its old column too this release (JobsTable.sequences says why).
      ...(ending.status === 'finished' && { sequences: ending.records }),
      finished_at: now.toISOString(),
      input: '',
      owner: null,
      progress: null,
    };
    if (!(await updateIfHeld(trx, attempt, values))) return false;
    if (ending.status === 'failed') {
      await trx.deleteFrom('result_chunks').where('job_id', '=', attempt.jobId).execute();
      await trx.deleteFrom('job_files').where('job_id', '=', attempt.jobId).execute();
    }
    const job = await findJob(trx, attempt.jobId);
    if (job && onEnded) await onEnded(trx, job);
    return true;
  });
}

/**
 * Puts a job back in the queue (its worker stops or was taken for dead); false when the attempt
 * no longer holds it.
 */
export async function releaseJob(store: Store, attempt: Attempt): Promise<boolean> {
  const queued = {
    status: 'queued' as const,
    started_at: null,
    owner: null,
    worker: null,
    progress: null,
  };
  return updateIfHeld(store.db, attempt, queued);
}

/**
 * Jobs whose worker process is no longer alive (not among `liveWorkers`) go back to the queue,
 * or fail once they have taken `maxAttempts` workers down with them. Whichever process notices
 * first does it; the conditions make a second one change nothing. A worker that holds a lease in
 * the `workers` table as this runs counts as alive too: `liveWorkers` was read a moment before,
 * and a process that started and claimed a job since must not lose it.
 */
export async function recoverOrphanedJobs(
  store: Store,
  liveWorkers: readonly string[],
  maxAttempts: number,
  onEnded?: OnEnded,
  now = new Date(),
): Promise<{ requeued: string[]; failed: string[] }> {
  const orphans = await store.db
    .selectFrom('jobs')
    .select(['id', 'owner', 'attempts'])
    .where('status', '=', 'running')
    .where((eb) =>
      eb.or([
        eb('worker', 'is', null),
        eb.and([
          ...(liveWorkers.length > 0 ? [eb('worker', 'not in', liveWorkers)] : []),
          eb('worker', 'not in', eb.selectFrom('workers').select('id')),
        ]),
      ]),
    )
    .execute();
  const requeued: string[] = [];
  const failed: string[] = [];
  for (const orphan of orphans) {
    if (!orphan.owner) continue;
    const attempt = { jobId: orphan.id, owner: orphan.owner };
    if (orphan.attempts >= maxAttempts) {
      const error = `The service stopped ${maxAttempts} times while running this job, so it was given up; please split the input into smaller jobs and submit again.`;
      if (await endJob(store, attempt, { status: 'failed', error }, onEnded, now)) {
        failed.push(orphan.id);
      }
    } else if (await releaseJob(store, attempt)) requeued.push(orphan.id);
  }
  return { requeued, failed };
}

/** Rows [offset, offset + limit) of a finished job, reading only the chunks that hold them. */
export async function readRows(
  db: Db,
  jobId: string,
  offset: number,
  limit: number,
): Promise<ResultRow[]> {
  if (limit <= 0) return [];
  const first = Math.floor(offset / RESULT_CHUNK);
  const last = Math.floor((offset + limit - 1) / RESULT_CHUNK);
  const chunks = await db
    .selectFrom('result_chunks')
    .select(['chunk', 'rows'])
    .where('job_id', '=', jobId)
    .where('chunk', '>=', first)
    .where('chunk', '<=', last)
    .orderBy('chunk')
    .execute();
  const rows = chunks.flatMap((c) => JSON.parse(c.rows) as ResultRow[]);
  const skip = offset - first * RESULT_CHUNK;
  return rows.slice(skip, skip + limit);
}

/** Every row of a job, chunk by chunk (for CSV), without holding them all in memory. */
export async function* eachRowChunk(db: Db, jobId: string): AsyncGenerator<ResultRow[]> {
  const read = 20;
  for (let from = 0; ; from += read) {
    const chunks = await db
      .selectFrom('result_chunks')
      .select('rows')
      .where('job_id', '=', jobId)
      .where('chunk', '>=', from)
      .where('chunk', '<', from + read)
      .orderBy('chunk')
      .execute();
    for (const c of chunks) yield JSON.parse(c.rows) as ResultRow[];
    if (chunks.length < read) return;
  }
}
