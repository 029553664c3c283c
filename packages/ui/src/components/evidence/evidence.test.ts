import type { Column, ResultRow } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import {
  describeNearest,
  evidenceKeys,
  formatInterval,
  intervalOf,
  operatingPointAt,
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
  ec_mic_nearest_id: 'EC.csv 340',
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
      measured: 'ec_mic_nearest_measured',
      input: 'ec_mic_nearest_input',
      inDomain: 'ec_mic_in_domain',
    });
  });

  it('reads the interval, and writes it with its unit', () => {
    expect(intervalOf(row, value)).toEqual([1.1, 61]);
    expect(formatInterval([1.1, 61], value)).toBe('1.10–61 µM');
    expect(intervalOf({ ...row, ec_mic_um_low: null }, value)).toBeNull();
  });

  it('says how near the nearest measured peptide is, and what was measured', () => {
    const evidence = rowEvidence(row, keys, row.sequence, true);
    expect(evidence.inDomain).toBe(true);
    expect(describeNearest(evidence.nearest as never, columns[7], true)).toBe(
      'Nearest measured: a 90 % identical peptide (EC.csv 340), 6.74 µM.',
    );
  });

  it('puts what was measured first when the input is the training record itself', () => {
    const itself = { ...row, sequence: 'rhrhrhrhrh', ec_mic_nearest_similarity: 1 };
    const evidence = rowEvidence(itself, keys, itself.sequence, true);
    expect(evidence.nearest?.identical).toBe(true);
    expect(describeNearest(evidence.nearest as never, columns[7], true)).toBe(
      'In the training data as EC.csv 340, measured 6.74 µM.',
    );
    // Molecules compare their canonical SMILES exactly.
    expect(rowEvidence(itself, keys, 'RHRHRHRHRH', false).nearest?.identical).toBe(true);
    expect(rowEvidence(itself, keys, 'rhrhrhrhrh', false).nearest?.identical).toBe(false);
  });

  it('knows nothing of a domain it was not told', () => {
    const bare: ResultRow = { ...row, ec_mic_in_domain: null, ec_mic_nearest_id: null };
    expect(rowEvidence(bare, keys, bare.sequence, true)).toEqual({ inDomain: null, nearest: null });
    expect(rowEvidence({ ...row, ec_mic_in_domain: 0 }, keys, 'x', true).inDomain).toBe(false);
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
