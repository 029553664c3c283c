import type { Selectable } from 'kysely';
import type { JobsTable } from '../db/schema.ts';

/** A job's row as the store reads it (never the input, the attempt, the worker or the quota keys). */
type StoredJob = Omit<
  Selectable<JobsTable>,
  'input' | 'owner' | 'worker' | 'input_bytes' | 'quota_key' | 'client_key' | 'records'
>;

/** A read job's columns made into its record: the methods parsed, the count under its name. */
type Read<Row extends StoredJob> = Omit<Row, 'methods' | 'sequences'> & {
  methods: string[];
  /** Records submitted (sequences, molecules or ligands); for a genome, the peptides predicted. */
  records: number;
};

/** A stored job with its methods read: what the rest of the service works with. */
export type JobRecord = Read<StoredJob>;

/** The columns of a job that reads select (those of StoredJob). */
export const jobColumns = [
  'id',
  'tool',
  'status',
  'email',
  'description',
  'methods',
  'input_type',
  'codon_table',
  'sequences',
  'invalid',
  'error',
  'attempts',
  'model_versions',
  'rerun_of',
  'progress',
  'result_rows',
  'created_at',
  'started_at',
  'finished_at',
] as const;

/**
 * The method ids of a job's `methods` column (a JSON array as text on either store; expired
 * jobs keep it the same way).
 */
export function storedMethods(text: string): string[] {
  return JSON.parse(text) as string[];
}

/** A job's row as read (with the input too, for a claim) made into its record. */
export function jobRecord<Row extends StoredJob>(row: Row): Read<Row> {
  // The count is read from its old column this release (JobsTable.sequences says why).
  const { methods, sequences, ...rest } = row;
  return { ...rest, methods: storedMethods(methods), records: sequences };
}
