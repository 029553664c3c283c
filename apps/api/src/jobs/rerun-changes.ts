import type { Cell, ResultRow } from '@peptox/tool-schema';
import type { ServedTool } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { JobRecord } from './job-record.ts';
import { columnsAndTablesOf } from './present.ts';
import { eachRowChunk } from './store.ts';

/** Rows of a rerun listed with their changes; `total` counts them all. */
const LISTED_CHANGES = 1000;

export interface RowChange {
  id: string;
  input: Cell;
  columns: { key: string; before: Cell; after: Cell }[];
}

/**
 * The rows of a finished rerun whose values differ from the original's, matched by the record's
 * name: how many, and the first LISTED_CHANGES with both values of each changed column.
 */
export async function rerunChanges(
  db: Db,
  rerun: JobRecord,
  original: Pick<JobRecord, 'id'>,
  predictor: ServedTool,
): Promise<{ total: number; changes: RowChange[] }> {
  const layout = columnsAndTablesOf(predictor, rerun.methods);
  const keys = comparedKeys(layout.columns);
  const [idKey, inputKey] = layout.columns.map((c) => c.key);
  const before = new Map<string, ResultRow>();
  for await (const rows of eachRowChunk(db, original.id)) {
    for (const row of rows) before.set(String(row[idKey as string]), row);
  }
  const changes: RowChange[] = [];
  let total = 0;
  for await (const rows of eachRowChunk(db, rerun.id)) {
    for (const row of rows) {
      const id = String(row[idKey as string]);
      const old = before.get(id) ?? {};
      const columns = keys
        .filter((key) => (old[key] ?? null) !== (row[key] ?? null))
        .map((key) => ({ key, before: old[key] ?? null, after: row[key] ?? null }));
      if (columns.length === 0) continue;
      total++;
      if (changes.length < LISTED_CHANGES)
        changes.push({ id, input: row[inputKey as string] ?? null, columns });
    }
  }
  return { total, changes };
}

/** The value columns of the methods a job ran, which a rerun compares (evidence aside). */
function comparedKeys(columns: readonly { key: string; method?: string; role?: string }[]) {
  return columns.filter((c) => c.method && !c.role).map((c) => c.key);
}
