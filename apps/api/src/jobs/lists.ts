import type { Db } from '../db/database.ts';
import type { JobStatus } from '../db/schema.ts';
import type { JobRecord } from './job-record.ts';

// Reads over many jobs: an address's list, a tool's statistics, the queue's depth.

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

/**
 * Creation times and methods of a tool's jobs since a moment (for statistics), those past
 * retention included.
 */
export async function jobsSince(db: Db, tool: string, since: Date) {
  const from = since.toISOString();
  return db
    .selectFrom('jobs')
    .select(['created_at', 'methods'])
    .where('tool', '=', tool)
    .where('created_at', '>=', from)
    .unionAll(
      db
        .selectFrom('expired_jobs')
        .select(['created_at', 'methods'])
        .where('tool', '=', tool)
        .where('created_at', '>=', from),
    )
    .execute();
}

/** How many jobs wait and run now (for /health). */
export async function queueDepth(db: Db): Promise<{ queued: number; running: number }> {
  const rows = await db
    .selectFrom('jobs')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('status', 'in', ['queued', 'running'])
    .groupBy('status')
    .execute();
  const count = (status: JobStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { queued: count('queued'), running: count('running') };
}
