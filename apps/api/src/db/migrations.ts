import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';

// Portable DDL only (text, integer), so that the same migrations can run on PostgreSQL.
const migrations: Record<string, Migration> = {
  '0001_jobs_and_results': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tool', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('methods', 'text', (c) => c.notNull())
        .addColumn('input_type', 'text', (c) => c.notNull())
        .addColumn('codon_table', 'integer')
        .addColumn('input', 'text', (c) => c.notNull())
        .addColumn('sequences', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('invalid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text')
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema
        .createIndex('jobs_status')
        .on('jobs')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('jobs_email')
        .on('jobs')
        .columns(['email', 'created_at'])
        .execute();
      await db.schema.createIndex('jobs_tool').on('jobs').columns(['tool', 'created_at']).execute();
      await db.schema
        .createTable('result_chunks')
        .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('chunk', 'integer', (c) => c.notNull())
        .addColumn('rows', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('result_chunks_pk', ['job_id', 'chunk'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('result_chunks').execute();
      await db.schema.dropTable('jobs').execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database up to the latest schema; throws when a migration fails. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
}
