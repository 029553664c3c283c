import {
  type Cell,
  type Column,
  cellsInWords,
  csvField,
  type ModelVersion,
  type ResultRow,
  type TableSpec,
  tableRows,
} from '@peptox/tool-schema';
import type { ServedTool } from '../context.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';
import type { JobRecord } from './job-record.ts';
import { columnsAndTablesOf, modelVersionsOf } from './present.ts';
import { eachRowChunk } from './store.ts';

/**
 * A finished job's result table (a table id of its tool, or 'all' for every column) as CSV lines,
 * read from the store chunk by chunk as they are sent. Throws ApiError 404 at once, before any
 * line, for a table the job does not have.
 */
export function jobTableCsv(
  db: Db,
  job: JobRecord,
  predictor: ServedTool,
  table: string,
): AsyncGenerator<string> {
  const layout = columnsAndTablesOf(predictor, job.methods);
  const spec = layout.tables.find((t) => t.id === table);
  const keys = table === 'all' ? layout.columns.map((c) => c.key) : spec?.columns;
  if (!keys) {
    const known = [...layout.tables.map((t) => t.id), 'all'];
    throw notFound('table', messages.tableUnknown(table, known));
  }
  // Which models made the values, on every row: a file that travels alone still says it.
  const models = modelVersionsOf(job).map(describeVersion).join('; ');
  return csvLines(
    [...keys, 'models'],
    layout.columns,
    tableChunks(spec ?? {}, eachRowChunk(db, job.id)),
    { models },
  );
}

/** A table's rows, chunk by chunk: those its condition keeps (a docking job's best poses). */
async function* tableChunks(
  table: Pick<TableSpec, 'where'>,
  chunks: AsyncIterable<ResultRow[]>,
): AsyncGenerator<ResultRow[]> {
  for await (const rows of chunks) yield tableRows(table, rows);
}

/** A model version as a CSV cell reads it: 'mic-ec 1a2b3c4d5e6f (trained 2026-11-24)'. */
const describeVersion = (v: ModelVersion) => `${v.model} ${v.version} (trained ${v.trainedAt})`;

/**
 * A result table as CSV for a spreadsheet: a byte-order mark first (so that it reads the file as
 * UTF-8, '–' and 'µ' included), the classes in words. The keys stay those of the API's columns;
 * `extra` fills a column every row shares (the models).
 */
async function* csvLines(
  keys: string[],
  columns: readonly Column[],
  chunks: AsyncIterable<ResultRow[]>,
  extra: Record<string, Cell> = {},
) {
  const inWords = cellsInWords(columns);
  const cell = (row: ResultRow, key: string) => csvField(inWords(row, key) ?? extra[key] ?? null);
  yield `\uFEFF${keys.map(csvField).join(',')}\r\n`;
  for await (const rows of chunks) {
    yield rows.map((row) => `${keys.map((k) => cell(row, k)).join(',')}\r\n`).join('');
  }
}
