import { randomBytes } from 'node:crypto';
import type { ResultRow } from '@peptox/tool-schema';
import type { Kysely, Selectable } from 'kysely';
import type { Database, InputType, JobStatus, JobsTable } from '../db/schema.ts';

export type Db = Kysely<Database>;
export type JobRecord = Omit<Selectable<JobsTable>, 'input'>;

/** Result rows per stored chunk: pages and CSV read only the chunks they need. */
export const RESULT_CHUNK = 500;

/** 16 random bytes as 22 characters of base64url. */
export function newJobId(): string {
  return randomBytes(16).toString('base64url');
}

const jobColumns = [
  'id',
  'tool',
  'status',
  'email',
  'description',
  'methods',
  'input_type',
  'codon_table',
  'sequences',
  'invalid',
  'error',
  'attempts',
  'created_at',
  'started_at',
  'finished_at',
] as const;

export interface NewJob {
  tool: string;
  email: string;
  description: string | null;
  methods: string[];
  inputType: InputType;
  codonTable: number | null;
  input: string;
  sequences: number;
}

export async function insertJob(db: Db, job: NewJob, now = new Date()): Promise<JobRecord> {
  return db
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
      sequences: job.sequences,
      invalid: 0,
      error: null,
      created_at: now.toISOString(),
      started_at: null,
      finished_at: null,
    })
    .returning(jobColumns)
    .executeTakeFirstOrThrow();
}

export async function findJob(db: Db, id: string): Promise<JobRecord | undefined> {
  return db.selectFrom('jobs').select(jobColumns).where('id', '=', id).executeTakeFirst();
}

export type ClaimedJob = JobRecord & { input: string };

/**
 * Takes the oldest queued job and marks it running, in one UPDATE whose WHERE re-checks the
 * status, so two dispatchers can never both take the same job.
 */
export async function claimNextJob(db: Db, now = new Date()): Promise<ClaimedJob | undefined> {
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      started_at: now.toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('status', '=', 'queued')
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'queued')
        .orderBy('created_at')
        .orderBy('id')
        .limit(1),
    )
    .returning([...jobColumns, 'input'])
    .executeTakeFirst();
}

/** Puts running jobs back in the queue (all of them, or the given ones); returns their ids. */
export async function requeueRunning(db: Db, ids?: readonly string[]): Promise<string[]> {
  if (ids && ids.length === 0) return [];
  let query = db
    .updateTable('jobs')
    .set({ status: 'queued', started_at: null })
    .where('status', '=', 'running');
  if (ids) query = query.where('id', 'in', ids);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id);
}

/** Fails running jobs that already took the process down `maxAttempts` times. */
export async function failExhaustedJobs(db: Db, maxAttempts: number, now = new Date()) {
  const rows = await db
    .updateTable('jobs')
    .set({
      status: 'failed',
      finished_at: now.toISOString(),
      error: `The service stopped ${maxAttempts} times while running this job, so it was given up; please split the input into smaller jobs and submit again.`,
    })
    .where('status', '=', 'running')
    .where('attempts', '>=', maxAttempts)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Removes the rows a previous, interrupted attempt stored. */
export async function clearResults(db: Db, jobId: string): Promise<void> {
  await db.deleteFrom('result_chunks').where('job_id', '=', jobId).execute();
}

export async function storeResultChunk(db: Db, jobId: string, chunk: number, rows: ResultRow[]) {
  await db
    .insertInto('result_chunks')
    .values({ job_id: jobId, chunk, rows: JSON.stringify(rows) })
    .execute();
}

export async function finishJob(
  db: Db,
  id: string,
  counts: { sequences: number; invalid: number },
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'finished', finished_at: now.toISOString(), input: '', ...counts })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export async function failJob(db: Db, id: string, error: string, now = new Date()) {
  await clearResults(db, id);
  await db
    .updateTable('jobs')
    .set({ status: 'failed', finished_at: now.toISOString(), error })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
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

export type JobSummary = Pick<
  JobRecord,
  'id' | 'tool' | 'description' | 'status' | 'created_at' | 'finished_at'
>;

/** One page of an address's jobs, newest first; never the submitted input. */
export async function listJobsByEmail(
  db: Db,
  filter: { email: string; tool?: string },
  page: number,
  pageSize: number,
): Promise<{ items: JobSummary[]; total: number }> {
  let base = db.selectFrom('jobs').where('email', '=', filter.email);
  if (filter.tool) base = base.where('tool', '=', filter.tool);
  const [items, count] = await Promise.all([
    base
      .select(['id', 'tool', 'description', 'status', 'created_at', 'finished_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}

/** Creation times and methods of a tool's jobs since a moment (for statistics). */
export async function jobsSince(db: Db, tool: string, since: Date) {
  return db
    .selectFrom('jobs')
    .select(['created_at', 'methods'])
    .where('tool', '=', tool)
    .where('created_at', '>=', since.toISOString())
    .execute();
}

export async function countByStatus(db: Db, status: JobStatus): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
