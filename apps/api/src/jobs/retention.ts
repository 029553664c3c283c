import { sql } from 'kysely';
import type { Db, Store } from '../db/database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Jobs deleted per transaction, so that a large backlog never holds the database for long. */
const BATCH = 200;

/**
 * Deletes the jobs (and their results) that ended more than `days` ago, keeping of each only its
 * id, tool, methods and creation time (to say it expired, and for the statistics). Sent mail is
 * deleted after a day, mail that could not be sent after a week. Returns how many jobs went.
 */
export async function deleteExpired(store: Store, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const ids = (
      await store.db
        .selectFrom('jobs')
        .select('id')
        .where('finished_at', '<', cutoff)
        .where('status', 'in', ['finished', 'failed'])
        .limit(BATCH)
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) break;
    await store.write(async (trx) => {
      await trx
        .insertInto('expired_jobs')
        .columns(['id', 'tool', 'methods', 'created_at', 'expired_at'])
        .expression(
          trx
            .selectFrom('jobs')
            .select(['id', 'tool', 'methods', 'created_at'])
            .select(sql<string>`cast(${now.toISOString()} as text)`.as('expired_at'))
            .where('id', 'in', ids),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx.deleteFrom('jobs').where('id', 'in', ids).execute();
    });
    deleted += ids.length;
    if (ids.length < BATCH) break;
  }
  await deleteOldMail(store.db, now);
  return deleted;
}

async function deleteOldMail(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  await db
    .deleteFrom('mails')
    .where((eb) =>
      eb.or([
        eb('sent_at', '<', dayAgo),
        eb.and([eb('sent_at', 'is', null), eb('created_at', '<', weekAgo)]),
      ]),
    )
    .execute();
}

/** When a job that is no longer stored expired (its tombstone), or undefined. */
export async function expiredJob(db: Db, id: string) {
  return db
    .selectFrom('expired_jobs')
    .select(['id', 'tool', 'created_at', 'expired_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}
