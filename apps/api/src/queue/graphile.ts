import { Logger, type Runner, run } from 'graphile-worker';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Store } from '../db/database.ts';
import type { Log } from '../jobs/runner.ts';
import type { Consumer, JobQueue } from './queue.ts';

// PostgreSQL: the jobs are queued in graphile-worker (its own schema, graphile_worker). Triggers
// (migration 0003) add a job to it in the same statement that stores or re-queues the job's row,
// keyed by the job's id, and each outbox mail likewise (12 tries, e^attempt seconds apart: about
// a day); workers are told at once (LISTEN/NOTIFY); a handler that throws (the database was
// unreachable) is retried with exponential back-off. The row in `jobs` stays the record of the
// job's state and of the attempt that holds it.

const PREDICT = 'predict';
const MAIL = 'mail';

export class GraphileQueue implements JobQueue {
  readonly #runners: Runner[] = [];

  readonly #pool: pg.Pool;

  /** The queue of a PostgreSQL store (whose opening created graphile-worker's schema). */
  constructor(
    private readonly store: Store,
    private readonly leaseMs: number,
    private readonly log: Log & { debug(object: object, message: string): void },
  ) {
    if (!store.pgPool) throw new Error('graphile-worker needs a PostgreSQL store');
    this.#pool = store.pgPool;
  }

  wake(): void {
    // Workers hear of new jobs from PostgreSQL (NOTIFY), in every process.
  }

  async consume(consumer: Consumer): Promise<void> {
    const logger = this.#logger();
    this.#runners.push(
      await run({
        pgPool: this.#pool,
        logger,
        noHandleSignals: true,
        concurrency: consumer.threads,
        taskList: {
          [PREDICT]: async (payload) => {
            const run = await consumer.take({ id: (payload as { id: string }).id });
            // Nothing to claim: the job ended, expired, or another delivery took it.
            if (run) await run.ended;
          },
        },
      }),
    );
    const sendMail = consumer.sendMail;
    if (sendMail) {
      // Mail has a runner of its own, so a slow mail server never holds a prediction thread.
      this.#runners.push(
        await run({
          pgPool: this.#pool,
          logger,
          noHandleSignals: true,
          concurrency: 1,
          taskList: { [MAIL]: async (payload) => sendMail((payload as { id: string }).id) },
        }),
      );
    }
  }

  async stopConsuming(): Promise<void> {
    const runners = this.#runners.splice(0);
    await Promise.all(runners.map((runner) => runner.stop()));
  }

  /**
   * Jobs whose row says queued but which no queue entry will deliver: their entry is locked by a
   * worker that died between taking it and claiming the row (locked longer than a lease), or it
   * was used up. Each gets a new entry.
   */
  async repair(): Promise<string[]> {
    const stranded = await sql<{ id: string }>`
      select p.id from jobs p
      where p.status = 'queued'
      and not exists (
        select 1 from graphile_worker.jobs g
        where g.key = ${`${PREDICT}:`}::text || p.id
        and g.attempts < g.max_attempts
        and (g.locked_at is null or g.locked_at > now() - make_interval(secs => ${this.leaseMs / 1000}::double precision))
      )`.execute(this.store.db);
    const repaired: string[] = [];
    for (const { id } of stranded.rows) {
      const { rows } = await sql<{ id: string }>`
        select id, peptox_queue_job(id) from jobs where id = ${id} and status = 'queued'`.execute(
        this.store.db,
      );
      if (rows.length > 0) repaired.push(id);
    }
    return repaired;
  }

  async close(): Promise<void> {
    await this.stopConsuming();
  }

  /** graphile-worker's messages in the service's log (its chatter at debug level). */
  #logger(): Logger {
    return new Logger((scope) => (level, message) => {
      const entry = { queue: 'graphile-worker', ...scope };
      if (level === 'error') this.log.error(entry, message);
      else if (level === 'warning') this.log.warn(entry, message);
      else this.log.debug(entry, message);
    });
  }
}
