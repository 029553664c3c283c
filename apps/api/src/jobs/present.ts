import type { Column, JobProgress, ModelVersion, ResultRow, TableSpec } from '@peptox/tool-schema';
import type { ServedTool } from '../context.ts';
import type { JobRecord } from './job-record.ts';
import type { JobSummary } from './lists.ts';

/** A stored job as the API shows it (never the e-mail address or the input). */
export function presentJob(job: JobRecord) {
  return {
    id: job.id,
    tool: job.tool,
    status: job.status,
    description: job.description,
    methods: job.methods,
    inputType: job.input_type,
    codonTable: job.codon_table,
    createdAt: job.created_at,
    startedAt: job.started_at,
    finishedAt: job.finished_at,
    // `sequences` is the count's first name, kept for clients written against it.
    counts: { records: job.records, invalid: job.invalid, sequences: job.records },
    error: job.error,
    attempts: job.attempts,
    modelVersions: modelVersionsOf(job),
    rerunOf: job.rerun_of,
    progress: job.progress ? (JSON.parse(job.progress) as JobProgress) : null,
  };
}

/** The models that made a finished job's values (none before it finished). */
export function modelVersionsOf(job: Pick<JobRecord, 'model_versions'>): ModelVersion[] {
  return job.model_versions ? (JSON.parse(job.model_versions) as ModelVersion[]) : [];
}

export function presentSummary(job: JobSummary) {
  return {
    id: job.id,
    tool: job.tool,
    description: job.description,
    status: job.status,
    createdAt: job.created_at,
    finishedAt: job.finished_at,
  };
}

/**
 * The columns and tables of a job's results: those of the methods it ran, plus id, sequence and
 * note. A table left with no method column (activity, when MIC was not chosen) is dropped.
 */
export function columnsAndTablesOf(
  predictor: ServedTool,
  methods: readonly string[],
): { columns: Column[]; tables: TableSpec[] } {
  const columns = predictor.columns.filter((c) => !c.method || methods.includes(c.method));
  const shown = new Set(columns.map((c) => c.key));
  const byMethod = new Set(columns.filter((c) => c.method).map((c) => c.key));
  const tables = predictor.tables
    .map((t) => ({ ...t, columns: t.columns.filter((key) => shown.has(key)) }))
    .filter((t) => t.columns.some((key) => byMethod.has(key)));
  return { columns, tables };
}

/** A result row with exactly the given columns, null where it has no value. */
export function pickColumns(row: ResultRow, keys: readonly string[]): ResultRow {
  const out: ResultRow = {};
  for (const key of keys) out[key] = row[key] ?? null;
  return out;
}
