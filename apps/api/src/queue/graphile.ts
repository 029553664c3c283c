import { EventEmitter } from 'node:events';
import { Logger, type Runner, run, type TaskList, type WorkerEvents } from 'graphile-worker';
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
//
// A graphile-worker worker that cannot mark its job done (the database went away meanwhile)
// stops for good, and its pool never replaces it: a process would stay alive taking no jobs.
// So each thread has a runner of its own (one worker each), watched: a runner whose worker
// stopped is replaced, with back-off while the database is away, and the entry its worker held
// is unlocked for the next one at once rather than after graphile-worker's four hours.

/** Each tool's jobs are a task of their own, `predict:<tool>` (migration 0006). */
const PREDICT = 'predict';
const MAIL = 'mail';
/** Waits before starting a stopped runner again: doubling from 250 ms to 10 s. */
const RESTART_FIRST_MS = 250;
const RESTART_MAX_MS = 10_000;

/** A runner of one worker, started again whenever its worker stops. */
interface Slot {
  /** Whether its worker is running (false while it is being replaced). */
  up: boolean;
  /** Settles when the slot stops for good (stopConsuming). */
  done: Promise<void>;
}

export class GraphileQueue implements JobQueue {
  readonly #pool: pg.Pool;
  readonly #slots: Slot[] = [];
  #stopping = false;
  #stop: () => void = () => undefined;
  readonly #stopped = new Promise<void>((resolve) => {
    this.#stop = resolve;
  });

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
    const runJob = async (payload: unknown) => {
      const run = await consumer.take({ id: (payload as { id: string }).id });
      // Nothing to claim: the job ended, expired, or another delivery took it.
      if (run) await run.ended;
    };
    // A worker started for some tools is handed only their jobs.
    const predict: TaskList = Object.fromEntries(
      consumer.tools.map((tool) => [`${PREDICT}:${tool}`, runJob]),
    );
    const starts = Array.from({ length: consumer.threads }, () => this.#supervise(predict));
    const sendMail = consumer.sendMail;
    // Mail has a runner of its own, so a slow mail server never holds a prediction thread.
    if (sendMail) {
      starts.push(
        this.#supervise({ [MAIL]: async (payload) => sendMail((payload as { id: string }).id) }),
      );
    }
    await Promise.all(starts);
  }

  takingJobs(): boolean | null {
    if (this.#slots.length === 0) return null;
    return !this.#stopping && this.#slots.every((slot) => slot.up);
  }

  async stopConsuming(): Promise<void> {
    this.#stopping = true;
    this.#stop();
    await Promise.all(this.#slots.map((slot) => slot.done));
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
        select id, peptox_queue_job(id, tool) from jobs where id = ${id} and status = 'queued'`.execute(
        this.store.db,
      );
      if (rows.length > 0) repaired.push(id);
    }
    return repaired;
  }

  async close(): Promise<void> {
    await this.stopConsuming();
  }

  /**
   * Starts a runner of one worker for these tasks and keeps one running until stopConsuming;
   * resolves once the first has started (and throws if it cannot: the process then stops).
   */
  async #supervise(taskList: TaskList): Promise<void> {
    let runner = await this.#start(taskList);
    const slot: Slot = { up: true, done: Promise.resolve() };
    this.#slots.push(slot);
    slot.done = (async () => {
      for (;;) {
        const stopped = await Promise.race([runner.lost, this.#stopped.then(() => null)]);
        slot.up = false;
        if (this.#stopping) {
          await runner.runner.stop().catch(() => undefined);
          return;
        }
        this.log.warn(
          { queue: 'graphile-worker', worker: stopped },
          'a queue worker stopped (the database went away while it held a job); starting another',
        );
        // Its pool has no worker left: stopping it only closes its LISTEN connection.
        runner.runner.stop().catch(() => undefined);
        const next = await this.#restart(taskList);
        if (!next) return;
        runner = next;
        slot.up = true;
        if (stopped) await this.#unlock(stopped);
      }
    })();
  }

  /** Starts a runner again, waiting longer after each failure; null once stopping. */
  async #restart(taskList: TaskList) {
    for (let wait = RESTART_FIRST_MS; ; wait = Math.min(2 * wait, RESTART_MAX_MS)) {
      const waited = await Promise.race([
        new Promise((resolve) => setTimeout(resolve, wait, 'waited')),
        this.#stopped,
      ]);
      if (waited !== 'waited' || this.#stopping) return null;
      try {
        const runner = await this.#start(taskList);
        this.log.info({ queue: 'graphile-worker' }, 'the queue worker takes jobs again');
        return runner;
      } catch (error) {
        this.log.warn(
          { queue: 'graphile-worker', err: error, retryInMs: Math.min(2 * wait, RESTART_MAX_MS) },
          'the queue cannot be reached yet',
        );
      }
    }
  }

  /** A runner of one worker, and a promise of the id of its worker once that has stopped. */
  async #start(taskList: TaskList): Promise<{ runner: Runner; lost: Promise<string> }> {
    const events: WorkerEvents = new EventEmitter();
    const lost = new Promise<string>((resolve) => {
      events.on('worker:stop', ({ worker }) => resolve(worker.workerId));
    });
    const runner = await run({
      pgPool: this.#pool,
      logger: this.#logger(),
      noHandleSignals: true,
      concurrency: 1,
      taskList,
      events,
    });
    // It settles when the runner stops; a failure then (its last unlock of stale entries) is
    // logged, never an unhandled rejection that would end the process.
    runner.promise.catch((error) =>
      this.log.warn(
        { queue: 'graphile-worker', err: error },
        'a queue runner stopped with an error',
      ),
    );
    return { runner, lost };
  }

  /** The entries a stopped worker held are free for the others at once. */
  async #unlock(workerId: string): Promise<void> {
    await sql`select graphile_worker.force_unlock_workers(array[${workerId}]::text[])`
      .execute(this.store.db)
      .catch((error) =>
        this.log.warn({ err: error, worker: workerId }, 'unlocking the entries of a worker failed'),
      );
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
