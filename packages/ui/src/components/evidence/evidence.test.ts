import type { Column, ResultRow } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import {
  describeNearest,
  evidenceKeys,
  formatInterval,
  intervalOf,
  measurementWord,
  operatingPointAt,
  ownMeasurement,
  rowEvidence,
  thresholdMeaning,
} from './evidence.ts';

const of = { method: 'mic', model: 'ec_mic' };
const columns: Column[] = [
  { key: 'id', label: 'ID', type: 'text' },
  { key: 'sequence', label: 'Sequence', type: 'text' },
  {
    key: 'ec_mic_um',
    label: 'E. coli MIC',
    type: 'number',
    unit: 'µM',
    ...of,
    interval: { low: 'ec_mic_um_low', high: 'ec_mic_um_high', level: 0.9 },
  },
  { key: 'ec_mic_um_low', label: 'low', type: 'number', ...of, role: 'interval-low' },
  { key: 'ec_mic_um_high', label: 'high', type: 'number', ...of, role: 'interval-high' },
  { key: 'ec_mic_nearest_id', label: 'Nearest', type: 'text', ...of, role: 'nearest-id' },
  {
    key: 'ec_mic_nearest_similarity',
    label: 'Sim',
    type: 'number',
    ...of,
    role: 'nearest-similarity',
  },
  {
    key: 'ec_mic_nearest_measured',
    label: 'Measured',
    type: 'number',
    unit: 'µM',
    ...of,
    role: 'nearest-measured',
    measures: 'ec_mic_um',
    measurement: 'measured',
  },
  {
    key: 'ec_mic_um_measured',
    label: 'Its own',
    type: 'number',
    unit: 'µM',
    ...of,
    role: 'measured',
    measures: 'ec_mic_um',
    measurement: 'measured',
  },
  { key: 'ec_mic_nearest_input', label: 'Input', type: 'text', ...of, role: 'nearest-input' },
  {
    key: 'ec_mic_in_domain',
    label: 'Domain',
    type: 'class',
    ...of,
    role: 'in-domain',
    classes: { positive: 'Inside', negative: 'Outside' },
  },
];
const value = columns[2] as Column;
const keys = evidenceKeys(columns, 'ec_mic');
const row: ResultRow = {
  id: 'p1',
  sequence: 'RHRHRHRHRW',
  ec_mic_um: 8.2,
  ec_mic_um_low: 1.1,
  ec_mic_um_high: 61,
  ec_mic_nearest_id: 'E. coli MIC set, ID 340',
  ec_mic_nearest_similarity: 0.9,
  ec_mic_nearest_measured: 6.74,
  ec_mic_nearest_input: 'RHRHRHRHRH',
  ec_mic_in_domain: 1,
};

describe('the evidence of a value', () => {
  it('finds the evidence columns of its model by their roles', () => {
    expect(keys).toEqual({
      model: 'ec_mic',
      nearestId: 'ec_mic_nearest_id',
      similarity: 'ec_mic_nearest_similarity',
      measured: ['ec_mic_nearest_measured'],
      input: 'ec_mic_nearest_input',
      inDomain: 'ec_mic_in_domain',
      own: ['ec_mic_um_measured'],
    });
  });

  it('reads the interval, and writes it with its unit', () => {
    expect(intervalOf(row, value)).toEqual([1.1, 61]);
    expect(formatInterval([1.1, 61], value)).toBe('1.10–61 µM');
    expect(intervalOf({ ...row, ec_mic_um_low: null }, value)).toBeNull();
  });

  it('says how near the nearest measured peptide is, and what was measured', () => {
    const evidence = rowEvidence(row, keys);
    expect(evidence.inDomain).toBe(true);
    expect(describeNearest(evidence.nearest as never, columns, true)).toBe(
      'Nearest measured: a 90 % identical peptide (E. coli MIC set, ID 340), 6.74 µM.',
    );
    expect(ownMeasurement(columns, row, value)).toBeNull();
  });

  it('leads with what was measured when the predictor says the input is a training record', () => {
    // Spelled differently from the record (a SMILES, say): the predictor's word decides.
    const itself = { ...row, ec_mic_nearest_similarity: 1, ec_mic_um_measured: 6.74 };
    const evidence = rowEvidence(itself, keys);
    expect(evidence.nearest?.identical).toBe(true);
    expect(describeNearest(evidence.nearest as never, columns, true)).toBe(
      'In the training data as E. coli MIC set, ID 340, measured 6.74 µM.',
    );
    expect(ownMeasurement(columns, itself, value)).toEqual({
      value: 6.74,
      column: columns.find((c) => c.key === 'ec_mic_um_measured'),
    });
    // Similar by 1 yet not the record (a stereoisomer): not called the record itself.
    expect(rowEvidence({ ...row, ec_mic_nearest_similarity: 1 }, keys).nearest?.identical).toBe(
      false,
    );
  });

  it('writes a labelled class as labelled, and a measured value in every unit given', () => {
    const labelled = { ...columns[8], measurement: 'labelled' } as Column;
    expect(measurementWord(labelled)).toBe('labelled');
    const dose: Column = {
      key: 'mg',
      label: 'mg',
      type: 'number',
      unit: 'mg/kg',
      ...of,
      role: 'nearest-measured',
    };
    const both = rowEvidence({ ...row, mg: 13.5 }, evidenceKeys([...columns, dose], 'ec_mic'));
    expect(describeNearest(both.nearest as never, [...columns, dose], false)).toBe(
      'Nearest measured: a molecule of Tanimoto similarity 0.90 (E. coli MIC set, ID 340), 6.74 µM = 13.5 mg/kg.',
    );
  });

  it('knows nothing of a domain it was not told', () => {
    const bare: ResultRow = { ...row, ec_mic_in_domain: null, ec_mic_nearest_id: null };
    expect(rowEvidence(bare, keys)).toEqual({ inDomain: null, nearest: null });
    expect(rowEvidence({ ...row, ec_mic_in_domain: 0 }, keys).inDomain).toBe(false);
  });
});

describe('what a threshold means', () => {
  const curve = Array.from({ length: 99 }, (_, i) => ({
    threshold: (i + 1) / 100,
    precision: i === 98 ? null : 0.5 + i / 200,
    recall: 1 - i / 100,
  }));

  it('reads the nearest step of the curve', () => {
    expect(operatingPointAt(curve, 0.58)?.threshold).toBe(0.58);
    expect(operatingPointAt(curve, 0.584)?.threshold).toBe(0.58);
    expect(operatingPointAt(undefined, 0.5)).toBeNull();
  });

  it('says precision and recall in words', () => {
    const at = operatingPointAt(curve, 0.58);
    expect(thresholdMeaning(at as never, { positive: 'AMP' })).toBe(
      'Of those called AMP, 78 % were (precision); 43 % of the AMP are called (recall).',
    );
    expect(thresholdMeaning(curve[98] as never, { positive: 'AMP' })).toMatch(
      /^Nothing is called AMP/,
    );
  });
});
