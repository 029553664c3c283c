import { describe, expect, it } from 'vitest';
import type { FeatureBlock } from './block.ts';
import {
  CONJOINT_TRIAD_ALPHABET,
  kSpacedPairs,
  MURPHY_10_ALPHABET,
  reducedComposition,
  scaleAutocorrelation,
  scaleSegments,
} from './sequence-order.ts';

/** The block's values for a sequence, by feature name. */
const valuesOf = (block: FeatureBlock, sequence: string) => {
  const out = new Float32Array(block.size);
  block.compute(sequence, out);
  return new Map(block.names.map((name, i) => [name, out[i] as number]));
};
/** Only the non-zero values, by name. */
const nonZero = (block: FeatureBlock, sequence: string) =>
  Object.fromEntries([...valuesOf(block, sequence)].filter(([, v]) => v !== 0));
const f32 = (v: number) => Math.fround(v);

describe('reduced alphabets, worked by hand', () => {
  it('composition in the conjoint-triad classes: KAGC', () => {
    // AGV: A, G (2 of 4); RK: K; C: C.
    expect(nonZero(reducedComposition(CONJOINT_TRIAD_ALPHABET), 'KAGC')).toEqual({
      'ct7.AGV': 0.5,
      'ct7.RK': 0.25,
      'ct7.C': 0.25,
    });
    expect(reducedComposition(MURPHY_10_ALPHABET).size).toBe(10);
  });

  it('refuses an alphabet that is not a partition of the 20 residues', () => {
    expect(() => reducedComposition({ name: 'x', clusters: ['AC', 'C'] })).toThrow(/'C'/);
    expect(() => reducedComposition({ name: 'x', clusters: ['AC'] })).toThrow(/misses/);
  });
});

describe('k-spaced residue pairs, worked by hand', () => {
  it('ACDA in the full alphabet, gaps 0-3', () => {
    // gap 0: AC CD DA (3 pairs); gap 1: A_D, C_A (2 pairs); gap 2: A__A (1 pair); gap 3: none.
    const block = kSpacedPairs([0, 1, 2, 3]);
    expect(block.size).toBe(1600);
    expect(nonZero(block, 'ACDA')).toEqual({
      'ksp0.AC': f32(1 / 3),
      'ksp0.CD': f32(1 / 3),
      'ksp0.DA': f32(1 / 3),
      'ksp1.AD': 0.5,
      'ksp1.CA': 0.5,
      'ksp2.AA': 1,
    });
  });

  it('KRLV in Murphy’s ten letters, gaps 0 and 1', () => {
    // gap 0: K-R (KR KR), R-L (KR LVIM), L-V (LVIM LVIM); gap 1: K_L and R_V (both KR LVIM).
    expect(nonZero(kSpacedPairs([0, 1], MURPHY_10_ALPHABET), 'KRLV')).toEqual({
      'murphy10.ksp0.KR-KR': f32(1 / 3),
      'murphy10.ksp0.KR-LVIM': f32(1 / 3),
      'murphy10.ksp0.LVIM-LVIM': f32(1 / 3),
      'murphy10.ksp1.KR-LVIM': 1,
    });
  });

  it('a single residue has no pairs: all 0', () => {
    expect(nonZero(kSpacedPairs([0, 1]), 'K')).toEqual({});
  });
});

describe('residue scales along the chain, worked by hand', () => {
  // Kyte-Doolittle: A 1.8, K -3.9.
  it('AAKKK in two halves: residue 3 straddles them', () => {
    // 5 residues over 2 parts: part 1 holds A, A and half of K; part 2 half of K, then K, K.
    const v = valuesOf(scaleSegments(2), 'AAKKK');
    expect(v.get('kyte_doolittle.seg1')).toBe(f32((1.8 + 1.8 + 0.5 * -3.9) / 2.5));
    expect(v.get('kyte_doolittle.seg2')).toBe(f32((0.5 * -3.9 - 3.9 - 3.9) / 2.5));
  });

  it('AK in three parts: the middle part is half A, half K', () => {
    const v = valuesOf(scaleSegments(3), 'AK');
    expect(v.get('kyte_doolittle.seg1')).toBe(f32(1.8));
    expect(v.get('kyte_doolittle.seg2')).toBe(f32((1.8 - 3.9) / 2));
    expect(v.get('kyte_doolittle.seg3')).toBe(f32(-3.9));
    expect(scaleSegments(3).size).toBe(21);
  });

  it('autocorrelation of the standardised Kyte-Doolittle scale', () => {
    // Over the 20 residues the scale sums to -9.8 (mean -0.49) and its squared deviations to
    // 169.518 (SD 2.911340): z(A) = 2.29 / 2.911340 = 0.786579, z(K) = -3.41 / 2.911340 = -1.171282.
    const zA = 2.29 / 2.91134;
    const zK = -3.41 / 2.91134;
    const v = valuesOf(scaleAutocorrelation([1, 2, 3]), 'AKA');
    expect(v.get('kyte_doolittle.ac1')).toBeCloseTo(zA * zK, 5); // (A·K + K·A) / 2
    expect(v.get('kyte_doolittle.ac2')).toBeCloseTo(zA * zA, 5); // A·A / 1
    expect(v.get('kyte_doolittle.ac3')).toBe(0); // no pair 3 apart
  });
});
