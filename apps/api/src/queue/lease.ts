import { randomBytes } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';
import type { Db } from '../db/database.ts';

// A process that runs jobs holds a lease in the `workers` table and renews it while it lives.
// Any process (API or worker) that finds a lease run out takes the process for dead and puts
// its jobs back in the queue: nobody re-queues anything merely because it started.

/**
 * The kernel boot and PID namespace of this process: two processes with the same key can check
 * each other's pid. Null where /proc does not tell (then only the lease counts).
 */
function hostKey(): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return `${boot}/${readlinkSync('/proc/self/ns/pid')}`;
  } catch {
    return null;
  }
}

export const localHostKey = hostKey();

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This process's lease: taken on start, renewed every third of the lease period, given back on stop. */
export class WorkerLease {
  readonly id = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly threads: number,
    private readonly leaseMs: number,
    private readonly log: { warn(object: object, message: string): void },
    /** Whether the process can take jobs now (its queue connection works). */
    private readonly ready: () => boolean = () => true,
    /** Called after the process, taken for dead, took a new lease. */
    private readonly takenAgain: () => Promise<void> = async () => undefined,
  ) {}

  async take(): Promise<void> {
    await this.#write(new Date());
    this.#timer = setInterval(() => {
      this.renew().catch((error) =>
        this.log.warn({ err: error }, 'renewing the worker lease failed'),
      );
    }, this.leaseMs / 3);
    this.#timer.unref();
  }

  /** Renews the lease; a process that was taken for dead (paused too long) takes a new one. */
  async renew(now = new Date()): Promise<void> {
    const { numUpdatedRows } = await this.db
      .updateTable('workers')
      .set({ seen_at: now.toISOString(), ready: this.ready() ? 1 : 0 })
      .where('id', '=', this.id)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) {
      this.log.warn(
        { worker: this.id },
        'this process was taken for dead (its lease ran out); its running jobs were given to others',
      );
      await this.#write(now);
      await this.takenAgain();
    }
  }

  async giveBack(): Promise<void> {
    clearInterval(this.#timer);
    await this.db.deleteFrom('workers').where('id', '=', this.id).execute();
  }

  async #write(now: Date): Promise<void> {
    await this.db
      .insertInto('workers')
      .values({
        id: this.id,
        host_key: localHostKey,
        hostname: hostname(),
        pid: process.pid,
        threads: this.threads,
        started_at: now.toISOString(),
        seen_at: now.toISOString(),
        ready: this.ready() ? 1 : 0,
      })
      .execute();
  }
}

/**
 * Removes the leases of dead worker processes (run out, or a neighbour on this host whose pid is
 * gone) and returns the processes that are alive, with their threads.
 */
export async function liveWorkers(
  db: Db,
  leaseMs: number,
  now = new Date(),
): Promise<{ id: string; hostname: string; threads: number; seen_at: string; ready: number }[]> {
  const all = await db
    .selectFrom('workers')
    .select(['id', 'host_key', 'hostname', 'pid', 'threads', 'seen_at', 'ready'])
    .execute();
  const staleBefore = new Date(now.getTime() - leaseMs).toISOString();
  const stale = all.filter((w) => w.seen_at < staleBefore);
  const gone = all.filter(
    (w) => localHostKey !== null && w.host_key === localHostKey && !pidAlive(w.pid),
  );
  // The stale condition is checked again as the rows are deleted: a lease renewed meanwhile stays.
  if (stale.length > 0) {
    await db.deleteFrom('workers').where('seen_at', '<', staleBefore).execute();
  }
  if (gone.length > 0) {
    await db
      .deleteFrom('workers')
      .where(
        'id',
        'in',
        gone.map((w) => w.id),
      )
      .execute();
  }
  const dead = new Set([...stale, ...gone]);
  return all
    .filter((w) => !dead.has(w))
    .map(({ id, hostname, threads, seen_at, ready }) => ({
      id,
      hostname,
      threads,
      seen_at,
      ready,
    }));
}
