import { describe, expect, it } from 'vitest';
import {
  assayColumn,
  assayValues,
  emptyHeldOutScores,
  labelMatrix,
  TASKS,
} from './assay-matrix.ts';
import type { Tox21Molecule } from './data.ts';

// Three molecules: the first measured in every assay (active in assay 1), the second in none,
// the third inactive in assay 1 only.
const labelsOf = (at: (a: number) => number) =>
  Float32Array.from({ length: TASKS }, (_, a) => at(a));
const molecules = [
  { labels: labelsOf((a) => (a === 1 ? 1 : 0)) },
  { labels: labelsOf(() => Number.NaN) },
  { labels: labelsOf((a) => (a === 1 ? 0 : Number.NaN)) },
] as Tox21Molecule[];

describe('the molecules × assays matrices', () => {
  it('lays out the labels of the rows asked for, in their order, an assay a column', () => {
    const labels = labelMatrix(molecules, [2, 0]);
    expect(labels).toHaveLength(2 * TASKS);
    expect(labels[1]).toBe(0);
    expect(labels[TASKS + 1]).toBe(1);
    expect(labels[0]).toBeNaN();
  });

  it("reads an assay's column: every row, or the measured molecules with their labels", () => {
    const rows = [0, 1, 2];
    const scores = Float32Array.from({ length: 3 * TASKS }, (_, i) => i);
    expect([...assayValues(scores, 1, 3)]).toEqual([1, TASKS + 1, 2 * TASKS + 1]);
    expect(assayColumn(molecules, rows, 1, scores)).toEqual({
      actual: [1, 0],
      values: [1, 2 * TASKS + 1],
    });
    expect(assayColumn(molecules, rows, 0, scores)).toEqual({ actual: [0], values: [0] });
  });

  it('makes zeroed held-out matrices the size of a split', () => {
    const empty = emptyHeldOutScores({ train: [0, 1, 2], validation: [3], test: [4, 5] });
    expect(empty.validation).toEqual(new Float32Array(TASKS));
    expect(empty.test).toHaveLength(2 * TASKS);
  });
});
