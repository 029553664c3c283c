import { type Cell, type Column, INVALID_CLASS, type ResultRow } from '@peptox/tool-schema';

/** A classifier's probability column and the class column computed from it. */
export interface ThresholdPair {
  method: string;
  label: string;
  probability: string;
  class: string;
}

export const DEFAULT_THRESHOLD = 0.5;

/** The probability/class pairs among the columns (same method), in column order. */
export function thresholdPairs(columns: readonly Column[]): ThresholdPair[] {
  const pairs: ThresholdPair[] = [];
  for (const column of columns) {
    if (column.type !== 'probability' || !column.method) continue;
    const classColumn = columns.find((c) => c.type === 'class' && c.method === column.method);
    if (classColumn) {
      pairs.push({
        method: column.method,
        label: column.label,
        probability: column.key,
        class: classColumn.key,
      });
    }
  }
  return pairs;
}

/**
 * The rows with each set threshold's class recomputed (probability >= threshold -> 1).
 * A sequence the method could not take keeps its INVALID_CLASS; rows are copied only when needed.
 */
export function applyThresholds(
  rows: readonly ResultRow[],
  pairs: readonly ThresholdPair[],
  thresholds: Readonly<Record<string, number>>,
): ResultRow[] {
  // Until the visitor moves a threshold, the class is the service's own.
  const active = pairs.filter((pair) => thresholds[pair.method] !== undefined);
  if (active.length === 0) return rows as ResultRow[];
  return rows.map((row) => {
    const next = { ...row };
    for (const pair of active) {
      const probability = row[pair.probability];
      if (row[pair.class] === INVALID_CLASS || typeof probability !== 'number') continue;
      next[pair.class] = probability >= (thresholds[pair.method] ?? DEFAULT_THRESHOLD) ? 1 : 0;
    }
    return next;
  });
}

/** What a class column's values are called: 1, 0 and INVALID_CLASS. */
export interface ClassLabels {
  positive: string;
  negative: string;
  invalid: string;
}

/** The names a class column gives its classes, or Positive / Negative. */
export function classLabels(column: Column): ClassLabels {
  return {
    positive: column.classes?.positive ?? 'Positive',
    negative: column.classes?.negative ?? 'Negative',
    invalid: 'Not predicted',
  };
}

/** The name of a class value in a class column. */
export function className(value: Cell, column: Column): string {
  const labels = classLabels(column);
  if (value === 1) return labels.positive;
  if (value === 0) return labels.negative;
  if (value === INVALID_CLASS) return labels.invalid;
  return String(value);
}

/** A cell as the table shows it (exports keep the raw values). */
export function formatCell(value: Cell, column: Column): string {
  if (value === null || value === undefined) return '—';
  if (column.type === 'class') return className(value, column);
  if (typeof value === 'number') {
    if (column.type === 'probability') return value.toFixed(3);
    if (Number.isInteger(value)) return value.toLocaleString('en');
    return Math.abs(value) >= 100 ? value.toFixed(1) : value.toPrecision(3);
  }
  return value;
}

/** Whether a row matches the filter text (any shown cell contains it, case-insensitive). */
export function rowMatches(row: ResultRow, keys: readonly string[], filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return keys.some((key) => {
    const value = row[key];
    return value !== null && value !== undefined && String(value).toLowerCase().includes(needle);
  });
}

/** Order of two cells: numbers by value, text by locale; empty cells last whichever the direction. */
export function compareCells(a: Cell | undefined, b: Cell | undefined): number {
  const aEmpty = a === null || a === undefined;
  const bEmpty = b === null || b === undefined;
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true });
}

/** The site's page of a peptide's physicochemical properties. */
export function sequenceInfoPath(sequence: string): string {
  return `/sequence-info?sequence=${encodeURIComponent(sequence)}`;
}
