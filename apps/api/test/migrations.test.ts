import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../src/db/migrations.ts';
import { tempFolder } from './helpers.ts';

// Migrations on a store that an earlier release left with jobs in it (SQLite; the DDL is the
// same on PostgreSQL, whose store tests run every migration on an empty database).
const folder = tempFolder();
afterAll(() => folder.remove());

describe('the job record count', () => {
  it("is copied from a stored job's old column when the new one is added", async () => {
    const db = new Kysely<unknown>({
      dialect: new SqliteDialect({ database: new SQLite(join(folder.dir, 'old.sqlite')) }),
    });
    await migrateTo(db, '0008_job_progress_rows_and_files');
    await sql`insert into jobs (id, tool, status, email, methods, input_type, input, sequences, created_at)
      values ('old', 'bestox', 'finished', '', '["bestox"]', 'smiles', '', 5, '2026-11-01T00:00:00Z')`.execute(
      db,
    );
    await migrateToLatest(db);
    const row = await sql<{
      records: number;
      sequences: number;
    }>`select records, sequences from jobs where id = 'old'`.execute(db);
    expect(row.rows).toEqual([{ records: 5, sequences: 5 }]);
    await db.destroy();
  });
});
