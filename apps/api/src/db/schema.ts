import type { Generated } from 'kysely';

export type JobStatus = 'queued' | 'running' | 'finished' | 'failed';
/** fasta: peptides; genome: DNA translated in six frames; smiles: molecules of a compound tool. */
export type InputType = 'fasta' | 'genome' | 'smiles';

export interface JobsTable {
  /** 22 characters of base64url: 128 random bits, so ids cannot be guessed. */
  id: string;
  tool: string;
  status: JobStatus;
  /** Lower case, so that the list by e-mail finds every job of an address. */
  email: string;
  description: string | null;
  /** JSON array of method ids. */
  methods: string;
  input_type: InputType;
  codon_table: number | null;
  /** The submitted text; emptied once the job finished (the result rows keep the sequences). */
  input: string;
  /** Records submitted; for a genome, the peptides predicted once the job ran. */
  sequences: number;
  /** Result rows that a chosen method could not take (their note says why). */
  invalid: number;
  error: string | null;
  /** How many times a worker started the job; above 1 after a crash or a stop. */
  attempts: Generated<number>;
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

export interface Database {
  jobs: JobsTable;
  result_chunks: ResultChunksTable;
}
