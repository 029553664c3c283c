// Measured first: when a row's input is one of a model's training records (the same peptide, or
// the same molecule however its SMILES is spelled), the predictor says so by filling the
// row's `<key>_measured` cells, and every page, file and derived figure leads with what was
// measured, the prediction beside it. Decided once, by the predictor; read here.
import type { Cell, Column, ResultRow } from './tool.ts';

/** The column holding a row's own measured value of the column `key`, if the result has one. */
export function measuredColumnOf(columns: readonly Column[], key: string): Column | undefined {
  return columns.find((c) => c.role === 'measured' && c.measures === key);
}

/** What a row leads with for a column: its measured value when it has one, else the cell. */
export interface Headline {
  value: Cell;
  /** The measured column the value came from; null when the value is the prediction. */
  measured: Column | null;
}

export function headline(row: ResultRow, columns: readonly Column[], key: string): Headline {
  const measured = measuredColumnOf(columns, key);
  const value = measured ? row[measured.key] : null;
  if (measured && value !== null && value !== undefined) return { value, measured };
  return { value: row[key] ?? null, measured: null };
}

/** The key of the measured counterpart of a value or class column. */
export const measuredKey = (key: string): string => `${key}_measured`;
