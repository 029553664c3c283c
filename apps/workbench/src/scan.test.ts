import type { Column, ScanResult } from '@peptox/api-client';
import { describe, expect, it } from 'vitest';
import {
  change,
  defaultScore,
  foldOf,
  formatChange,
  formatLog10Change,
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
  changes: [],
};

const figures = {
  pairs: 100,
  spearman: 0.6,
  direction: { pairs: 50, right: 0.85 },
  mostPotent: { references: 4, pairs: 20, measuredMean: 0.3, predictedMean: 0.25, bias: -0.05 },
  uncertainty: 0.5,
};
/** The service's E. coli MIC changes: against a measured anchor, uncertainty 0.5 log10. */
const served: ScanResult = {
  ...scan,
  changes: [
    {
      column: 'ec_mic_um',
      anchor: { kind: 'measured', value: 10, unit: 'µM', record: 'kw-1' },
      changes: [-0.8, 0.2, null, -0.1],
      uncertainty: 0.5,
      benchmark: {
        date: '2026-11-27',
        model: 'mic-ec',
        modelVersion: 'abc',
        folds: 10,
        definitions: { clearChange: 0.3, uncertaintyLevel: 0.9 },
        cases: {
          measured: { method: 'fitted', figures },
          predicted: { method: 'difference', figures: { ...figures, uncertainty: 0.9 } },
        },
        sibling: { label: 'S. aureus MIC' },
      },
    },
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
    expect(ranked[1]?.activity).toBeCloseTo(Math.log10(0.5), 12);
    expect(ranked[1]?.hemolysis).toBeCloseTo(Math.log10(2), 12);
    // Without the service's changes no uncertainty is stated, and nothing is within it.
    expect(ranked[1]?.changes.ec_mic_um).toMatchObject({ uncertainty: null, within: false });
  });

  it("maps the service's changes of a measured score and mutes those within its uncertainty", () => {
    const m = scanMatrix(served, columns[2] as Column);
    const a = m.yLabels.indexOf('A');
    const l = m.yLabels.indexOf('L');
    expect(m.served?.anchor.kind).toBe('measured');
    // log10 -0.8 shown as log2 like every other fold change: ×0.16.
    expect(m.values[a]?.[0]).toBeCloseTo(-0.8 * Math.log2(10), 12);
    expect(formatChange(columns[2] as Column, m.values[a]?.[0] as number)).toBe('×0.16');
    expect(m.muted[a]?.[0]).toBe(false);
    expect(m.muted[l]?.[1]).toBe(true); // 0.2 < 0.5
    expect(m.values[20]?.[0]).toBeNull(); // the service gives the deletion no change
    // A score the benchmark did not measure keeps the ratio of the two predictions, unmuted.
    const sa = scanMatrix(served, columns[4] as Column);
    expect(sa.served).toBeNull();
    expect(sa.values[a]?.[0]).toBe(-1);
    expect(sa.muted.flat().some(Boolean)).toBe(false);
  });

  it("ranks by the service's changes and marks those within the uncertainty", () => {
    const ranked = rankVariants(served);
    // K1A: E. coli -0.8 (served), S. aureus log10(8/16), mean -0.55; del1-1: -0.1 (served)
    // and log10(2/16), mean -0.50: the served change reorders them (the ratios put del1-1 first).
    expect(ranked.map((r) => r.variant.id)).toEqual(['K1A', 'del1-1']);
    const k1a = ranked[0];
    expect(k1a?.activity).toBeCloseTo((-0.8 + Math.log10(0.5)) / 2, 12);
    expect(k1a?.changes.ec_mic_um).toEqual({ value: -0.8, uncertainty: 0.5, within: false });
    expect(ranked[1]?.changes.ec_mic_um).toEqual({ value: -0.1, uncertainty: 0.5, within: true });
    expect(formatLog10Change(-0.1, 0.5)).toBe('−0.10 ± 0.50');
    expect(foldOf(0.59)).toBe('×3.9');
  });
});
