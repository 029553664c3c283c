import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresAdapter,
  sql,
} from 'kysely';

// Portable DDL only (text, integer): the same migrations run on SQLite and on PostgreSQL.
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
  '0002_ownership_workers_mail_retention': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('jobs').addColumn('owner', 'text').execute();
      await db.schema.alterTable('jobs').addColumn('worker', 'text').execute();
      await db.schema
        .alterTable('jobs')
        .addColumn('input_bytes', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('jobs_worker').on('jobs').columns(['status', 'worker']).execute();
      await db.schema.createIndex('jobs_finished').on('jobs').column('finished_at').execute();
      await db.schema
        .createTable('workers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('host_key', 'text')
        .addColumn('hostname', 'text', (c) => c.notNull())
        .addColumn('pid', 'integer', (c) => c.notNull())
        .addColumn('threads', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('seen_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('mails')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('dedupe_key', 'text', (c) => c.unique())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_at', 'text', (c) => c.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mails_due')
        .on('mails')
        .columns(['sent_at', 'next_at'])
        .execute();
      await db.schema
        .createTable('expired_jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tool', 'text', (c) => c.notNull())
        .addColumn('methods', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expired_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('expired_jobs_tool')
        .on('expired_jobs')
        .columns(['tool', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('expired_jobs').execute();
      await db.schema.dropTable('mails').execute();
      await db.schema.dropTable('workers').execute();
      await db.schema.dropIndex('jobs_finished').execute();
      await db.schema.dropIndex('jobs_worker').execute();
      await db.schema.alterTable('jobs').dropColumn('input_bytes').execute();
      await db.schema.alterTable('jobs').dropColumn('worker').execute();
      await db.schema.alterTable('jobs').dropColumn('owner').execute();
    },
  },
  '0003_postgres_queue_triggers': {
    // PostgreSQL only: a job whose row becomes queued (submitted, or put back) is added to
    // graphile-worker in the same statement, and so is each mail of the outbox, by triggers that
    // call graphile_worker.add_job (graphile-worker's schema is migrated before this one). The
    // job's id is the entry's key: adding it again while a dead worker still holds the old entry
    // retires that one. SQLite's queue is the jobs table itself.
    async up(db: Kysely<unknown>) {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await sql`
        create function peptox_queue_job(job_id text) returns void language sql as $$
          select graphile_worker.add_job('predict', json_build_object('id', job_id),
            job_key => 'predict:' || job_id)
        $$`.execute(db);
      await sql`
        create function peptox_jobs_queued() returns trigger language plpgsql as $$
        begin
          perform peptox_queue_job(new.id);
          return new;
        end $$`.execute(db);
      await sql`
        create trigger jobs_queued_on_insert after insert on jobs
        for each row when (new.status = 'queued') execute function peptox_jobs_queued()`.execute(
        db,
      );
      await sql`
        create trigger jobs_queued_on_update after update of status on jobs
        for each row when (new.status = 'queued' and old.status <> 'queued')
        execute function peptox_jobs_queued()`.execute(db);
      await sql`
        create function peptox_mails_added() returns trigger language plpgsql as $$
        begin
          perform graphile_worker.add_job('mail', json_build_object('id', new.id), max_attempts => 12);
          return new;
        end $$`.execute(db);
      await sql`
        create trigger mails_added after insert on mails
        for each row execute function peptox_mails_added()`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await sql`drop trigger mails_added on mails`.execute(db);
      await sql`drop trigger jobs_queued_on_update on jobs`.execute(db);
      await sql`drop trigger jobs_queued_on_insert on jobs`.execute(db);
      await sql`drop function peptox_mails_added, peptox_jobs_queued, peptox_queue_job`.execute(db);
    },
  },
  '0004_quota_key_health_readiness': {
    async up(db: Kysely<unknown>) {
      // Quotas count by a key of their own (jobs/quota.ts), the address so far.
      await db.schema.alterTable('jobs').addColumn('quota_key', 'text').execute();
      await sql`update jobs set quota_key = email`.execute(db);
      await db.schema
        .createIndex('jobs_quota_key')
        .on('jobs')
        .columns(['quota_key', 'created_at'])
        .execute();
      await db.schema
        .alterTable('workers')
        .addColumn('ready', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('health_checks')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('checked_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('health_checks').execute();
      await db.schema.alterTable('workers').dropColumn('ready').execute();
      await db.schema.dropIndex('jobs_quota_key').execute();
      await db.schema.alterTable('jobs').dropColumn('quota_key').execute();
    },
  },
  '0005_model_versions_and_reruns': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('jobs').addColumn('model_versions', 'text').execute();
      await db.schema.alterTable('jobs').addColumn('rerun_of', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('jobs').dropColumn('rerun_of').execute();
      await db.schema.alterTable('jobs').dropColumn('model_versions').execute();
    },
  },
  '0006_per_tool_queues_and_published_tools': {
    // Workers publish the tools they run (description, model cards, model versions), one row per
    // worker process and tool; the API serves and validates from these rows. On PostgreSQL each
    // tool's jobs get a graphile-worker task of their own (predict:<tool>), so a worker process
    // started for some tools is handed only their jobs; the entries queued before are re-keyed.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tool_publications')
        .addColumn('worker', 'text', (c) => c.notNull())
        .addColumn('tool', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('tool_publications_pk', ['worker', 'tool'])
        .execute();
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await sql`
        create function peptox_queue_job(job_id text, job_tool text) returns void language sql as $$
          select graphile_worker.add_job('predict:' || job_tool, json_build_object('id', job_id),
            job_key => 'predict:' || job_id)
        $$`.execute(db);
      await sql`
        create or replace function peptox_jobs_queued() returns trigger language plpgsql as $$
        begin
          perform peptox_queue_job(new.id, new.tool);
          return new;
        end $$`.execute(db);
      await sql`drop function peptox_queue_job(text)`.execute(db);
      await sql`select peptox_queue_job(id, tool) from jobs where status = 'queued'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('tool_publications').execute();
      if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
      await sql`
        create function peptox_queue_job(job_id text) returns void language sql as $$
          select graphile_worker.add_job('predict', json_build_object('id', job_id),
            job_key => 'predict:' || job_id)
        $$`.execute(db);
      await sql`
        create or replace function peptox_jobs_queued() returns trigger language plpgsql as $$
        begin
          perform peptox_queue_job(new.id);
          return new;
        end $$`.execute(db);
      await sql`drop function peptox_queue_job(text, text)`.execute(db);
      await sql`select peptox_queue_job(id) from jobs where status = 'queued'`.execute(db);
    },
  },
  '0007_client_quota_key': {
    // The quotas count per client (its network address) as well as per e-mail address, so that
    // one client cannot hold more by giving more addresses. A job given without an address was
    // counted by its client under quota_key already: that key moves here.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('jobs').addColumn('client_key', 'text').execute();
      await sql`update jobs set client_key = quota_key, quota_key = null where quota_key like 'client:%'`.execute(
        db,
      );
      await db.schema
        .createIndex('jobs_client_key')
        .on('jobs')
        .columns(['client_key', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`update jobs set quota_key = client_key where quota_key is null`.execute(db);
      await db.schema.dropIndex('jobs_client_key').execute();
      await db.schema.alterTable('jobs').dropColumn('client_key').execute();
    },
  },
  '0008_job_progress_rows_and_files': {
    // Docking jobs: how far a running job has got, how many rows a finished one has (a ligand
    // gives a row per pose), and the files it made (poses, receptor, parameters), deleted with
    // the job.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('jobs').addColumn('progress', 'text').execute();
      await db.schema.alterTable('jobs').addColumn('result_rows', 'integer').execute();
      await db.schema
        .createTable('job_files')
        .addColumn('job_id', 'text', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('job_files_pk', ['job_id', 'name'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('job_files').execute();
      await db.schema.alterTable('jobs').dropColumn('result_rows').execute();
      await db.schema.alterTable('jobs').dropColumn('progress').execute();
    },
  },
  '0009_job_record_count': {
    // `sequences` counts molecules and ligands too: its new name, written beside the old one
    // for a release (see JobsTable.sequences).
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('jobs')
        .addColumn('records', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update jobs set records = sequences`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('jobs').dropColumn('records').execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database up to the latest schema; throws when a migration fails. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
}

/** Brings the database up (or down) to the named migration: a store as an earlier release left it. */
export async function migrateTo(db: Kysely<unknown>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error;
}
