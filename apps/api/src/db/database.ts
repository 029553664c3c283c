import { chmodSync, closeSync, mkdirSync, openSync, statfsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Logger, runMigrations } from 'graphile-worker';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DatabaseLocation } from '../config.ts';
import { migrateToLatest } from './migrations.ts';
import type { Database } from './schema.ts';

// The only module that knows which database it is: opening it, its settings, write transactions,
// locks, the health check and which of its errors mean that it cannot serve for now. Queries
// elsewhere are plain Kysely and run on either.

export type Db = Kysely<Database> | Transaction<Database>;

/** Why the store cannot serve for now: each has its own sentence for the client (messages.ts). */
export type Unavailability = 'down' | 'full' | 'read-only' | 'deleted' | 'busy' | 'failing';

/** Thrown by the store itself when it refuses to write (its SQLite file deleted, its disk full). */
export class StoreUnavailable extends Error {
  constructor(
    readonly reason: Unavailability,
    message: string,
  ) {
    super(message);
  }
}

// SQLite's result codes (better-sqlite3 gives them as SQLITE_<NAME>[_<EXTENDED>]).
const sqliteReasons: [RegExp, Unavailability][] = [
  [/^SQLITE_FULL/, 'full'],
  [/^SQLITE_READONLY/, 'read-only'],
  [/^SQLITE_(BUSY|LOCKED)/, 'busy'],
  [/^SQLITE_(IOERR|CANTOPEN|CORRUPT|NOTADB|PERM)/, 'failing'],
];
// PostgreSQL's SQLSTATEs: disk full, a server or database that refuses writes, a server that is
// shutting down, starting or out of connections, and any lost connection (class 08).
const postgresReasons: [RegExp, Unavailability][] = [
  [/^53100$/, 'full'],
  [/^25006$/, 'read-only'],
  [/^(57P0[1-3]|53300|08...)$/, 'down'],
  [
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/,
    'down',
  ],
];
// node-postgres says that a connection broke in messages without a code.
const lostConnection =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * Whether an error of a query means that the store cannot serve for now (it may recover: a disk
 * freed, the server back), and why; null for any other error.
 */
export function unavailability(error: unknown): Unavailability | null {
  if (error instanceof StoreUnavailable) return error.reason;
  if (!(error instanceof Error)) return null;
  const code = String((error as { code?: unknown }).code ?? '');
  for (const [pattern, reason] of [...sqliteReasons, ...postgresReasons]) {
    if (pattern.test(code)) return reason;
  }
  if (lostConnection.test(error.message)) return 'down';
  // AggregateError: every address of a host name refused the connection.
  if (error instanceof AggregateError) {
    return error.errors.map(unavailability).find((reason) => reason !== null) ?? null;
  }
  return null;
}

export interface Store {
  db: Kysely<Database>;
  location: DatabaseLocation;
  /** PostgreSQL's connection pool (the job queue shares it); null for SQLite. */
  pgPool: pg.Pool | null;
  /**
   * Runs `work` in a transaction that writes. SQLite takes the write lock at once (BEGIN
   * IMMEDIATE), so a transaction of another process can never make it fail half-way; a SQLite
   * file deleted under the service is refused (StoreUnavailable) rather than written to.
   */
  write<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
  /**
   * Inside `write`: no other transaction that locks the same key, in any process, runs until
   * this one ends. PostgreSQL: an advisory lock; SQLite: nothing more to do, its write lock is
   * the whole database's.
   */
  lock(trx: Kysely<Database>, key: string): Promise<void>;
  /**
   * Throws when the database cannot take a write (file deleted, read-only or full, server down
   * or refusing writes): writes one row, as cheaply as a write can be.
   */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** Opens (creating and migrating when needed) the job database. */
export async function openStore(
  location: DatabaseLocation,
  { poolSize = 10 }: { poolSize?: number } = {},
): Promise<Store> {
  return location.kind === 'sqlite' ? openSqlite(location) : openPostgres(location, poolSize);
}

/** Free space below which a SQLite store takes no writes. */
const MIN_FREE_BYTES = 1024 * 1024;

async function openSqlite(location: DatabaseLocation & { kind: 'sqlite' }): Promise<Store> {
  const { file } = location;
  // Submissions hold e-mail addresses: the folder and the file are the owner's alone. SQLite
  // gives the -wal and -shm files the database file's permissions.
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  const sqlite = new SQLite(file);
  // WAL: readers (HTTP) never wait for the writer (results being stored); NORMAL is durable
  // across process crashes, which the queue relies on. Other processes may share the file.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const opened = statSync(file);
  // A deleted file stays writable through the open handle, and whatever is written to it is lost
  // with it: compare the path's file with the one opened (a stat, a few microseconds) first.
  const assertSameFile = () => {
    let now: ReturnType<typeof statSync> | undefined;
    try {
      now = statSync(file);
    } catch {
      now = undefined;
    }
    if (!now || now.ino !== opened.ino || now.dev !== opened.dev) {
      throw new StoreUnavailable(
        'deleted',
        `The database file ${file} was deleted or replaced while the service ran; restore it or restart the service.`,
      );
    }
  };
  // SQLite rewrites its WAL in place, so small writes may still pass on a full disk while larger
  // ones fail half-way: below this much free space (for an unprivileged user) nothing is written.
  const assertRoom = () => {
    const { bavail, bsize } = statfsSync(dirname(file));
    if (bavail * bsize < MIN_FREE_BYTES) {
      throw new StoreUnavailable(
        'full',
        `The disk of the database file ${file} has less than ${MIN_FREE_BYTES / 1024 / 1024} MB free.`,
      );
    }
  };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db as Kysely<unknown>);
  const write = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    db.connection().execute(async (connection) => {
      assertSameFile();
      assertRoom();
      await sql`begin immediate`.execute(connection);
      try {
        const result = await work(connection);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        // SQLite may have rolled back already (a full disk, an I/O error): the original error
        // is the one to report.
        if (sqlite.inTransaction) await sql`rollback`.execute(connection);
        throw error;
      }
    });
  return {
    db,
    location,
    pgPool: null,
    write,
    lock: async () => undefined,
    check: () => write(heartbeat),
    close: () => db.destroy(),
  };
}

/** The write of the health check: one small row, the same one every time. */
async function heartbeat(trx: Kysely<Database>): Promise<void> {
  const at = new Date().toISOString();
  await trx
    .insertInto('health_checks')
    .values({ id: 1, checked_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ checked_at: at }))
    .execute();
}

async function openPostgres(
  location: DatabaseLocation & { kind: 'postgres' },
  poolSize: number,
): Promise<Store> {
  const pool = new pg.Pool({ connectionString: location.url, max: poolSize });
  // An idle connection that the server drops must not take the process down.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // The jobs table's triggers queue jobs and mails in graphile-worker: its schema comes first.
  await runMigrations({ pgPool: pool, logger: new Logger(() => () => undefined) });
  await migrateToLatest(db as Kysely<unknown>);
  const write = <T>(work: (trx: Kysely<Database>) => Promise<T>) => db.transaction().execute(work);
  return {
    db,
    location,
    pgPool: pool,
    write,
    async lock(trx, key) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    },
    check: () => write(heartbeat),
    // Kysely's destroy ends the pool.
    close: () => db.destroy(),
  };
}
