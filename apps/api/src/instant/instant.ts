import { randomUUID } from 'node:crypto';
import type { ScoreChanges } from '@peptox/mutant-scan';
import type { ModelVersion, ResultRow } from '@peptox/tool-schema';
import { WorkerPool } from '../jobs/worker-pool.ts';
import type { InstantTask } from './task.ts';

const workerModule = new URL('./worker.ts', import.meta.url).href;

/** Thrown when more questions wait than the thread can answer soon. */
export class InstantBusy extends Error {}

/** An instant task without its id (given here). */
export type InstantRequest<T = InstantTask> = T extends InstantTask ? Omit<T, 'jobId'> : never;

/**
 * Instant answers: small inputs predicted at once on threads of their own, in the order they came
 * (an answer for a few records before a waiting scan, which takes longer), at most `maxWaiting`
 * waiting (more is refused, to be asked again in a moment).
 */
export class InstantAnswers {
  readonly #pool: WorkerPool<InstantTask>;
  /** Questions waiting for a thread; an answer for a few records goes before a scan. */
  readonly #waiting: { kind: InstantTask['kind']; resume: () => void }[] = [];

  constructor(
    threads: number,
    private readonly maxWaiting = 32,
    module = workerModule,
  ) {
    this.#pool = new WorkerPool<InstantTask>(threads, module);
  }

  /** Resolves when every thread has loaded and warmed up the peptide tools. */
  ready(): Promise<void> {
    return this.#pool.ready();
  }

  async answer(
    request: InstantRequest,
  ): Promise<{ rows: ResultRow[]; models: ModelVersion[]; changes: ScoreChanges[] }> {
    while (this.#pool.idle === 0) {
      if (this.#waiting.length >= this.maxWaiting) throw new InstantBusy();
      await new Promise<void>((resume) => this.#waiting.push({ kind: request.kind, resume }));
    }
    const rows: ResultRow[] = [];
    try {
      const outcome = await this.#pool.run(
        { ...request, jobId: randomUUID() } as InstantTask,
        (chunk) => rows.push(...chunk),
      );
      if (!outcome.ok) throw new Error(outcome.error);
      return { rows, models: outcome.models, changes: outcome.changes ?? [] };
    } finally {
      const next = this.#waiting.findIndex((w) => w.kind === 'predict');
      this.#waiting.splice(Math.max(next, 0), 1)[0]?.resume();
    }
  }

  stop(): Promise<void> {
    return this.#pool.terminate();
  }
}
