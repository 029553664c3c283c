import type { ModelCard } from '@peptox/tool-schema';
import { describe, expect, it } from 'vitest';
import type { Compound, CompoundSet, CompoundSplits } from './data.ts';
import { compoundLeakage, withLeakage } from './leakage.ts';

const compound = (canonical: string, flat: string, scaffold: string): Compound => ({
  canonical,
  flat,
  scaffold,
  index: canonical,
  values: [1],
});
// Two enantiomers, two phenols of one scaffold, an unrelated acyclic molecule.
const set = {
  compounds: [
    compound('C[C@H](N)O', 'CC(N)O', ''),
    compound('C[C@@H](N)O', 'CC(N)O', ''),
    compound('Oc1ccccc1', 'Oc1ccccc1', 'c1ccccc1'),
    compound('OCc1ccccc1', 'OCc1ccccc1', 'c1ccccc1'),
    compound('CCCl', 'CCCl', ''),
  ],
} as CompoundSet;
const fingerprint = (...bits: number[]) => {
  const f = new Uint8Array(2);
  for (const b of bits) f[b >> 3] = (f[b >> 3] as number) | (1 << (b & 7));
  return f;
};
const fingerprints = [
  fingerprint(0, 1, 2, 3),
  fingerprint(0, 1, 2, 3),
  fingerprint(8, 9, 10),
  fingerprint(8, 9, 11),
  fingerprint(15),
];
// The hold-out parts the enantiomers and the phenols; the scaffold hold-out keeps the phenols
// together; the CV puts each molecule in a fold of its own.
const splits = {
  split: { train: [0, 2, 4], test: [1, 3] },
  trainFolds: new Int32Array(3),
  folds: Int32Array.from([0, 1, 2, 3, 4]),
  scaffold: { train: [0, 1, 4], test: [2, 3] },
} as CompoundSplits;

describe('compoundLeakage', () => {
  const leakage = compoundLeakage(set, splits, fingerprints);

  it('finds the stereoisomer and the shared scaffold across the hold-out', () => {
    expect(leakage.validation).toEqual({
      heldOut: 2,
      sameSmiles: 0,
      sameGraph: 1,
      sameScaffold: 1,
      nearDuplicates: 1,
      medianNearest: 1,
    });
  });

  it('sums over the folds of the cross-validation', () => {
    expect(leakage.crossValidation10Fold).toMatchObject({
      heldOut: 5,
      sameGraph: 2,
      sameScaffold: 2,
      nearDuplicates: 2,
    });
  });

  it('finds no scaffold across the scaffold hold-out', () => {
    expect(leakage.validationScaffoldSplit).toMatchObject({ heldOut: 2, sameScaffold: 0 });
  });

  it('puts the report on a card once, however often it runs', () => {
    const card = {
      name: 'toy',
      metrics: { validation: { n: 2, r2: 0.5 } },
      notes: ['A note of the run.'],
    } as unknown as ModelCard;
    const twice = withLeakage(withLeakage(card, leakage), leakage);
    expect(twice.metrics['leakage.validation']).toEqual(leakage.validation);
    expect(Object.keys(twice.metrics)).toEqual([
      'validation',
      'leakage.validation',
      'leakage.crossValidation10Fold',
      'leakage.validationScaffoldSplit',
    ]);
    expect(twice.notes).toHaveLength(2);
    expect(twice.notes?.[1]).toMatch(/^leakage\.<split>/);
  });
});
