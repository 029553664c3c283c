import { describe, expect, it } from 'vitest';
import { changesOutOfFold } from './benchmark.ts';
import type { ScoredPair } from './cross-validation.ts';

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
