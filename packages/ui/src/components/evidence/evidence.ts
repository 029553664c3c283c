// What the pages say of the evidence behind a value, read from the result's columns and a row:
// its interval, whether the row lies inside the model's domain, the nearest measured training
// record (and whether it is the input itself), and what a class threshold means. Everything comes
// from the columns' roles (see @peptox/tool-schema's EvidenceRole); nothing here knows a tool.
import {
  type Cell,
  type Column,
  headline,
  type OperatingPoint,
  type ResultRow,
  wholePercent,
} from '@peptox/tool-schema';

export { operatingPointAt } from '@peptox/tool-schema';

import { formatNumber } from '../format.ts';

/** The keys of one model output's evidence columns (absent: the result has no such column). */
export interface EvidenceKeys {
  model: string;
  nearestId?: string;
  similarity?: string;
  /** The nearest record's measured value, in each unit the model states it (pLD50 and mg/kg). */
  measured: string[];
  input?: string;
  inDomain?: string;
  /** The row's own measured values (filled when its input is a training record). */
  own: string[];
}

/** The evidence columns of a model output among a result's columns. */
export function evidenceKeys(columns: readonly Column[], model: string): EvidenceKeys {
  const of = (role: Column['role']) =>
    columns.find((c) => c.model === model && c.role === role)?.key;
  const all = (role: Column['role']) =>
    columns.filter((c) => c.model === model && c.role === role).map((c) => c.key);
  return {
    model,
    nearestId: of('nearest-id'),
    similarity: of('nearest-similarity'),
    measured: all('nearest-measured'),
    input: of('nearest-input'),
    inDomain: of('in-domain'),
    own: all('measured'),
  };
}

/** Whether a column holds a model's value (not one of its evidence columns). */
export const isModelValue = (column: Column): boolean =>
  column.model !== undefined && column.role === undefined;

export interface Nearest {
  id: string;
  similarity: number;
  /** Its measured value in each unit the result states it: [column key, value]. */
  measured: [string, Cell][];
  /** The nearest record's peptide or structure, when the result has it. */
  input: string | null;
  /** The row's input is this training record itself (the predictor said so). */
  identical: boolean;
}

export interface RowEvidence {
  /** null: the result does not say (no domain column, or the model did not run). */
  inDomain: boolean | null;
  nearest: Nearest | null;
}

/**
 * A row's evidence for a model output. Whether the row's input is the nearest record itself is
 * the predictor's answer (it filled the row's own measured values), never a comparison of
 * spellings here: a molecule is the same whatever its SMILES.
 */
export function rowEvidence(row: ResultRow, keys: EvidenceKeys): RowEvidence {
  const domain = keys.inDomain ? row[keys.inDomain] : null;
  const id = keys.nearestId ? row[keys.nearestId] : null;
  const similarity = keys.similarity ? row[keys.similarity] : null;
  const nearestInput = keys.input ? row[keys.input] : null;
  const identical = keys.own.some((key) => row[key] !== null && row[key] !== undefined);
  const nearest =
    typeof id === 'string' && typeof similarity === 'number'
      ? {
          id,
          similarity,
          measured: keys.measured.map((key): [string, Cell] => [key, row[key] ?? null]),
          input: typeof nearestInput === 'string' ? nearestInput : null,
          identical,
        }
      : null;
  return { inDomain: domain === 1 ? true : domain === 0 ? false : null, nearest };
}

/**
 * What a row measured of a column: its own measured value when its input is a training record
 * (for a probability, its class's), with the column it is in; null otherwise.
 */
export function ownMeasurement(
  columns: readonly Column[],
  row: ResultRow,
  column: Column,
): { value: Cell; column: Column } | null {
  const counterpart =
    column.type === 'probability'
      ? columns.find(
          (c) =>
            c.type === 'class' && !c.role && c.model === column.model && c.method === column.method,
        )
      : column;
  if (!counterpart) return null;
  const lead = headline(row, columns, counterpart.key);
  return lead.measured ? { value: lead.value, column: lead.measured } : null;
}

/** 'Measured' or 'Labelled': how a training record's value came about. */
export const measurementWord = (column: Column | undefined): string =>
  column?.measurement === 'labelled' ? 'labelled' : 'measured';

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

/** A nearest record's measured values in every unit the result states them: '3.00, 192 mg/kg'. */
export function formatNearestMeasured(nearest: Nearest, columns: readonly Column[]): string {
  return nearest.measured
    .filter(([, value]) => value !== null)
    .map(([key, value]) =>
      formatMeasured(
        value,
        columns.find((c) => c.key === key),
      ),
    )
    .join(' = ');
}

/**
 * The nearest measured record in a sentence: 'In the training data as E. coli MIC set, ID 340,
 * measured 6.74 µM.' or 'Nearest measured: a 97 % identical peptide (E. coli MIC set, ID 340),
 * 12 µM.'
 */
export function describeNearest(
  nearest: Nearest,
  columns: readonly Column[],
  peptide: boolean,
): string {
  const first = columns.find((c) => c.key === nearest.measured[0]?.[0]);
  const measured = formatNearestMeasured(nearest, columns) || '—';
  const how = measurementWord(first);
  if (nearest.identical) return `In the training data as ${nearest.id}, ${how} ${measured}.`;
  const what = peptide
    ? `${articleFor(Math.round(nearest.similarity * 100))} ${formatSimilarity(nearest.similarity, true)} peptide`
    : `a molecule of Tanimoto ${formatSimilarity(nearest.similarity, false)}`;
  return `Nearest ${how}: ${what} (${nearest.id}), ${measured}.`;
}

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
      : `Of those called ${positive}, ${wholePercent(point.precision)} were (precision)`;
  return `${precision}; ${wholePercent(point.recall)} of the ${positive} are called (recall).`;
}
