import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import {
  type ClaimedJob,
  claimNextJob,
  clearResults,
  type Db,
  failExhaustedJobs,
  failJob,
  finishJob,
  RESULT_CHUNK,
  requeueRunning,
  storeResultChunk,
} from './store.ts';
import { PoolTerminated, WorkerPool } from './worker-pool.ts';

/** How often the dispatcher looks for queued jobs even when nothing woke it. */
const POLL_MS = 1000;

/**
 * The dispatcher: claims queued jobs from the store while a worker thread is idle, stores the
 * rows the worker sends, and marks each job finished or failed.
 */
export class JobQueue {
  readonly #pool: WorkerPool;
  readonly #running = new Map<string, Promise<void>>();
  #pumping = false;
  #again = false;
  #stopping = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'workers' | 'maxAttempts' | 'limits'>,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    workerModule?: string,
  ) {
    this.#pool = new WorkerPool(config.workers, workerModule);
  }

  /** Recovers jobs a dead process left running, waits for the workers, then starts dispatching. */
  async start(): Promise<void> {
    const given = await failExhaustedJobs(this.db, this.config.maxAttempts);
    if (given.length) this.log.warn({ jobs: given }, 'jobs failed after too many attempts');
    const requeued = await requeueRunning(this.db);
    if (requeued.length) this.log.info({ jobs: requeued }, 'jobs left running were re-queued');
    await this.#pool.ready();
    this.#timer = setInterval(() => this.wake(), POLL_MS);
    this.#timer.unref();
    this.wake();
  }

  /** Ids of the jobs running now. */
  get running(): string[] {
    return [...this.#running.keys()];
  }

  /** Looks for queued jobs now (called after each submission). */
  wake(): void {
    if (this.#stopping) return;
    if (this.#pumping) {
      this.#again = true;
      return;
    }
    this.#pumping = true;
    this.#pump()
      .catch((error) => this.log.error(error, 'the job dispatcher failed'))
      .finally(() => {
        this.#pumping = false;
        if (this.#again) {
          this.#again = false;
          this.wake();
        }
      });
  }

  /**
   * Stops taking jobs, gives running ones `graceMs` to finish, then stops the workers and puts
   * the unfinished jobs back in the queue for the next start.
   */
  async stop(graceMs: number): Promise<void> {
    this.#stopping = true;
    clearInterval(this.#timer);
    const all = Promise.allSettled(this.#running.values());
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([all, grace]);
    clearTimeout(timer);
    const unfinished = this.running;
    await this.#pool.terminate();
    await Promise.allSettled(this.#running.values());
    // Only jobs still marked running go back (one may have finished meanwhile); their partial
    // rows are deleted when they run again.
    const requeued = await requeueRunning(this.db, unfinished);
    if (requeued.length) this.log.info({ jobs: requeued }, 'running jobs were re-queued on stop');
  }

  async #pump(): Promise<void> {
    while (!this.#stopping && this.#pool.idle > 0) {
      const job = await claimNextJob(this.db);
      if (!job) return;
      const run = this.#execute(job).finally(() => {
        this.#running.delete(job.id);
        this.wake();
      });
      this.#running.set(job.id, run);
    }
  }

  async #execute(job: ClaimedJob): Promise<void> {
    const started = Date.now();
    // Rows of an interrupted earlier attempt go first; then the chunks are stored in order, one
    // after the other, while the worker goes on predicting.
    let stored: Promise<void> = clearResults(this.db, job.id);
    let chunk = 0;
    try {
      // Called before any await, so that the worker is taken before #pump looks for another.
      const outcome = await this.#pool.run(
        {
          jobId: job.id,
          tool: job.tool,
          methods: JSON.parse(job.methods) as string[],
          inputType: job.input_type,
          codonTable: job.codon_table,
          input: job.input,
          chunkSize: RESULT_CHUNK,
          maxGenomePeptides: this.config.limits.maxGenomePeptides,
          maxSmilesLength: this.config.limits.maxSmilesLength,
        },
        (rows) => {
          const index = chunk++;
          stored = stored.then(() => storeResultChunk(this.db, job.id, index, rows));
        },
      );
      await stored;
      if (outcome.ok) {
        await finishJob(this.db, job.id, {
          sequences: outcome.sequences,
          invalid: outcome.invalid,
        });
        this.log.info(
          { job: job.id, sequences: outcome.sequences, ms: Date.now() - started },
          'job finished',
        );
      } else {
        await failJob(this.db, job.id, outcome.error);
        this.log.warn({ job: job.id, error: outcome.error }, 'job failed');
      }
    } catch (error) {
      await stored.catch(() => undefined);
      if (error instanceof PoolTerminated) return; // stop() re-queues it
      this.log.error(error, 'storing a job failed');
      await failJob(
        this.db,
        job.id,
        'The results could not be stored because of an error in the service; please submit the job again.',
      );
    }
  }
}
