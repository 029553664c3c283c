import type { Generated } from 'kysely';

export type JobStatus = 'queued' | 'running' | 'finished' | 'failed';
/**
 * fasta: peptides; genome: DNA translated in six frames; smiles: molecules of a compound tool;
 * docking: a docking tool's receptor, ligands and box (JSON, @peptox/docking-input).
 */
export type InputType = 'fasta' | 'genome' | 'smiles' | 'docking';

export interface JobsTable {
  /** 22 characters of base64url: 128 random bits, so ids cannot be guessed. */
  id: string;
  tool: string;
  status: JobStatus;
  /**
   * Lower case, so that the list by e-mail finds every job of an address; '' for a job given
   * without one (found by its id). The column stays NOT NULL: stored jobs need no migration.
   */
  email: string;
  description: string | null;
  /** JSON array of method ids. */
  methods: string;
  input_type: InputType;
  codon_table: number | null;
  /** The submitted text; emptied once the job ends (the result rows keep the sequences). */
  input: string;
  /** Records submitted (sequences, molecules or ligands); for a genome, the peptides predicted. */
  records: number;
  /**
   * The same count under its first name, which said sequences though it counts molecules too.
   * Written beside `records` and still the one read: while API processes are replaced one at a
   * time, a process of the previous release writes only this one. The next release reads
   * `records`, the one after drops this column (docs/deploy.md, "Renaming a column").
   */
  sequences: number;
  /** Result rows that a chosen method could not take (their note says why). */
  invalid: number;
  error: string | null;
  /** Bytes of the submitted text, for the daily quota of an address. */
  input_bytes: Generated<number>;
  /** The e-mail address the quotas count the job against (jobs/quota.ts); null without one. */
  quota_key: string | null;
  /** The client the quotas count the job against too: `client:<network address>`. */
  client_key: string | null;
  /** How many times a worker started the job; above 1 after a crash or a stop. */
  attempts: Generated<number>;
  /**
   * The attempt that holds the job while it runs (a random token): every write of a worker names
   * its attempt, and only the holder's writes are taken. Null while queued and once ended.
   */
  owner: string | null;
  /** The worker process (workers.id) that runs the job. */
  worker: string | null;
  /** JSON array of the models that made the values (ModelVersion), written when the job finishes. */
  model_versions: string | null;
  /** The job this one reruns with the models of its day. */
  rerun_of: string | null;
  /**
   * How far a running job has got, JSON { fraction, message }, for tools that say (docking);
   * null while queued and once ended.
   */
  progress: string | null;
  /**
   * Result rows, written when the job finishes: the records unless a record gives several rows
   * (a docking job's ligands give a row per pose). Null for jobs finished before it was kept.
   */
  result_rows: number | null;
  /** ISO 8601 timestamps (UTC), which sort as text. */
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** The result rows of a job, stored as JSON arrays of row objects in chunks of RESULT_CHUNK rows. */
export interface ResultChunksTable {
  job_id: string;
  chunk: number;
  rows: string;
}

/** A file a job made besides its rows (docked poses, a prepared receptor, the run's parameters). */
export interface JobFilesTable {
  job_id: string;
  /** Unique within the job: the name it downloads as. */
  name: string;
  /** The order the job made it in, which its page lists it in. */
  position: number;
  label: string;
  media_type: string;
  content: string;
  bytes: number;
}

/** A process that runs jobs, and the lease it renews while alive. */
export interface WorkersTable {
  id: string;
  /** The kernel boot and PID namespace the process runs in, so a neighbour can check its pid. */
  host_key: string | null;
  hostname: string;
  pid: number;
  threads: number;
  started_at: string;
  /** Last renewal of the lease; older than the lease period means the process is taken for dead. */
  seen_at: string;
  /** 1 while the process can take jobs (its queue connection works), 0 while it reconnects. */
  ready: Generated<number>;
}

/** A tool as one worker process published it when it started (JSON of a PublishedTool). */
export interface ToolPublicationsTable {
  worker: string;
  tool: string;
  description: string;
  published_at: string;
}

/** The row the health check writes, to know that the database takes writes. */
export interface HealthChecksTable {
  id: number;
  checked_at: string;
}

/** Mail waiting to be sent (an outbox): a job that ended, or a retrieval link. */
export interface MailsTable {
  id: string;
  /** At most one mail per key (one per job; one retrieval link per address and quarter hour). */
  dedupe_key: string | null;
  recipient: string;
  subject: string;
  body: string;
  attempts: Generated<number>;
  /** Not sent before this moment (later after each failure). */
  next_at: string;
  /** A sender holds the mail until then (SQLite's own outbox; PostgreSQL's queue locks itself). */
  claimed_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** What is left of a job past retention: enough to say it expired and to count it in statistics. */
export interface ExpiredJobsTable {
  id: string;
  tool: string;
  methods: string;
  created_at: string;
  expired_at: string;
}

export interface Database {
  jobs: JobsTable;
  result_chunks: ResultChunksTable;
  job_files: JobFilesTable;
  workers: WorkersTable;
  mails: MailsTable;
  expired_jobs: ExpiredJobsTable;
  health_checks: HealthChecksTable;
  tool_publications: ToolPublicationsTable;
}
