import { describe, expect, it } from 'vitest';
import { changesOutOfFold, learnedInputs } from './benchmark.ts';
import type { ScoredPair } from './cross-validation.ts';
import { VariantNeighbours } from './neighbours.ts';

const scored = (reference: number, variant: number, fold: number): ScoredPair => ({
  pair: { reference, variant, kind: 'substitution', position: 1, from: 'K', to: 'A', id: 'K1A' },
  anchor: 'measured',
  fold,
  referenceMeasured: 0,
  variantMeasured: 1,
  referencePredicted: 0,
  variantPredicted: 0.5,
});

describe('changesOutOfFold', () => {
  const mean = (train: readonly ScoredPair[]) => {
    const m = train.reduce((s, p) => s + p.variantMeasured - p.referenceMeasured, 0) / train.length;
    return () => m;
  };

  it('scores each family fold by a change learned from the others', () => {
    const pairs = [scored(0, 1, 0), scored(2, 3, 1), scored(4, 5, 2)];
    const folds = [0, 1, 2];
    expect(changesOutOfFold(pairs, (p) => folds[p.pair.reference / 2] as number, mean)).toEqual([
      1, 1, 1,
    ]);
  });

  it('refuses a pair whose record the change learned from', () => {
    // Record 1 is in both pairs, which sit in two folds.
    const pairs = [scored(0, 1, 0), scored(1, 2, 1)];
    expect(() => changesOutOfFold(pairs, (p) => p.pair.reference, mean)).toThrow('shares a record');
  });
});

describe('learnedInputs', () => {
  it("reads the variant's neighbours only among its fold model's records, the wild type left out", () => {
    // The wild type, the variant, a neighbour of the variant in the fit, one in the variant's fold.
    const sequences = ['KLAKLAK', 'KLAALAK', 'KLAALAG', 'KLAALAW'];
    const records = {
      sequences,
      measured: [0, 1, 2, 3],
      foldOf: Int32Array.from([1, 0, 1, 0]),
      neighbours: (reference: number) =>
        new VariantNeighbours(sequences, sequences[reference] as string),
      sibling: null,
    };
    expect(learnedInputs(scored(0, 1, 0), records).neighbours).toEqual([2]);
  });

  it('reads what the sibling endpoint measured of the wild type and the variant', () => {
    const sequences = ['KLAKLAK', 'KLAALAK', 'KLAKLAG'];
    const records = {
      sequences,
      measured: [0, 1, 2],
      foldOf: Int32Array.from([1, 0, 0]),
      neighbours: (reference: number) =>
        new VariantNeighbours(sequences, sequences[reference] as string),
      sibling: new Map([
        ['KLAKLAK', 0.5],
        ['KLAALAK', 1.25],
      ]),
    };
    expect(learnedInputs(scored(0, 1, 0), records).sibling).toEqual({
      wildType: 0.5,
      variant: 1.25,
    });
    expect(learnedInputs(scored(0, 2, 0), records).sibling).toEqual({
      wildType: 0.5,
      variant: null,
    });
    expect(learnedInputs(scored(0, 1, 0), { ...records, sibling: null }).sibling).toEqual({
      wildType: null,
      variant: null,
    });
  });
});
