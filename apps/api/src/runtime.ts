import type { Config } from './config.ts';
import type { ServedTool } from './context.ts';
import { openStore, type Store } from './db/database.ts';
import { deleteExpired } from './jobs/retention.ts';
import { JobRunner } from './jobs/runner.ts';
import { claimJob, recoverOrphanedJobs } from './jobs/store.ts';
import type { Logger } from './log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { mailWhenJobEnds } from './mail/notify.ts';
import { deliverMail } from './mail/outbox.ts';
import { EmbeddedQueue } from './queue/embedded.ts';
import { GraphileQueue } from './queue/graphile.ts';
import { liveWorkers, WorkerLease } from './queue/lease.ts';
import type { JobQueue } from './queue/queue.ts';

// What every process of the service runs, with or without HTTP: the store, the queue, the
// housekeeping that any process may do (recovering the jobs of dead workers, retention), and,
// when it has worker threads, the workers with their lease.

export interface Runtime {
  config: Config;
  log: Logger;
  store: Store;
  queue: JobQueue;
  tools: Record<string, ServedTool>;
  /** This process's workers; null in a process that only answers HTTP (WORKERS=0). */
  workers: Workers | null;
  /** Runs the housekeeping now (tests; it also runs every third of the lease period). */
  housekeep(now?: Date): Promise<void>;
  /** Stops taking jobs, gives running ones `graceMs`, re-queues the rest and closes the store. */
  stop(graceMs: number): Promise<void>;
}

export interface Workers {
  runner: JobRunner;
  lease: WorkerLease;
  mailer: Mailer | null;
}

const HOUR_MS = 60 * 60 * 1000;

export async function startRuntime(
  config: Config,
  log: Logger,
  options: { tools?: Record<string, ServedTool>; workerModule?: string } = {},
): Promise<Runtime> {
  // The predictors' modules describe the tools; their models load only in the worker threads.
  const tools = options.tools ?? (await (await import('@peptox/predictors')).loadPredictors());
  const store = await openStore(config.database, { poolSize: config.workers + 8 });
  const queue: JobQueue =
    store.location.kind === 'sqlite'
      ? new EmbeddedQueue(store, log)
      : new GraphileQueue(store, config.leaseMs, log);
  const onEnded = mailWhenJobEnds(config, tools);

  const housekeep = async (now = new Date()) => {
    const live = await liveWorkers(store.db, config.leaseMs, now);
    const recovered = await recoverOrphanedJobs(
      store,
      live.map((w) => w.id),
      config.maxAttempts,
      onEnded,
      now,
    );
    if (recovered.requeued.length) {
      log.info({ jobs: recovered.requeued }, 'jobs of a dead worker process were re-queued');
      queue.wake();
    }
    if (recovered.failed.length) {
      log.warn({ jobs: recovered.failed }, 'jobs failed after too many attempts');
    }
    const repaired = await queue.repair();
    if (repaired.length) log.warn({ jobs: repaired }, 'queued jobs without a queue entry got one');
  };
  let lastRetention = 0;
  const retain = async (now = new Date()) => {
    lastRetention = now.getTime();
    const deleted = await deleteExpired(store, config.retentionDays, now);
    if (deleted) log.info({ jobs: deleted, days: config.retentionDays }, 'expired jobs deleted');
  };
  let housekeeping: Promise<void> | null = null;
  const tick = () => {
    if (housekeeping) return;
    const now = new Date();
    housekeeping = housekeep(now)
      .then(() => (now.getTime() - lastRetention >= HOUR_MS ? retain(now) : undefined))
      .catch((error) => log.error(error, 'housekeeping failed'))
      .finally(() => {
        housekeeping = null;
      });
  };

  const workers = config.workers > 0 ? await startWorkers() : null;
  // Every process looks after the others a few times per lease period, starting now.
  const timer = setInterval(tick, config.leaseMs / 3);
  timer.unref();
  tick();

  async function startWorkers(): Promise<Workers> {
    const runner = new JobRunner(store, config, log, onEnded, options.workerModule);
    await runner.ready();
    const lease = new WorkerLease(
      store.db,
      config.workers,
      config.leaseMs,
      log,
      () => queue.takingJobs() !== false,
    );
    await lease.take();
    const mailer = config.mail ? createMailer(config.mail) : null;
    await queue.consume({
      threads: config.workers,
      idle: () => runner.idle,
      take: async (which) => {
        // The queues hand out no more jobs than there are threads; should one try, its job is
        // left queued (graphile-worker retries the delivery).
        if (runner.idle === 0) throw new Error('no idle worker thread');
        const job = await claimJob(store, lease.id, which);
        return job ? { ended: runner.run(job) } : null;
      },
      sendMail: mailer
        ? (id) => deliverMail(store, mailer, id, (config.mail?.retrySeconds ?? 30) * 1000)
        : null,
    });
    return { runner, lease, mailer };
  }

  let stopped: Promise<void> | undefined;
  return {
    config,
    log,
    store,
    queue,
    tools,
    workers,
    housekeep: async (now) => {
      await housekeep(now);
      await retain(now);
    },
    stop(graceMs) {
      stopped ??= (async () => {
        clearInterval(timer);
        // The queue stops handing out work; the runner's jobs get the grace period (the queue's
        // handlers return when they end), then the lease is given back.
        const consuming = queue.stopConsuming();
        if (workers) {
          await workers.runner.stop(graceMs);
          await consuming;
          await workers.lease.giveBack();
          workers.mailer?.close();
        }
        await consuming;
        await housekeeping;
        await queue.close();
        await store.close();
      })();
      return stopped;
    },
  };
}
