import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Logger, runMigrations } from 'graphile-worker';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DatabaseLocation } from '../config.ts';
import { migrateToLatest } from './migrations.ts';
import type { Database } from './schema.ts';

// The only module that knows which database it is: opening it, its settings, write transactions
// and the health check. Queries elsewhere are plain Kysely and run on either.

export type Db = Kysely<Database> | Transaction<Database>;

export interface Store {
  db: Kysely<Database>;
  location: DatabaseLocation;
  /** PostgreSQL's connection pool (the job queue shares it); null for SQLite. */
  pgPool: pg.Pool | null;
  /**
   * Runs `work` in a transaction that writes. SQLite takes the write lock at once (BEGIN
   * IMMEDIATE), so a transaction of another process can never make it fail half-way.
   */
  write<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
  /** Throws with a sentence when the database cannot serve (file deleted, server down). */
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db as Kysely<unknown>);
  return {
    db,
    location,
    pgPool: null,
    write: (work) =>
      db.connection().execute(async (connection) => {
        await sql`begin immediate`.execute(connection);
        try {
          const result = await work(connection);
          await sql`commit`.execute(connection);
          return result;
        } catch (error) {
          await sql`rollback`.execute(connection);
          throw error;
        }
      }),
    async check() {
      // A deleted file stays readable through the open handle, so compare the path's file.
      let now: ReturnType<typeof statSync> | undefined;
      try {
        now = statSync(file);
      } catch {
        now = undefined;
      }
      if (!now || now.ino !== opened.ino || now.dev !== opened.dev) {
        throw new Error(
          `The database file ${file} was deleted or replaced while the service ran; restore it or restart the service.`,
        );
      }
      await sql`select 1 from jobs limit 1`.execute(db);
    },
    close: () => db.destroy(),
  };
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
  return {
    db,
    location,
    pgPool: pool,
    write: (work) => db.transaction().execute(work),
    async check() {
      await sql`select 1 from jobs limit 1`.execute(db);
    },
    // Kysely's destroy ends the pool.
    close: () => db.destroy(),
  };
}
