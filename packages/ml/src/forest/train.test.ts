import { describe, expect, it } from 'vitest';
import { forestFromJson, forestToJson } from '../serialize.ts';
import { randomRows } from '../testing.ts';
import { trainClassifier, trainRegressor } from './index.ts';

describe('random forest classification', () => {
  // Class 1 exactly when feature 0 > 0.5; features 1-3 are noise.
  const p = 4;
  const x = randomRows(300, p, 7);
  const y = Array.from({ length: 300 }, (_, i) => (x[i * p] > 0.5 ? 1 : 0));

  it('separates an obviously separable set', () => {
    const forest = trainClassifier({ x, nFeatures: p }, y, { nTrees: 25, seed: 3 });
    expect(forest.predict([0.9, 0.1, 0.5, 0.5])).toBeGreaterThan(0.9);
    expect(forest.predict([0.1, 0.9, 0.5, 0.5])).toBeLessThan(0.1);
    // The informative feature takes (nearly) all the impurity decrease.
    expect(forest.importances?.[0]).toBeGreaterThan(0.8);
  });

  it('fits its training rows exactly when trees are fully grown and the classes separate', () => {
    const forest = trainClassifier({ x, nFeatures: p }, y, { nTrees: 15, seed: 1 });
    for (let i = 0; i < 300; i++) expect(Math.round(forest.predict(x, i * p))).toBe(y[i]);
  });

  it('gives probabilities that are shares of the trees (k / nTrees)', () => {
    const forest = trainClassifier({ x, nFeatures: p }, y, { nTrees: 8, seed: 2 });
    const prob = forest.predict([0.5, 0.5, 0.5, 0.5]);
    expect(Number.isInteger(prob * 8)).toBe(true);
    expect(Array.from(forest.votes([0.5, 0.5, 0.5, 0.5]))).toEqual([1 - prob, prob]);
  });

  it('is deterministic for a seed, and differs between seeds', () => {
    const a = forestToJson(trainClassifier({ x, nFeatures: p }, y, { nTrees: 5, seed: 11 }));
    const b = forestToJson(trainClassifier({ x, nFeatures: p }, y, { nTrees: 5, seed: 11 }));
    const c = forestToJson(trainClassifier({ x, nFeatures: p }, y, { nTrees: 5, seed: 12 }));
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('stops at maxDepth (stumps have three nodes) and honours minSamplesLeaf', () => {
    const stumps = trainClassifier({ x, nFeatures: p }, y, { nTrees: 4, maxDepth: 1 });
    expect(stumps.nNodes).toBe(12);
    // With at least 200 of 300 rows per leaf no split is possible: every tree is one leaf.
    const leaves = trainClassifier({ x, nFeatures: p }, y, { nTrees: 4, minSamplesLeaf: 200 });
    expect(leaves.nNodes).toBe(4);
  });

  it('handles three classes with votes()', () => {
    const y3 = Array.from({ length: 300 }, (_, i) => Math.min(2, Math.floor(x[i * p] * 3)));
    const forest = trainClassifier({ x, nFeatures: p }, y3, { nTrees: 20 });
    const v = forest.votes([0.95, 0.5, 0.5, 0.5]);
    expect(v[2]).toBeGreaterThan(0.8);
    expect(() => forest.predict([0.95, 0.5, 0.5, 0.5])).toThrow();
  });
});

describe('class weights', () => {
  it("lets a rare class win the leaves where it is relatively frequent ('balancedPerTree')", () => {
    // x = 0: 80 inactive rows; x = 1: 10 inactive and 4 active rows (4 of 94 active overall).
    const x = [...Array(80).fill(0), ...Array(14).fill(1)];
    const y = [...Array(90).fill(0), ...Array(4).fill(1)];
    const options = { nTrees: 50, maxDepth: 1, mtry: 1, seed: 3 };
    const plain = trainClassifier({ x, nFeatures: 1 }, y, options);
    const balanced = trainClassifier({ x, nFeatures: 1 }, y, {
      ...options,
      classWeight: 'balancedPerTree',
    });
    // Unweighted, 10 inactive rows outvote 4 active ones (but in a few bootstrap samples); weighted by each bootstrap sample's
    // class counts, an active row weighs about 20 inactive ones.
    expect(plain.predict([1])).toBeLessThan(0.3);
    expect(balanced.predict([1])).toBeGreaterThan(0.8);
    expect(balanced.predict([0])).toBe(0);
  });
});

describe('random forest regression', () => {
  it('learns y = 3·x0 from noisy features', () => {
    const p = 3;
    const x = randomRows(400, p, 5);
    const y = Array.from({ length: 400 }, (_, i) => 3 * x[i * p]);
    const forest = trainRegressor({ x, nFeatures: p }, y, { nTrees: 30, mtry: 2 });
    expect(forest.predict([0.5, 0.2, 0.9])).toBeCloseTo(1.5, 0);
    expect(forest.predict([0.1, 0.7, 0.3])).toBeLessThan(0.6);
    expect(forest.predict([0.95, 0.7, 0.3])).toBeGreaterThan(2.5);
    const loaded = forestFromJson(forestToJson(forest));
    expect(loaded.predict([0.33, 0.1, 0.2])).toBe(forest.predict([0.33, 0.1, 0.2]));
  });
});
