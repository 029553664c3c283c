import type { Config } from './config.ts';
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
import { publishTools, ToolCatalog } from './tools/catalog.ts';

// What every process of the service runs, with or without HTTP: the store, the queue, the
// housekeeping that any process may do (recovering the jobs of dead workers, retention), the
// tools as their workers published them, and, when it has worker threads, the workers with their
// lease. The threads load the predictors of the tools this process runs (TOOLS) and report them;
// the process publishes that into the store and imports no predictor code itself.

export interface Runtime {
  config: Config;
  log: Logger;
  store: Store;
  queue: JobQueue;
  /** The tools the workers (of any process) published. */
  catalog: ToolCatalog;
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
  options: { workerModule?: string } = {},
): Promise<Runtime> {
  const store = await openStore(config.database, { poolSize: config.workers + 8 });
  const queue: JobQueue =
    store.location.kind === 'sqlite'
      ? new EmbeddedQueue(store, log)
      : new GraphileQueue(store, config.leaseMs, log);
  const catalog = new ToolCatalog(store.db, config.leaseMs, log);
  const onEnded = mailWhenJobEnds(config, (tool) => catalog.tools[tool]?.name);

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
  await catalog.refresh(true);
  // Every process looks after the others a few times per lease period, starting now.
  const timer = setInterval(tick, config.leaseMs / 3);
  timer.unref();
  tick();

  async function startWorkers(): Promise<Workers> {
    const runner = new JobRunner(store, config, log, onEnded, options.workerModule);
    const loaded = await runner.ready();
    const tools = loaded.map((t) => t.tool);
    const lease: WorkerLease = new WorkerLease(
      store.db,
      config.workers,
      config.leaseMs,
      log,
      () => queue.takingJobs() !== false,
      // A process taken for dead and back publishes its tools again.
      (): Promise<void> => publishTools(store.db, lease.id, loaded),
    );
    await lease.take();
    await publishTools(store.db, lease.id, loaded);
    log.info(
      { worker: lease.id, tools: loaded.map((t) => `${t.tool} ${modelsOf(t)}`) },
      'tools published',
    );
    const mailer = config.mail ? createMailer(config.mail) : null;
    await queue.consume({
      tools,
      threads: config.workers,
      idle: () => runner.idle,
      take: async (which) => {
        // The queues hand out no more jobs than there are threads; should one try, its job is
        // left queued (graphile-worker retries the delivery).
        if (runner.idle === 0) throw new Error('no idle worker thread');
        const job = await claimJob(store, lease.id, which, tools);
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
    catalog,
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

/** A tool's model versions in a log line: 'ampep-gb@1a2b3c4d5e6f, …'. */
function modelsOf(tool: { modelVersions: readonly { model: string; version: string }[] }): string {
  return tool.modelVersions.map((m) => `${m.model}@${m.version}`).join(', ');
}
