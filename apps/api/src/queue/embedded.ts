import type { Store } from '../db/database.ts';
import type { Log } from '../jobs/runner.ts';
import { claimDueMail } from '../mail/outbox.ts';
import type { Consumer, JobQueue } from './queue.ts';

/** How often a worker process looks for queued jobs and due mails when nothing woke it. */
const JOB_POLL_MS = 1000;
const MAIL_POLL_MS = 2000;

/**
 * The embedded queue (SQLite): the jobs table is the queue. Each worker process claims the oldest
 * queued job while it has an idle thread (one UPDATE that re-checks the status, so a job is
 * never taken twice), woken by submissions in its own process and by a poll every second.
 */
export class EmbeddedQueue implements JobQueue {
  #consumer: Consumer | null = null;
  #pumping = false;
  #again = false;
  #stopped = false;
  /** The last look for work failed (the store could not take the claim). */
  #failing = false;
  readonly #timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly store: Store,
    private readonly log: Log,
  ) {}

  wake(): void {
    if (!this.#consumer || this.#stopped) return;
    if (this.#pumping) {
      this.#again = true;
      return;
    }
    this.#pumping = true;
    this.#pump()
      .then(
        () => {
          if (this.#failing) this.log.info({}, 'the job dispatcher takes jobs again');
          this.#failing = false;
        },
        (error) => {
          // Once, not every second while the store cannot take claims.
          if (!this.#failing) this.log.error(error, 'the job dispatcher failed');
          this.#failing = true;
        },
      )
      .finally(() => {
        this.#pumping = false;
        if (this.#again) {
          this.#again = false;
          this.wake();
        }
      });
  }

  async consume(consumer: Consumer): Promise<void> {
    this.#consumer = consumer;
    const every = (ms: number, work: () => void) => {
      const timer = setInterval(work, ms);
      timer.unref();
      this.#timers.push(timer);
    };
    every(JOB_POLL_MS, () => this.wake());
    const send = consumer.sendMail;
    if (send) {
      let sending = false;
      every(MAIL_POLL_MS, () => {
        if (sending || this.#stopped) return;
        sending = true;
        // One mail after another until none is due; a failed one waits for its next try.
        const drain = async () => {
          for (;;) {
            const id = this.#stopped ? undefined : await claimDueMail(this.store);
            if (!id) return;
            await send(id).catch((error: Error) => this.log.warn({ mail: id }, error.message));
          }
        };
        drain()
          .catch((error) => this.log.error(error, 'the mail outbox failed'))
          .finally(() => {
            sending = false;
          });
      });
    }
    this.wake();
  }

  takingJobs(): boolean | null {
    if (!this.#consumer) return null;
    return !this.#stopped && !this.#failing;
  }

  async stopConsuming(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers) clearInterval(timer);
  }

  async repair(): Promise<string[]> {
    return [];
  }

  async close(): Promise<void> {
    await this.stopConsuming();
  }

  async #pump(): Promise<void> {
    const consumer = this.#consumer;
    while (consumer && !this.#stopped && consumer.idle() > 0) {
      const run = await consumer.take('oldest');
      if (!run) return;
      const wake = () => this.wake();
      run.ended.then(wake, wake);
    }
  }
}
