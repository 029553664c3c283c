import type { Column, ScanResult } from '@peptox/api-client';
import { describe, expect, it } from 'vitest';
import {
  change,
  defaultScore,
  formatChange,
  rankVariants,
  scanMatrix,
  scanScores,
} from './scan.ts';

const column = (key: string, type: Column['type'], extra: Partial<Column> = {}): Column => ({
  key,
  label: key,
  type,
  ...extra,
});
const columns: Column[] = [
  column('id', 'text'),
  column('sequence', 'text'),
  column('ec_mic_um', 'number', { method: 'mic', model: 'ec_mic' }),
  column('ec_mic_um_low', 'number', { method: 'mic', role: 'interval-low' }),
  column('sa_mic_um', 'number', { method: 'mic', model: 'sa_mic' }),
  column('amp_probability', 'probability', { method: 'amp', model: 'amp' }),
  column('amp_class', 'class', { method: 'amp', model: 'amp' }),
  column('hc50_um', 'number', { method: 'hc50', model: 'hc50' }),
  column('selectivity_index_ec', 'number'),
  column('note', 'text'),
];

// A 2-residue toy 'KW': its substitutions at position 1 and 2, two deletions.
const variants = [
  { id: 'K1A', kind: 'substitution', position: 1, from: 'K', to: 'A', sequence: 'AW' },
  { id: 'W2L', kind: 'substitution', position: 2, from: 'W', to: 'L', sequence: 'KL' },
  { id: 'K1del', kind: 'deletion', position: 1, from: 'K', to: null, sequence: 'W' },
  { id: 'del1-1', kind: 'n-truncation', position: 1, from: 'K', to: null, sequence: 'W' },
] as const;
const scan: ScanResult = {
  columns,
  wildType: {
    id: 'wild type',
    sequence: 'KW',
    ec_mic_um: 8,
    sa_mic_um: 16,
    hc50_um: 100,
    amp_probability: 0.5,
  },
  variants: [...variants],
  rows: [
    { id: 'K1A', ec_mic_um: 4, sa_mic_um: 8, hc50_um: 200, amp_probability: 0.7 }, // better, safer
    { id: 'W2L', ec_mic_um: 2, sa_mic_um: 16, hc50_um: 50, amp_probability: 0.4 }, // more hemolytic
    { id: 'K1del', ec_mic_um: 16, sa_mic_um: 16, hc50_um: 100, amp_probability: 0.45 }, // less active
    { id: 'del1-1', ec_mic_um: 1, sa_mic_um: 2, hc50_um: 100, amp_probability: null },
  ],
};

describe('the mutant scan view', () => {
  it('offers the numbers and probabilities, the selectivity first', () => {
    const scores = scanScores(columns).map((c) => c.key);
    expect(scores).toEqual([
      'ec_mic_um',
      'sa_mic_um',
      'amp_probability',
      'hc50_um',
      'selectivity_index_ec',
    ]);
    expect(defaultScore(scanScores(columns))?.key).toBe('selectivity_index_ec');
  });

  it('measures a change as a fold for concentrations and a difference for probabilities', () => {
    const mic = columns[2] as Column;
    const p = columns[5] as Column;
    expect(change(mic, 8, 2)).toBe(-2);
    expect(formatChange(mic, -2)).toBe('×0.25');
    expect(change(p, 0.5, 0.7)).toBeCloseTo(0.2);
    expect(formatChange(p, -0.05)).toBe('−0.05');
    expect(change(mic, 8, null)).toBeNull();
  });

  it('puts each substitution and deletion in its position × residue cell', () => {
    const m = scanMatrix(scan, columns[2] as Column);
    expect(m.xLabels).toEqual(['K1', 'W2']);
    expect(m.yLabels).toHaveLength(21);
    const a = m.yLabels.indexOf('A');
    const l = m.yLabels.indexOf('L');
    expect(m.values[a]?.[0]).toBe(-1);
    expect(m.variants[a]?.[0]?.id).toBe('K1A');
    expect(m.values[l]?.[1]).toBe(-2);
    expect(m.values[20]?.[0]).toBe(1); // the deletion
    expect(m.values[m.yLabels.indexOf('K')]?.[0]).toBeNull(); // the wild type's residue
    expect(m.values.flat().filter((v) => v !== null)).toHaveLength(3); // truncations are not cells
  });

  it('ranks the variants that are more active and no more hemolytic', () => {
    const ranked = rankVariants(scan);
    expect(ranked.map((r) => r.variant.id)).toEqual(['del1-1', 'K1A']);
    expect(ranked[1]).toMatchObject({ activity: -1, hemolysis: 1 });
  });
});
