import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { migrateToLatest } from './migrations.ts';
import type { Database } from './schema.ts';

// The one SQLite-specific module: opening the file and its pragmas. Queries elsewhere are plain
// Kysely, so a PostgreSQL dialect can replace this module later.

/** Opens (creating folder and file when needed) and migrates the job database. */
export async function openDatabase(file: string): Promise<Kysely<Database>> {
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL: readers (HTTP) never wait for the writer (results being stored); NORMAL is durable
  // across process crashes, which is what the queue's recovery relies on.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db as Kysely<unknown>);
  return db;
}
