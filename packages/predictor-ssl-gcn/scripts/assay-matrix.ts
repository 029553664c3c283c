// The scripts' matrices of molecules × assays: a row per molecule (in the order of the rows they
// were made for, e.g. a split's part), a column per Tox21 assay (TOX21_ASSAYS order, the network's
// outputs); a label is NaN where the assay did not measure the molecule.
import type { ThreeWaySplit } from '@peptox/ml';
import { TOX21_ASSAYS } from '../src/assays.ts';
import type { Tox21Molecule } from './data.ts';

/** The assays' ids, in column order. */
export const ASSAYS = TOX21_ASSAYS.map((a) => a.id);
/** A matrix's width: one column (one task of the network) per assay. */
export const TASKS = ASSAYS.length;

/** Probabilities of a split's held-out molecules, molecules × assays in split order. */
export interface HeldOutScores {
  validation: Float32Array;
  test: Float32Array;
}

/** Zeroed held-out matrices of a split, to be filled. */
export const emptyHeldOutScores = (split: ThreeWaySplit): HeldOutScores => ({
  validation: new Float32Array(split.validation.length * TASKS),
  test: new Float32Array(split.test.length * TASKS),
});

/** The labels of some molecules, molecules × assays in the order of `rows`. */
export function labelMatrix(
  molecules: readonly Tox21Molecule[],
  rows: readonly number[],
): Float32Array {
  const labels = new Float32Array(rows.length * TASKS);
  rows.forEach((m, r) => {
    labels.set((molecules[m] as Tox21Molecule).labels, r * TASKS);
  });
  return labels;
}

/** Assay a's column of the first n rows of a matrix, measured or not. */
export const assayValues = (matrix: ArrayLike<number>, a: number, n: number): Float64Array =>
  Float64Array.from({ length: n }, (_, row) => matrix[row * TASKS + a] as number);

/**
 * Assay a's labels and scores of some molecules (scores: molecules × assays in the order of
 * `rows`), the molecules measured in the assay only.
 */
export function assayColumn(
  molecules: readonly Tox21Molecule[],
  rows: readonly number[],
  a: number,
  scores: ArrayLike<number>,
): { actual: number[]; values: number[] } {
  const actual: number[] = [];
  const values: number[] = [];
  rows.forEach((m, r) => {
    const label = (molecules[m] as Tox21Molecule).labels[a] as number;
    if (Number.isNaN(label)) return;
    actual.push(label);
    values.push(scores[r * TASKS + a] as number);
  });
  return { actual, values };
}
