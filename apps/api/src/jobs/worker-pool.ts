import { Worker } from 'node:worker_threads';
import type { ResultRow } from '@peptox/tool-schema';
import type {
  JobOutcome,
  JobTask,
  JobThreadData,
  PublishedTool,
  TaskHandlers,
  WorkerMessage,
} from './task.ts';

const entry = new URL('./worker-entry.mjs', import.meta.url);
/** The module each worker thread runs: the tasks it is sent, one at a time. */
export const defaultWorkerModule = new URL('./worker.ts', import.meta.url).href;

/** What a task reports while it runs: rows, and for a job tool its progress and files. */
interface Running<Task> {
  task: Task;
  handlers: TaskHandlers;
  settle: (outcome: JobOutcome) => void;
}

interface Slot<Task> {
  worker: Worker;
  ready: Promise<void>;
  running: Running<Task> | null;
}

/** How long `terminate()` waits for a thread that does not stop at once. */
const TERMINATE_WAIT_MS = 5_000;

/** Thrown to the callers of jobs that were cut off by `terminate()`. */
export class PoolTerminated extends Error {}

/**
 * A fixed number of worker threads, each running one task at a time: a job (the default module),
 * or what another worker module takes (instant answers).
 */
export class WorkerPool<Task extends { jobId: string } = JobTask> {
  readonly #slots: Slot<Task>[] = [];
  #terminated = false;
  /** The tools the threads loaded, as the first thread to start reported them. */
  #tools: PublishedTool[] = [];

  constructor(
    readonly size: number,
    private readonly workerModule = defaultWorkerModule,
    /** The tools the threads load and run (job threads); null: every tool. */
    private readonly tools: string[] | null = null,
  ) {
    for (let i = 0; i < size; i++) this.#slots.push(this.#spawn());
  }

  /** What the threads loaded: the tools' descriptions, cards and model versions (after ready). */
  get loadedTools(): PublishedTool[] {
    return this.#tools;
  }

  get idle(): number {
    return this.#slots.filter((s) => !s.running).length;
  }

  /** Resolves when every worker thread has started. */
  async ready(): Promise<void> {
    await Promise.all(this.#slots.map((s) => s.ready));
  }

  /**
   * Runs a task on an idle worker; rows (and a job tool's progress and files) arrive through the
   * handlers, or `onRows` alone, before the promise settles.
   */
  run(task: Task, handle: TaskHandlers | ((rows: ResultRow[]) => void)): Promise<JobOutcome> {
    const handlers = typeof handle === 'function' ? { rows: handle } : handle;
    const slot = this.#slots.find((s) => !s.running);
    if (!slot || this.#terminated) return Promise.reject(new Error('no idle worker'));
    return new Promise<JobOutcome>((resolve, reject) => {
      slot.running = {
        task,
        handlers,
        settle: (outcome) => {
          slot.running = null;
          if (this.#terminated) reject(new PoolTerminated('the worker pool was stopped'));
          else resolve(outcome);
        },
      };
      slot.ready.then(
        () => slot.worker.postMessage(task),
        () => slot.running?.settle({ ok: false, error: 'The prediction service could not start.' }),
      );
    });
  }

  /** Stops every worker at once; jobs still running reject with PoolTerminated. */
  async terminate(): Promise<void> {
    this.#terminated = true;
    // A thread inside native code (a WebAssembly module compiling) may not stop at once; the
    // stop does not wait for it longer than a few seconds, and its exit follows when it can.
    const bounded = (worker: Worker) =>
      Promise.race([
        worker.terminate(),
        new Promise<void>((resolve) => setTimeout(resolve, TERMINATE_WAIT_MS).unref()),
      ]);
    await Promise.all(this.#slots.map((s) => bounded(s.worker)));
  }

  #spawn(): Slot<Task> {
    const workerData: JobThreadData = { module: this.workerModule, tools: this.tools };
    const worker = new Worker(entry, { workerData });
    let loaded = false;
    let startError: Error | undefined;
    let markReady: () => void = () => undefined;
    let markBroken: (error: Error) => void = () => undefined;
    const slot: Slot<Task> = {
      worker,
      ready: new Promise<void>((resolve, reject) => {
        markReady = resolve;
        markBroken = reject;
      }),
      running: null,
    };
    slot.ready.catch(() => undefined);
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        loaded = true;
        if (message.tools && this.#tools.length === 0) this.#tools = message.tools;
        return markReady();
      }
      const running = slot.running;
      if (!running || message.jobId !== running.task.jobId) return;
      if (message.type === 'rows') running.handlers.rows(message.rows);
      else if (message.type === 'progress') running.handlers.progress?.(message.progress);
      else if (message.type === 'file') running.handlers.file?.(message.file);
      else if (message.type === 'done') {
        const { records, invalid, models, changes, rows } = message;
        running.settle({
          ok: true,
          records,
          invalid,
          models,
          rows,
          ...(changes ? { changes } : {}),
        });
      } else running.settle({ ok: false, error: message.error });
    });
    // An error thrown in the thread and caught by nothing ends it; its exit then fails the job.
    let thrown: Error | undefined;
    worker.on('error', (error) => {
      if (!loaded) startError = error;
      else {
        thrown = error;
        console.error('worker thread error:', error);
      }
    });
    worker.on('exit', (code) => {
      if (!loaded) {
        // A worker that cannot even start would fail again: do not respawn it.
        markBroken(
          new Error(
            startError
              ? `a worker thread could not start: ${startError.message}`
              : `a worker thread could not start (exit code ${code})`,
          ),
        );
        slot.running?.settle({ ok: false, error: 'The prediction service could not start.' });
        return;
      }
      if (this.#terminated) {
        slot.running?.settle({ ok: false, error: 'stopped' });
        return;
      }
      // A worker that died (out of memory, or an error of ours) fails its job and is replaced.
      const outOfMemory =
        !thrown || (thrown as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
      slot.running?.settle({
        ok: false,
        error: outOfMemory
          ? 'The prediction stopped unexpectedly, possibly because the input needs more memory than the service has; please try a smaller input.'
          : 'The prediction stopped because of an unexpected error in the service, not because of the input; please submit it again.',
      });
      const index = this.#slots.indexOf(slot);
      if (index >= 0) this.#slots[index] = this.#spawn();
    });
    return slot;
  }
}
