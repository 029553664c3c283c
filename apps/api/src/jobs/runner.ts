import type { JobProgress } from '@peptox/tool-schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { type Store, unavailability } from '../db/database.ts';
import { storeJobFile, storeProgress } from './files.ts';
import {
  type ClaimedJob,
  endJob,
  type OnEnded,
  RESULT_CHUNK,
  releaseJob,
  storeResultChunk,
} from './store.ts';
import type { PublishedTool } from './task.ts';
import { PoolTerminated, WorkerPool } from './worker-pool.ts';

export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Raised inside a run when a write was refused: another attempt holds the job now. */
class Superseded extends Error {}

/** Waits between tries of a write the store could not take: doubling from 250 ms to 5 s. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;

/**
 * Runs claimed jobs on this process's worker threads, one job per thread. Every write (a chunk of
 * rows, finished, failed) names the attempt that claimed the job, and the store refuses it once
 * another attempt holds the job; the run then stops and leaves the job to its new holder.
 */
export class JobRunner {
  readonly #pool: WorkerPool;
  readonly #running = new Map<string, { job: ClaimedJob; done: Promise<void> }>();
  #stopping = false;

  constructor(
    private readonly store: Store,
    private readonly config: Pick<Config, 'workers' | 'limits' | 'tools' | 'dockingThreads'>,
    private readonly log: Log,
    private readonly onEnded: OnEnded | undefined,
    workerModule?: string,
  ) {
    this.#pool = new WorkerPool(config.workers, workerModule, config.tools);
  }

  /**
   * Resolves when every worker thread has started, with the tools they loaded (descriptions,
   * model cards, model versions).
   */
  async ready(): Promise<PublishedTool[]> {
    await this.#pool.ready();
    return this.#pool.loadedTools;
  }

  get idle(): number {
    return this.#pool.idle;
  }

  /** Ids of the jobs running now. */
  get running(): string[] {
    return [...this.#running.keys()];
  }

  /**
   * Runs a claimed job to its end (finished, failed, or superseded); takes a worker thread at
   * once, so `idle` counts it before this returns.
   */
  run(job: ClaimedJob): Promise<void> {
    const done = this.#execute(job).finally(() => this.#running.delete(job.id));
    this.#running.set(job.id, { job, done });
    return done;
  }

  async #execute(job: ClaimedJob): Promise<void> {
    const { attempt } = job;
    const started = Date.now();
    this.log.info({ job: job.id, attempt: job.attempts }, 'job started');
    // Chunks are stored in order, one after the other, while the worker goes on predicting.
    let stored: Promise<void> = Promise.resolve();
    let chunk = 0;
    let files = 0;
    const accepted = (taken: boolean) => {
      if (!taken) throw new Superseded();
    };
    const chain = (write: () => Promise<boolean>) => {
      stored = stored.then(async () => accepted(await this.#persist(job, write)));
      // Awaited below; until then a refusal must not count as an unhandled rejection.
      stored.catch(() => undefined);
    };
    const progress = new ProgressWriter((p) => storeProgress(this.store, attempt, p));
    try {
      // Called before any await, so that the thread is taken before the caller looks for another.
      const outcome = await this.#pool.run(
        {
          jobId: job.id,
          tool: job.tool,
          methods: job.methods,
          inputType: job.input_type,
          codonTable: job.codon_table,
          input: job.input,
          chunkSize: RESULT_CHUNK,
          maxGenomePeptides: this.config.limits.maxGenomePeptides,
          maxSmilesLength: this.config.limits.maxSmilesLength,
          dockingThreads: this.config.dockingThreads,
        },
        {
          rows: (rows) => {
            const index = chunk++;
            chain(() => storeResultChunk(this.store, attempt, index, rows));
          },
          file: (file) => {
            const position = files++;
            chain(() => storeJobFile(this.store, attempt, position, file));
          },
          progress: (p) => progress.write(p),
        },
      );
      progress.stop();
      await stored;
      if (outcome.ok) {
        const { records, invalid, models, rows } = outcome;
        const ending = {
          status: 'finished' as const,
          records,
          invalid,
          model_versions: JSON.stringify(models),
          ...(rows === undefined ? {} : { result_rows: rows }),
        };
        accepted(await this.#persist(job, () => endJob(this.store, attempt, ending, this.onEnded)));
        this.log.info(
          { job: job.id, records: outcome.records, ms: Date.now() - started },
          'job finished',
        );
      } else {
        const ending = { status: 'failed' as const, error: outcome.error };
        accepted(await this.#persist(job, () => endJob(this.store, attempt, ending, this.onEnded)));
        this.log.warn({ job: job.id, error: outcome.error }, 'job failed');
      }
    } catch (error) {
      progress.stop();
      await stored.catch(() => undefined);
      if (error instanceof PoolTerminated) return; // stop() puts it back in the queue
      if (error instanceof Superseded) {
        this.log.warn(
          { job: job.id },
          'another worker holds this job now (this process was taken for dead); its writes here were refused',
        );
        return;
      }
      this.log.error(error, 'storing a job failed');
      const sentence =
        'The results could not be stored because of an error in the service; please submit the job again.';
      const failed = { status: 'failed' as const, error: sentence };
      await this.#persist(job, () => endJob(this.store, attempt, failed, this.onEnded)).catch(
        (failure) => this.log.error(failure, 'marking a job failed did not work either'),
      );
    }
  }

  /**
   * A write of a job's attempt, tried again while the store cannot take it (the database is
   * down, its disk full or read-only), so that the job ends once the store is back rather than
   * staying running. Any other error is thrown at once; so is this one once the runner stops.
   */
  async #persist(job: ClaimedJob, write: () => Promise<boolean>): Promise<boolean> {
    for (let wait = RETRY_FIRST_MS; ; wait = Math.min(2 * wait, RETRY_MAX_MS)) {
      try {
        return await write();
      } catch (error) {
        const reason = unavailability(error);
        if (!reason || this.#stopping) throw error;
        if (wait === RETRY_FIRST_MS) {
          this.log.warn(
            { job: job.id, reason, err: error },
            'the store cannot take the results of this job now; trying again until it can',
          );
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /**
   * Gives running jobs `graceMs` to finish, then stops the worker threads and puts the jobs that
   * did not finish back in the queue.
   */
  async stop(graceMs: number): Promise<void> {
    this.#stopping = true;
    const all = Promise.allSettled([...this.#running.values()].map((r) => r.done));
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([all, grace]);
    clearTimeout(timer);
    const unfinished = [...this.#running.values()].map((r) => r.job);
    await this.#pool.terminate();
    await all;
    const requeued: string[] = [];
    for (const job of unfinished) {
      // A job the store cannot take back now stays with this attempt; once this process's
      // lease runs out, another process puts it back in the queue.
      const released = await releaseJob(this.store, job.attempt).catch((error) => {
        this.log.warn({ job: job.id, err: error }, 'a running job could not be put back now');
        return false;
      });
      if (released) requeued.push(job.id);
    }
    if (requeued.length) this.log.info({ jobs: requeued }, 'running jobs were re-queued on stop');
  }
}

/** Progress is written at most once a second (the page polls every two), the latest last. */
const PROGRESS_EVERY_MS = 1000;

/**
 * Writes a job's progress as it comes, at most once a second: a search reports it many times a
 * second. A write the store refuses is dropped (the next one says more); stop() drops what waits.
 */
class ProgressWriter {
  #last = 0;
  #pending: JobProgress | null = null;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly store: (progress: JobProgress) => Promise<unknown>) {}

  write(progress: JobProgress): void {
    this.#pending = progress;
    if (this.#timer) return;
    const wait = Math.max(0, this.#last + PROGRESS_EVERY_MS - Date.now());
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      const next = this.#pending;
      this.#pending = null;
      if (!next) return;
      this.#last = Date.now();
      this.store(next).catch(() => undefined);
    }, wait);
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending = null;
  }
}
