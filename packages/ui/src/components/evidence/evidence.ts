// What the pages say of the evidence behind a value, read from the result's columns and a row:
// its interval, whether the row lies inside the model's domain, the nearest measured training
// record (and whether it is the input itself), and what a class threshold means. Everything comes
// from the columns' roles (see @peptox/tool-schema's EvidenceRole); nothing here knows a tool.
import type { Cell, Column, OperatingPoint, ResultRow } from '@peptox/tool-schema';
import { formatNumber } from '../results/columns.ts';

/** The keys of one model output's evidence columns (absent: the result has no such column). */
export interface EvidenceKeys {
  model: string;
  nearestId?: string;
  similarity?: string;
  measured?: string;
  input?: string;
  inDomain?: string;
}

/** The evidence columns of a model output among a result's columns. */
export function evidenceKeys(columns: readonly Column[], model: string): EvidenceKeys {
  const of = (role: Column['role']) =>
    columns.find((c) => c.model === model && c.role === role)?.key;
  return {
    model,
    nearestId: of('nearest-id'),
    similarity: of('nearest-similarity'),
    measured: of('nearest-measured'),
    input: of('nearest-input'),
    inDomain: of('in-domain'),
  };
}

/** Whether a column holds a model's value (not one of its evidence columns). */
export const isModelValue = (column: Column): boolean =>
  column.model !== undefined && column.role === undefined;

export interface Nearest {
  id: string;
  similarity: number;
  measured: Cell;
  /** The nearest record's peptide or structure, when the result has it. */
  input: string | null;
  /** The row's input is this training record itself. */
  identical: boolean;
}

export interface RowEvidence {
  /** null: the result does not say (no domain column, or the model did not run). */
  inDomain: boolean | null;
  nearest: Nearest | null;
}

const same = (a: string, b: string, peptide: boolean) =>
  peptide ? a.toUpperCase() === b.toUpperCase() : a === b;

/**
 * A row's evidence for a model output. `input` is the row's own input as the evidence compares it
 * (the peptide, or the canonical SMILES of a molecule); a record is the input itself when its
 * similarity is 1 and its input is the same.
 */
export function rowEvidence(
  row: ResultRow,
  keys: EvidenceKeys,
  input: Cell | undefined,
  peptide: boolean,
): RowEvidence {
  const domain = keys.inDomain ? row[keys.inDomain] : null;
  const id = keys.nearestId ? row[keys.nearestId] : null;
  const similarity = keys.similarity ? row[keys.similarity] : null;
  const nearestInput = keys.input ? row[keys.input] : null;
  const nearest =
    typeof id === 'string' && typeof similarity === 'number'
      ? {
          id,
          similarity,
          measured: keys.measured ? (row[keys.measured] ?? null) : null,
          input: typeof nearestInput === 'string' ? nearestInput : null,
          identical:
            similarity === 1 &&
            typeof nearestInput === 'string' &&
            typeof input === 'string' &&
            same(nearestInput, input, peptide),
        }
      : null;
  return { inDomain: domain === 1 ? true : domain === 0 ? false : null, nearest };
}

/** A value column's interval in a row; null when the column has none or the row no value. */
export function intervalOf(row: ResultRow, column: Column): [number, number] | null {
  if (!column.interval) return null;
  const low = row[column.interval.low];
  const high = row[column.interval.high];
  return typeof low === 'number' && typeof high === 'number' ? [low, high] : null;
}

const withUnit = (text: string, column: Column) => (column.unit ? `${text} ${column.unit}` : text);

/** An interval as the pages write it: '3.1–45 µM'. */
export function formatInterval([low, high]: readonly [number, number], column: Column): string {
  return withUnit(`${formatNumber(low, column)}–${formatNumber(high, column)}`, column);
}

/** The interval's level in words: '90 % interval'. */
export const intervalName = (column: Column): string =>
  `${Math.round((column.interval?.level ?? 0.9) * 100)} % interval`;

/** A measured value as its column reads it: '6.74 µM', or a class's name. */
export function formatMeasured(value: Cell, column: Column | undefined): string {
  if (value === null) return '—';
  if (column?.type === 'class' && column.classes) {
    return value === 1 ? column.classes.positive : column.classes.negative;
  }
  if (typeof value !== 'number') return String(value);
  return column ? withUnit(formatNumber(value, column), column) : String(value);
}

/** How near a record is, as the similarity measure reads: '97 % identical', 'similarity 0.82'. */
export function formatSimilarity(similarity: number, peptide: boolean): string {
  return peptide
    ? `${Math.round(similarity * 100)} % identical`
    : `similarity ${similarity.toFixed(2)}`;
}

/** 'an' before a number read with a vowel sound (8, 11, 18, 80-89), else 'a'. */
const articleFor = (n: number) => (/^(8|11$|18$)/.test(String(n)) ? 'an' : 'a');

/**
 * The nearest measured record in a sentence: 'In the training data as EC.csv 340, measured
 * 6.74 µM.' or 'Nearest measured: a 97 % identical peptide (EC.csv 340), 12 µM.'
 */
export function describeNearest(
  nearest: Nearest,
  measuredColumn: Column | undefined,
  peptide: boolean,
): string {
  const measured = formatMeasured(nearest.measured, measuredColumn);
  if (nearest.identical) return `In the training data as ${nearest.id}, measured ${measured}.`;
  const how = peptide
    ? `${articleFor(Math.round(nearest.similarity * 100))} ${formatSimilarity(nearest.similarity, true)} peptide`
    : `a molecule of Tanimoto ${formatSimilarity(nearest.similarity, false)}`;
  return `Nearest measured: ${how} (${nearest.id}), ${measured}.`;
}

/** The operating point of a class column at a threshold (the nearest of its 0.01 steps). */
export function operatingPointAt(
  points: readonly OperatingPoint[] | undefined,
  threshold: number,
): OperatingPoint | null {
  if (!points || points.length === 0) return null;
  let best = points[0] as OperatingPoint;
  for (const point of points) {
    if (Math.abs(point.threshold - threshold) < Math.abs(best.threshold - threshold)) best = point;
  }
  return best;
}

const percent = (v: number) => `${Math.round(v * 100)} %`;

/**
 * What a threshold means, from records the model was not trained on: 'Of those called AMP, 87 %
 * were (precision); 80 % of the AMP are called (recall).'
 */
export function thresholdMeaning(
  point: OperatingPoint,
  classes: { positive: string } | undefined,
): string {
  const positive = classes?.positive ?? 'positive';
  const precision =
    point.precision === null
      ? `Nothing is called ${positive} at this threshold`
      : `Of those called ${positive}, ${percent(point.precision)} were (precision)`;
  return `${precision}; ${percent(point.recall)} of the ${positive} are called (recall).`;
}
