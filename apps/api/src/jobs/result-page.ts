import type { ServedTool } from '../context.ts';
import type { Db } from '../db/database.ts';
import { listJobFiles } from './files.ts';
import type { JobRecord } from './job-record.ts';
import { columnsAndTablesOf, pickColumns } from './present.ts';
import { readRows } from './store.ts';

/**
 * One page of a finished job's result: the columns and tables of the methods it ran, the page's
 * rows with those columns only, how many rows there are, and the files the job made.
 */
export async function resultPage(
  db: Db,
  job: JobRecord,
  predictor: ServedTool,
  { page, pageSize }: { page: number; pageSize: number },
) {
  const layout = columnsAndTablesOf(predictor, job.methods);
  const [rows, files] = await Promise.all([
    readRows(db, job.id, (page - 1) * pageSize, pageSize),
    listJobFiles(db, job.id),
  ]);
  const keys = layout.columns.map((c) => c.key);
  return {
    ...layout,
    rows: rows.map((row) => pickColumns(row, keys)),
    total: job.result_rows ?? job.records,
    page,
    pageSize,
    files: files.map((f) => ({
      name: f.name,
      label: f.label,
      mediaType: f.media_type,
      bytes: f.bytes,
    })),
  };
}
