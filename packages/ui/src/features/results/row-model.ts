// The rows a results table shows, in order: sorted and filtered as index arrays over the job's rows,
// which are never copied. Each column's sort order is computed once and reused in both
// directions, so that moving a threshold or typing a filter costs one pass over the rows.
import { type Cell, type Column, INVALID_CLASS, type ResultRow } from '@peptox/tool-schema';
import {
  type ClassState,
  classifier,
  findColumn,
  pairOfClass,
  type ResultLayout,
  type Thresholds,
} from './columns.ts';

export interface SortState {
  key: string;
  desc: boolean;
}

export interface NumberRange {
  min?: number;
  max?: number;
}

export interface ResultFilters {
  /** Text found in the record's name or its input (case-insensitive). */
  text: string;
  /** Per class column, the states kept; absent or empty keeps every row. */
  classes: Readonly<Record<string, readonly ClassState[]>>;
  /** Per score column, the values kept; a row with no value there is left out. */
  ranges: Readonly<Record<string, NumberRange>>;
}

/** Next sort on a click of a header: scores and classes highest first, text A to Z; a third click clears. */
export function nextSort(column: Column, sort: SortState | null): SortState | null {
  const firstDesc = column.type !== 'text' && column.type !== 'molecule';
  if (sort?.key !== column.key) return { key: column.key, desc: firstDesc };
  if (sort.desc === firstDesc) return { key: column.key, desc: !firstDesc };
  return null;
}

export const NO_FILTERS: ResultFilters = { text: '', classes: {}, ranges: {} };

/** How many filters are set (the text counts as one). */
export function activeFilterCount(filters: ResultFilters): number {
  const classes = Object.values(filters.classes).filter((states) => states.length > 0).length;
  const ranges = Object.values(filters.ranges).filter(
    (r) => r.min !== undefined || r.max !== undefined,
  ).length;
  return (filters.text.trim() ? 1 : 0) + classes + ranges;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function isEmpty(value: Cell | undefined): boolean {
  return value === null || value === undefined;
}

/** Ascending order of two cells: numbers by value, text by locale and digits. */
function compareFilled(a: Cell, b: Cell): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A column's rows in ascending order, the empty ones last; `filled` of them have a value. */
interface SortedColumn {
  order: Int32Array;
  filled: number;
}

/** The rows of one result with what sorting and filtering them needs, computed on first use. */
export class RowIndex {
  private readonly sorted = new Map<string, SortedColumn>();
  private haystacks: string[] | null = null;
  private serviceOrder: Int32Array | null = null;

  constructor(
    readonly layout: ResultLayout,
    readonly rows: readonly ResultRow[],
  ) {}

  /** The rows by a column's values (for a class column: by its probability, if it has one). */
  sortedBy(key: string): SortedColumn {
    let sorted = this.sorted.get(key);
    if (!sorted) {
      const rows = this.rows;
      const filled: number[] = [];
      const empty: number[] = [];
      // A class not predicted sorts with the empty cells.
      const skip = (v: Cell | undefined) =>
        isEmpty(v) || (this.isClass(key) && v === INVALID_CLASS);
      for (let i = 0; i < rows.length; i++) (skip(rows[i]?.[key]) ? empty : filled).push(i);
      filled.sort((a, b) => compareFilled(rows[a]?.[key] ?? 0, rows[b]?.[key] ?? 0) || a - b);
      sorted = { order: Int32Array.from([...filled, ...empty]), filled: filled.length };
      this.sorted.set(key, sorted);
    }
    return sorted;
  }

  private isClass(key: string): boolean {
    return findColumn(this.layout, key)?.type === 'class';
  }

  /** The rows in the service's order. */
  get identity(): Int32Array {
    if (!this.serviceOrder) {
      this.serviceOrder = new Int32Array(this.rows.length);
      for (let i = 0; i < this.rows.length; i++) this.serviceOrder[i] = i;
    }
    return this.serviceOrder;
  }

  /** Name and input of each row, lower-cased, for the text filter. */
  haystack(i: number): string {
    if (!this.haystacks) {
      const { idKey, inputKey } = this.layout;
      this.haystacks = this.rows.map((row) =>
        `${row[idKey] ?? ''}\n${row[inputKey] ?? ''}`.toLowerCase(),
      );
    }
    return this.haystacks[i] ?? '';
  }
}

/** Row indices in sort order; ties and unsorted rows keep the service's order. */
function sortedIndices(
  index: RowIndex,
  sort: SortState | null,
  thresholds: Thresholds,
): Int32Array {
  const n = index.rows.length;
  if (!sort) return index.identity;
  const column = findColumn(index.layout, sort.key);
  if (column?.type === 'class') return classOrder(index, column, sort.desc, thresholds);
  const { order, filled } = index.sortedBy(sort.key);
  if (!sort.desc) return order;
  // Descending: the filled part reversed (ties keep the service's order), the empty cells last.
  const out = new Int32Array(n);
  let k = 0;
  let end = filled;
  while (end > 0) {
    let start = end - 1;
    const value = index.rows[order[start] as number]?.[sort.key];
    while (start > 0 && index.rows[order[start - 1] as number]?.[sort.key] === value) start--;
    for (let j = start; j < end; j++) out[k++] = order[j] as number;
    end = start;
  }
  out.set(order.subarray(filled), k);
  return out;
}

/**
 * A class column sorted at the thresholds in force: one class, then the other, each in order of
 * its probability; records not predicted and empty cells last in both directions.
 */
function classOrder(
  index: RowIndex,
  column: Column,
  desc: boolean,
  thresholds: Thresholds,
): Int32Array {
  const pair = pairOfClass(index.layout, column.key);
  const base = index.sortedBy(pair ? pair.probability : column.key).order;
  const rank: Record<ClassState, number> = desc
    ? { positive: 0, negative: 1, 'not-predicted': 2, empty: 3 }
    : { negative: 0, positive: 1, 'not-predicted': 2, empty: 3 };
  const buckets: number[][] = [[], [], [], []];
  const state = classifier(index.layout, column, thresholds);
  const ordered = desc ? Array.from(base).reverse() : Array.from(base);
  for (const i of ordered) buckets[rank[state(index.rows[i] as ResultRow)]]?.push(i);
  return Int32Array.from(buckets.flat());
}

/** The rows to show, in order: the sort applied, then the filters. */
export function visibleRows(
  index: RowIndex,
  sort: SortState | null,
  filters: ResultFilters,
  thresholds: Thresholds,
  /** Rows that match the text in another way (a molecule's canonical SMILES). */
  alsoMatches?: (i: number) => boolean,
): Int32Array {
  const order = sortedIndices(index, sort, thresholds);
  const needle = filters.text.trim().toLowerCase();
  const classFilters = Object.entries(filters.classes)
    .filter(([, states]) => states.length > 0)
    .flatMap(([key, states]) => {
      const column = findColumn(index.layout, key);
      return column
        ? [{ state: classifier(index.layout, column, thresholds), states: new Set(states) }]
        : [];
    });
  const rangeFilters = Object.entries(filters.ranges).filter(
    ([, r]) => r.min !== undefined || r.max !== undefined,
  );
  if (!needle && classFilters.length === 0 && rangeFilters.length === 0) return order;

  const kept = new Int32Array(order.length);
  let k = 0;
  for (const i of order) {
    const row = index.rows[i] as ResultRow;
    if (needle && !index.haystack(i).includes(needle) && !alsoMatches?.(i)) continue;
    if (classFilters.some(({ state, states }) => !states.has(state(row)))) continue;
    if (
      rangeFilters.some(([key, { min, max }]) => {
        const value = row[key];
        return (
          typeof value !== 'number' ||
          (min !== undefined && value < min) ||
          (max !== undefined && value > max)
        );
      })
    ) {
      continue;
    }
    kept[k++] = i;
  }
  return kept.subarray(0, k);
}
