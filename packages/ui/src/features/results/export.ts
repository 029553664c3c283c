// Files of the rows a table shows: CSV, TSV, and the records themselves (FASTA for peptides,
// .smi for molecules, each record's values in its header). Classes are written in words, as the
// table shows them, and beside each class the threshold it was computed at, so a file says which
// threshold made its classes. CSV and TSV start with a byte-order mark: spreadsheet programs then
// read them as UTF-8 ('–', 'µ') rather than in the computer's legacy encoding.
import { type Cell, type Column, type ResultRow, toCsv } from '@peptox/tool-schema';
import {
  classifier,
  classStateLabel,
  findColumn,
  type ResultLayout,
  type ThresholdPair,
  type Thresholds,
  thresholdOf,
} from './columns.ts';
import type { ResultFilters } from './row-model.ts';

export type ExportFormat = 'csv' | 'tsv' | 'fasta' | 'smi';

/** The formats a result offers: its records as FASTA or as SMILES, by what its input is. */
export function exportFormats(layout: ResultLayout): ExportFormat[] {
  const input = findColumn(layout, layout.inputKey);
  return ['csv', 'tsv', input?.type === 'molecule' ? 'smi' : 'fasta'];
}

/** The column of a threshold in exports, e.g. ampep_threshold. */
export const thresholdKey = (pair: ThresholdPair) => `${pair.method}_threshold`;

/**
 * The columns of an export: the table's, and for each classifier the table shows (its class or
 * its probability) or filters on, its class and its threshold, the threshold right after the class.
 */
export function exportKeys(
  layout: ResultLayout,
  keys: readonly string[],
  filters: ResultFilters,
): { keys: string[]; pairs: ThresholdPair[] } {
  const pairs = layout.pairs.filter(
    (p) =>
      keys.includes(p.class) ||
      keys.includes(p.probability) ||
      (filters.classes[p.class]?.length ?? 0) > 0,
  );
  const out = [...keys];
  for (const pair of pairs) {
    if (!out.includes(pair.class)) {
      const note = out.indexOf('note');
      out.splice(note < 0 ? out.length : note, 0, pair.class);
    }
    out.splice(out.indexOf(pair.class) + 1, 0, thresholdKey(pair));
  }
  withEvidence(layout, out);
  return { keys: out, pairs };
}

/**
 * Every value the export holds keeps its evidence: its interval's bounds right after it, and its
 * model's nearest measured record and domain before the note (those not already there).
 */
function withEvidence(layout: ResultLayout, out: string[]): void {
  const insertBeforeNote = (key: string) => {
    const note = out.indexOf('note');
    out.splice(note < 0 ? out.length : note, 0, key);
  };
  const models = new Set<string>();
  for (const key of [...out]) {
    const column = findColumn(layout, key);
    if (!column || column.model === undefined || column.role !== undefined) continue;
    models.add(column.model);
    if (column.interval) {
      let at = out.indexOf(key);
      for (const bound of [column.interval.low, column.interval.high]) {
        if (out.includes(bound) || !findColumn(layout, bound)) continue;
        out.splice(++at, 0, bound);
      }
    }
  }
  for (const model of models) {
    for (const column of layout.columns) {
      const evidence = column.role !== undefined && !column.role.startsWith('interval');
      if (column.model === model && evidence && !out.includes(column.key)) {
        insertBeforeNote(column.key);
      }
    }
  }
}

/**
 * The rows as exported: the classes of `keys` in words, at the thresholds in force, and the
 * threshold of each of `pairs` in its column.
 */
export function exportedRows(
  layout: ResultLayout,
  rows: readonly ResultRow[],
  keys: readonly string[],
  pairs: readonly ThresholdPair[],
  thresholds: Thresholds,
): ResultRow[] {
  const classes = keys
    .map((key) => findColumn(layout, key))
    .filter((column): column is Column => column?.type === 'class')
    .map((column) => ({ column, state: classifier(layout, column, thresholds) }));
  const cutOffs = pairs.map((pair) => [thresholdKey(pair), thresholdOf(pair, thresholds)] as const);
  return rows.map((row) => {
    const out: ResultRow = { ...row };
    for (const { column, state } of classes) {
      const shown = state(row);
      out[column.key] = shown === 'empty' ? null : classStateLabel(column, shown);
    }
    for (const [key, threshold] of cutOffs) out[key] = threshold;
    return out;
  });
}

const BOM = '\uFEFF';

// Tabs and line breaks would split a TSV cell; they never occur in ids, sequences or numbers.
function tsvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const flat = value.replace(/[\t\r\n]+/g, ' ');
  return /^[=+\-@]/.test(flat) ? `'${flat}` : flat;
}

export function toTsv(keys: readonly string[], rows: Iterable<ResultRow>): string {
  const lines = [keys.join('\t')];
  for (const row of rows) lines.push(keys.map((key) => tsvField(row[key] ?? null)).join('\t'));
  return `${lines.join('\n')}\n`;
}

/** `key=value` words for a FASTA or SMILES line: the row's values, classes and thresholds. */
function labels(row: ResultRow, keys: readonly string[]): string {
  return keys
    .filter((key) => row[key] !== null && row[key] !== undefined)
    .map((key) => ` ${key}=${String(row[key]).replace(/\s+/g, '_')}`)
    .join('');
}

/** The rows' sequences as FASTA, 60 residues a line; headers the row ids, then `labels`. */
export function toFasta(
  rows: Iterable<ResultRow>,
  inputKey = 'sequence',
  labelKeys: readonly string[] = [],
): string {
  let text = '';
  for (const row of rows) {
    const sequence = typeof row[inputKey] === 'string' ? (row[inputKey] as string) : '';
    if (!sequence) continue;
    text += `>${row.id ?? ''}${labels(row, labelKeys)}\n`;
    for (let i = 0; i < sequence.length; i += 60) text += `${sequence.slice(i, i + 60)}\n`;
  }
  return text;
}

/** The rows' molecules as a SMILES file: `SMILES name`, then `labels`, a line each. */
export function toSmi(
  rows: Iterable<ResultRow>,
  inputKey = 'smiles',
  labelKeys: readonly string[] = [],
): string {
  let text = '';
  for (const row of rows) {
    const smiles = row[inputKey];
    if (typeof smiles === 'string' && smiles) {
      text += `${smiles} ${row.id ?? ''}${labels(row, labelKeys)}\n`;
    }
  }
  return text;
}

export interface ExportRequest {
  layout: ResultLayout;
  /** The table's columns. */
  keys: readonly string[];
  /** The rows shown, in the order shown. */
  rows: readonly ResultRow[];
  thresholds: Thresholds;
  filters: ResultFilters;
}

export function exportRows(
  format: ExportFormat,
  { layout, keys, rows, thresholds, filters }: ExportRequest,
): { text: string; mime: string; extension: string } {
  const exported = exportKeys(layout, keys, filters);
  const out = exportedRows(layout, rows, exported.keys, exported.pairs, thresholds);
  if (format === 'csv')
    return { text: BOM + toCsv(exported.keys, out), mime: 'text/csv', extension: 'csv' };
  if (format === 'tsv') {
    return {
      text: BOM + toTsv(exported.keys, out),
      mime: 'text/tab-separated-values',
      extension: 'tsv',
    };
  }
  // The header line carries what the view shows of each record: its scores, values and classes
  // (the evidence added to a table's columns stays in CSV and TSV: a header line is kept short).
  const labelKeys = exported.keys.filter(
    (key) =>
      (keys.includes(key) || findColumn(layout, key)?.role === undefined) &&
      key !== layout.idKey &&
      key !== layout.inputKey &&
      key !== 'note' &&
      findColumn(layout, key)?.type !== 'molecule',
  );
  if (format === 'smi') {
    return {
      text: toSmi(out, layout.inputKey, labelKeys),
      mime: 'chemical/x-daylight-smiles',
      extension: 'smi',
    };
  }
  return {
    text: toFasta(out, layout.inputKey, labelKeys),
    mime: 'text/x-fasta',
    extension: 'fasta',
  };
}

/** Saves text as a file through a temporary link (the browser's download). */
export function saveText(text: string, mime: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
