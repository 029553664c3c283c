/** What a process that runs jobs gives the queue: how to take a job, and how to send a mail. */
export interface Consumer {
  /** The tools whose jobs this process runs. */
  tools: readonly string[];
  /** Worker threads of this process. */
  threads: number;
  /** Threads free now. */
  idle(): number;
  /**
   * Claims a job (the oldest queued one of its tools, or the one the queue delivers) and starts it on a
   * thread; null when there was none to claim. `ended` settles once the job has ended here.
   */
  take(which: { id: string } | 'oldest'): Promise<{ ended: Promise<void> } | null>;
  /** Sends one outbox mail; throws when the mail server did not take it (retried later). */
  sendMail: ((mailId: string) => Promise<void>) | null;
}

/**
 * The job queue of a store: what hands queued jobs and outbox mails to worker processes. SQLite:
 * the jobs and mails tables themselves, polled by each worker process (the embedded default, no
 * other process needed). PostgreSQL: graphile-worker, fed by triggers on those tables.
 */
export interface JobQueue {
  /** A job was submitted in this process: look for work now rather than at the next poll. */
  wake(): void;
  /** Starts taking jobs and mails in this process. */
  consume(consumer: Consumer): Promise<void>;
  /**
   * Whether this process takes jobs now: null when it does not consume (an API-only process),
   * false while it cannot (its queue connection is being restored, its claims fail).
   */
  takingJobs(): boolean | null;
  /** Stops taking new work; resolves once the consumer's running work has returned. */
  stopConsuming(): Promise<void>;
  /** Repairs only this queue can need (jobs queued without an entry to deliver them); their ids. */
  repair(): Promise<string[]>;
  close(): Promise<void>;
}
