// The summary of a result per method: how many records it predicted, how many fall in each class
// at the thresholds in force, and the distribution of its scores or predicted values.
import { type Column, INVALID_CLASS, type ResultRow } from '@peptox/tool-schema';
import { formatNumber } from '../../components/format.ts';
import {
  type ClassState,
  classifier,
  findColumn,
  isScoreColumn,
  type ResultLayout,
  type ThresholdPair,
  type Thresholds,
} from './columns.ts';

export interface Histogram {
  /** Bin edges, one more than the counts; bin i holds edges[i] <= v < edges[i + 1] (the last closed). */
  edges: number[];
  counts: number[];
  /** Bins spaced evenly in log10 (values spanning two or more decades, all above zero). */
  log: boolean;
  /** Every value is this one: a single bin that is this value, not a range around it. */
  point?: number;
}

const PROBABILITY_BINS = 20;
const MAX_BINS = 20;

/** The scale of a histogram's axis: its ends and whether it is logarithmic. */
export interface HistogramScale {
  min: number;
  max: number;
  log: boolean;
}

/** The scale values call for: their range, in log10 when they span two or more decades above zero. */
export function scaleOf(values: readonly number[]): HistogramScale | null {
  if (values.length === 0) return null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { min, max, log: min > 0 && max / min >= 100 };
}

/**
 * A histogram of the values: probabilities in 20 bins over [0, 1], other values over their range,
 * or over `scale` when given (columns drawn side by side share one, to be read against each other).
 */
export function histogram(
  values: readonly number[],
  probability: boolean,
  scale: HistogramScale | null = scaleOf(values),
): Histogram {
  if (probability) {
    const edges = Array.from({ length: PROBABILITY_BINS + 1 }, (_, i) => i / PROBABILITY_BINS);
    return { edges, counts: binCounts(values, edges, (v) => v), log: false };
  }
  if (values.length === 0 || !scale) return { edges: [0, 1], counts: [0], log: false };
  const { min, max, log } = scale;
  if (min === max) return { edges: [min, max], counts: [values.length], log: false, point: min };
  const [lo, hi] = log ? [Math.log10(min), Math.log10(max)] : [min, max];
  const bins = hi > lo ? Math.min(MAX_BINS, Math.ceil(Math.sqrt(values.length))) : 1;
  const width = hi > lo ? (hi - lo) / bins : 1;
  const scaled = Array.from({ length: bins + 1 }, (_, i) => lo + i * width);
  const edges = log ? scaled.map((e) => 10 ** e) : scaled;
  // Binned on the scale the edges were made on, so that rounding never drops the largest value.
  const counts = binCounts(values, scaled, log ? Math.log10 : (v) => v);
  return { edges, counts, log };
}

function binCounts(
  values: readonly number[],
  edges: readonly number[],
  scale: (v: number) => number,
): number[] {
  const bins = edges.length - 1;
  const lo = edges[0] as number;
  const width = ((edges[bins] as number) - lo) / bins;
  const counts = new Array<number>(bins).fill(0);
  for (const value of values) {
    const bin = width > 0 ? Math.floor((scale(value) - lo) / width) : 0;
    const i = Math.min(bins - 1, Math.max(0, bin));
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts;
}

/** A bin's range as its label, e.g. "0.50–0.55" or "1.2–2.5"; a single value as itself. */
export function binLabel(histogram: Histogram, bin: number, column?: Column): string {
  if (histogram.point !== undefined) return formatNumber(histogram.point, column);
  const format = (v: number) =>
    column?.type === 'probability' ? v.toFixed(2) : formatNumber(Number(v.toPrecision(2)));
  return `${format(histogram.edges[bin] ?? 0)}–${format(histogram.edges[bin + 1] ?? 0)}`;
}

/** A method's part of a result: its classifier (if any) and the columns whose values it predicts. */
export interface MethodSummary {
  method: string;
  /** The classifier's probability and class columns, when the method has both. */
  pair?: ThresholdPair;
  /** Its probability or number columns, each with the distribution of its values. */
  scores: { column: Column; histogram: Histogram; values: number }[];
  /** Records with a value in the method's first score or class column. */
  predicted: number;
}

/**
 * One summary per method that ran, in column order; the histograms do not depend on thresholds.
 * A method's value columns of one unit (MIC against two organisms) share one scale, log or not.
 */
export function methodSummaries(layout: ResultLayout, rows: readonly ResultRow[]): MethodSummary[] {
  const methods = [...new Set(layout.columns.flatMap((c) => (c.method ? [c.method] : [])))];
  return methods.map((method) => {
    // A model's values, not the evidence behind them (the cells and the evidence view show that).
    const columns = layout.columns.filter((c) => c.method === method && c.role === undefined);
    const valuesOf = new Map(
      columns.filter(isScoreColumn).map((c) => [c.key, numbers(rows, c.key)]),
    );
    const sharedScale = (column: Column) => {
      const siblings = column.unit ? columns.filter((c) => c.unit === column.unit) : [column];
      return scaleOf(siblings.flatMap((c) => valuesOf.get(c.key) ?? []));
    };
    const scores = columns.filter(isScoreColumn).map((column) => {
      const values = valuesOf.get(column.key) ?? [];
      return {
        column,
        histogram: histogram(values, column.type === 'probability', sharedScale(column)),
        values: values.length,
      };
    });
    const pair = layout.pairs.find((p) => p.method === method);
    const main = columns.find(isScoreColumn) ?? columns.find((c) => c.type === 'class');
    const predicted = main
      ? rows.filter((row) => {
          const value = row[main.key];
          return (
            value !== null &&
            value !== undefined &&
            !(main.type === 'class' && value === INVALID_CLASS)
          );
        }).length
      : 0;
    return { method, ...(pair ? { pair } : {}), scores, predicted };
  });
}

/**
 * How wide a value column's intervals are over the rows, in words: 'median 90 % interval: a factor
 * of 12 from low to high' for values above zero (MIC, LD50: their intervals are wide in ratio), else
 * the median of high − low. null when the column has no interval or no row one.
 */
export function intervalSummary(column: Column, rows: readonly ResultRow[]): string | null {
  const interval = column.interval;
  if (!interval) return null;
  const pairs: [number, number][] = [];
  for (const row of rows) {
    const low = row[interval.low];
    const high = row[interval.high];
    if (typeof low === 'number' && typeof high === 'number') pairs.push([low, high]);
  }
  if (pairs.length === 0) return null;
  const ratio = pairs.every(([low]) => low > 0);
  const widths = pairs
    .map(([low, high]) => (ratio ? high / low : high - low))
    .sort((a, b) => a - b);
  const mid = widths.length >> 1;
  const median =
    widths.length % 2 === 1
      ? (widths[mid] as number)
      : ((widths[mid - 1] as number) + (widths[mid] as number)) / 2;
  const level = `${Math.round(interval.level * 100)} %`;
  return ratio
    ? `Median ${level} interval: a factor of ${formatNumber(median)} from its low to its high end`
    : `Median ${level} interval width: ${formatNumber(median, column)}${column.unit ? ` ${column.unit}` : ''}`;
}

function numbers(rows: readonly ResultRow[], key: string): number[] {
  const values: number[] = [];
  for (const row of rows) {
    const value = row[key];
    if (typeof value === 'number' && Number.isFinite(value)) values.push(value);
  }
  return values;
}

/** How many records a class column puts in each state at the thresholds in force. */
export function classCounts(
  layout: ResultLayout,
  rows: readonly ResultRow[],
  classKey: string,
  thresholds: Thresholds,
): Record<ClassState, number> {
  const counts: Record<ClassState, number> = {
    positive: 0,
    negative: 0,
    'not-predicted': 0,
    empty: 0,
  };
  const column = findColumn(layout, classKey);
  if (!column) return counts;
  const state = classifier(layout, column, thresholds);
  for (const row of rows) counts[state(row)]++;
  return counts;
}
