// What a result's columns mean: which columns pair into a classifier with a threshold, what a
// class cell stands for at the thresholds set, how a cell reads, and each column's explanation.
// Everything comes from the service's result description; nothing here knows a tool.
import {
  type Column,
  classThreshold,
  classWord,
  fitsLengthWindow,
  formatThreshold,
  INVALID_CLASS,
  type MethodInfo,
  type ResultRow,
  recordCount,
} from '@peptox/tool-schema';

/** A classifier's probability column and the class column computed from it (same method). */
export interface ThresholdPair {
  method: string;
  probability: string;
  class: string;
  /** The service's own threshold: the classes it sent were computed at it. */
  threshold: number;
}

/** Thresholds the visitor moved, by method; a method absent keeps the service's classes. */
export type Thresholds = Readonly<Record<string, number>>;

/** The probability/class pairs among the columns, in column order. */
export function thresholdPairs(columns: readonly Column[]): ThresholdPair[] {
  const pairs: ThresholdPair[] = [];
  for (const column of columns) {
    if (column.type !== 'probability' || !column.method) continue;
    const classColumn = columns.find(
      (c) => c.type === 'class' && !c.role && c.method === column.method,
    );
    if (classColumn) {
      pairs.push({
        method: column.method,
        probability: column.key,
        class: classColumn.key,
        threshold: classThreshold(classColumn),
      });
    }
  }
  return pairs;
}

/** The threshold in force for a pair: the visitor's, else the service's. */
export function thresholdOf(pair: ThresholdPair, thresholds: Thresholds): number {
  return thresholds[pair.method] ?? pair.threshold;
}

/**
 * What a class cell stands for: a class, a record the method could not take (a length outside
 * its window, a residue it cannot read: the note says why), or nothing (the method did not run).
 */
export type ClassState = 'positive' | 'negative' | 'not-predicted' | 'empty';

export const CLASS_STATES: readonly ClassState[] = [
  'positive',
  'negative',
  'not-predicted',
  'empty',
];

/** The parts of a result that the table, the summary and the exports read together. */
export interface ResultLayout {
  columns: readonly Column[];
  /** The tool's methods (labels, length windows); may be empty when the tool is not described. */
  methods: readonly MethodInfo[];
  pairs: readonly ThresholdPair[];
  /** The record's name and the submitted input (a sequence or a SMILES): the first two columns. */
  idKey: string;
  inputKey: string;
}

/** A result's layout read off its columns: the classifier pairs and the id and input columns. */
export function layoutFromColumns(
  columns: readonly Column[],
  methods: readonly MethodInfo[] = [],
): ResultLayout {
  return {
    columns,
    methods,
    pairs: thresholdPairs(columns),
    idKey: columns[0]?.key ?? 'id',
    inputKey: columns[1]?.key ?? 'sequence',
  };
}

export function findColumn(layout: ResultLayout, key: string): Column | undefined {
  return layout.columns.find((c) => c.key === key);
}

/**
 * The columns a view shows of its keys: an interval's bounds are left out where their value is
 * shown (its cell shows the interval beside it); exports keep them.
 */
export function shownColumns(layout: ResultLayout, keys: readonly string[]): Column[] {
  const columns = keys.map((key) => findColumn(layout, key)).filter((c) => c !== undefined);
  const bounds = new Set(
    columns.flatMap((c) => (c.interval ? [c.interval.low, c.interval.high] : [])),
  );
  return columns.filter((c) => !bounds.has(c.key));
}

export function pairOfClass(layout: ResultLayout, classKey: string): ThresholdPair | undefined {
  return layout.pairs.find((p) => p.class === classKey);
}

/** A method's label from the tool's description, else from its first column. */
export function methodLabel(layout: ResultLayout, method: string): string {
  return (
    layout.methods.find((m) => m.id === method)?.label ??
    layout.columns.find((c) => c.method === method)?.label ??
    method
  );
}

/**
 * Whether a record the method could not take was simply outside its length window (an expected
 * skip, shown quietly) rather than unreadable to it (shown so that it is looked at). The word is
 * the same ('Not predicted'); the note says which.
 */
export function outsideLengthWindow(layout: ResultLayout, column: Column, row: ResultRow): boolean {
  const info = column.method ? layout.methods.find((m) => m.id === column.method) : undefined;
  const input = row[layout.inputKey];
  if (!info || typeof input !== 'string') return false;
  return !fitsLengthWindow(info, input.length);
}

/**
 * The state of a class column's cells at the thresholds set, as a function of the row: the
 * column's lookups are done once, so that it runs over 10 000 rows within a frame.
 */
export function classifier(
  layout: ResultLayout,
  column: Column,
  thresholds: Thresholds,
): (row: ResultRow) => ClassState {
  const { key } = column;
  const pair = pairOfClass(layout, key);
  const moved = pair ? thresholds[pair.method] : undefined;
  return (row) => {
    const value = row[key];
    if (value === INVALID_CLASS) return 'not-predicted';
    if (value === null || value === undefined) return 'empty';
    // Until the visitor moves a threshold, the class is the service's own (it used the unrounded
    // probability; the rows carry a rounded one).
    const probability = pair && moved !== undefined ? row[pair.probability] : null;
    if (moved !== undefined && typeof probability === 'number') {
      return probability >= moved ? 'positive' : 'negative';
    }
    return value === 1 ? 'positive' : value === 0 ? 'negative' : 'empty';
  };
}

/** The state of one class cell at the thresholds set. */
export function classState(
  layout: ResultLayout,
  row: ResultRow,
  column: Column,
  thresholds: Thresholds,
): ClassState {
  return classifier(layout, column, thresholds)(row);
}

/** What a class column calls each state. */
export function classStateLabel(column: Column, state: ClassState): string {
  switch (state) {
    case 'positive':
      return column.classes?.positive ?? 'Positive';
    case 'negative':
      return column.classes?.negative ?? 'Negative';
    case 'not-predicted':
      // The files' word too (classWord), so that the page, its CSV and the service's agree.
      return classWord(column, INVALID_CLASS) as string;
    case 'empty':
      return '—';
  }
}

/** The states a class column can show in this result (for its filter), in a stable order. */
export function classStatesOf(
  layout: ResultLayout,
  rows: readonly ResultRow[],
  column: Column,
): ClassState[] {
  const seen = new Set<ClassState>(['positive', 'negative']);
  const state = classifier(layout, column, {});
  for (const row of rows) if (row[column.key] === INVALID_CLASS) seen.add(state(row));
  return CLASS_STATES.filter((state) => seen.has(state));
}

/** Whether a column holds scores a range filter and a histogram make sense for. */
export function isScoreColumn(column: Column): boolean {
  return column.type === 'probability' || column.type === 'number';
}

/**
 * What a column means, in sentences: the service's description, then its unit and, for a class
 * column, the rule that makes the class at the threshold in force.
 */
export function columnExplanation(
  layout: ResultLayout,
  column: Column,
  thresholds: Thresholds,
): string[] {
  const lines: string[] = [];
  if (column.description) lines.push(column.description);
  if (column.unit) lines.push(`Unit: ${column.unit}.`);
  // A score, not a chance of activity: what it is comes from the column's own description.
  if (column.type === 'probability') lines.push('A score from 0 to 1.');
  if (column.type === 'class') {
    const pair = pairOfClass(layout, column.key);
    const positive = classStateLabel(column, 'positive');
    const negative = classStateLabel(column, 'negative');
    if (pair) {
      const probability = findColumn(layout, pair.probability)?.label ?? 'the probability';
      const threshold = thresholdOf(pair, thresholds);
      const moved = thresholds[pair.method] !== undefined;
      lines.push(
        `${positive} when ${probability} is at least ${formatThreshold(threshold)} (${
          moved ? 'the threshold you set' : "the service's threshold"
        }), else ${negative}.`,
      );
    }
    lines.push(
      "'Not predicted': the method could not take the record (a length outside its window, a residue it cannot read); the note says why.",
    );
  }
  return lines;
}

/** The site's page of a peptide's physicochemical properties. */
export function sequenceInfoPath(sequence: string): string {
  return `/sequence-info?sequence=${encodeURIComponent(sequence)}`;
}

/**
 * What a row's card shows first on a phone, for a view's columns: the class and the main score
 * of the view's first method (even when the view shows only one of them); the rest below.
 */
export function cardColumns(
  layout: ResultLayout,
  keys: readonly string[],
): { classColumn?: Column; scoreColumn?: Column; rest: Column[]; classColumns: Column[] } {
  const shown = keys.map((k) => findColumn(layout, k)).filter((c): c is Column => c !== undefined);
  const method = shown.find((c) => c.method)?.method;
  // The method's own values, not the evidence behind them (its domain is not its class).
  const own = layout.columns.filter(
    (c) => method !== undefined && c.method === method && c.role === undefined,
  );
  const classColumn = own.find((c) => c.type === 'class');
  const scoreColumn = own.find((c) => c.type === 'probability') ?? own.find(isScoreColumn);
  const rest = shown.filter(
    (c) =>
      c !== classColumn &&
      c !== scoreColumn &&
      c.key !== layout.idKey &&
      c.key !== layout.inputKey &&
      c.key !== 'note',
  );
  // Every class column a card shows: the headline's, then those among the rest.
  const classColumns = [classColumn, ...rest].filter(
    (c): c is Column => c !== undefined && c.type === 'class',
  );
  return { classColumn, scoreColumn, rest, classColumns };
}

/** A count of records, named by what the result's input is: "9 sequences", "1 molecule". */
export function recordNoun(layout: ResultLayout, count: number): string {
  const kind = findColumn(layout, layout.inputKey)?.type === 'molecule' ? 'molecule' : 'sequence';
  return recordCount(kind, count);
}
