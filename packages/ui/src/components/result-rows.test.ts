import type { Column, ResultRow } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import {
  applyThresholds,
  compareCells,
  formatCell,
  rowMatches,
  thresholdPairs,
} from './result-rows.ts';

const columns: Column[] = [
  { key: 'id', label: 'Name', type: 'text' },
  { key: 'sequence', label: 'Sequence', type: 'text' },
  { key: 'ampep_probability', label: 'AmPEP', type: 'probability', method: 'ampep' },
  { key: 'ampep_class', label: 'AmPEP class', type: 'class', method: 'ampep' },
  { key: 'rf_probability', label: 'RF-AmPEP30', type: 'probability', method: 'rf' },
  { key: 'rf_class', label: 'RF-AmPEP30 class', type: 'class', method: 'rf' },
  { key: 'ec_mic_um', label: 'MIC', type: 'number', method: 'mic', unit: 'µM' },
  { key: 'note', label: 'Note', type: 'text' },
];

const rows: ResultRow[] = [
  { id: 'a', ampep_probability: 0.72, ampep_class: 1, rf_probability: 0.3, rf_class: 0 },
  { id: 'b', ampep_probability: 0.41, ampep_class: 0, rf_probability: null, rf_class: -1 },
  { id: 'c', ampep_probability: 0.5, ampep_class: 1, rf_probability: 0.55, rf_class: 1 },
];

describe('thresholds on classifier columns', () => {
  it('pairs each probability column with the class column of the same method', () => {
    expect(thresholdPairs(columns).map((p) => [p.probability, p.class])).toEqual([
      ['ampep_probability', 'ampep_class'],
      ['rf_probability', 'rf_class'],
    ]);
  });

  it('recomputes the class of the methods whose threshold was moved, keeping invalid rows', () => {
    const pairs = thresholdPairs(columns);
    const at08 = applyThresholds(rows, pairs, { ampep: 0.8 });
    expect(at08.map((r) => r.ampep_class)).toEqual([0, 0, 0]);
    expect(at08.map((r) => r.rf_class)).toEqual([0, -1, 1]); // untouched
    const at02 = applyThresholds(rows, pairs, { ampep: 0.2, rf: 0.2 });
    expect(at02.map((r) => r.ampep_class)).toEqual([1, 1, 1]);
    expect(at02.map((r) => r.rf_class)).toEqual([1, -1, 1]);
    // A probability equal to the threshold is positive.
    expect(applyThresholds(rows, pairs, { rf: 0.55 }).map((r) => r.rf_class)).toEqual([0, -1, 1]);
    // The input rows are not changed.
    expect(rows[0]?.ampep_class).toBe(1);
  });

  it("keeps the service's classes until a threshold is moved", () => {
    expect(applyThresholds(rows, thresholdPairs(columns), {})).toBe(rows);
  });
});

describe('cells', () => {
  it('sorts empty cells last and numbers by value', () => {
    const values = [3, null, 10, 2];
    expect([...values].sort(compareCells)).toEqual([2, 3, 10, null]);
    expect(['b10', 'b9', 'a'].sort(compareCells)).toEqual(['a', 'b9', 'b10']);
  });

  it('shows classes by name and probabilities with three decimals', () => {
    const cls = columns[3] as Column;
    expect(formatCell(1, cls)).toBe('Positive');
    expect(formatCell(-1, cls)).toBe('Not predicted');
    expect(formatCell(0.71234, columns[2] as Column)).toBe('0.712');
    expect(formatCell(null, columns[6] as Column)).toBe('—');
    expect(formatCell(12.3456, columns[6] as Column)).toBe('12.3');
  });

  it('filters on any shown cell, case-insensitively', () => {
    const row = { id: 'Pep_12', sequence: 'GLFDIV', ampep_probability: 0.9 };
    expect(rowMatches(row, ['id', 'sequence'], 'pep_1')).toBe(true);
    expect(rowMatches(row, ['id', 'sequence'], 'fdi')).toBe(true);
    expect(rowMatches(row, ['id'], 'fdi')).toBe(false);
    expect(rowMatches(row, ['id'], '  ')).toBe(true);
  });
});
