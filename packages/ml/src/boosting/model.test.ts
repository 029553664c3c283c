import { describe, expect, it } from 'vitest';
import { meanLogLoss, randomRows, treeShape } from '../testing.ts';
import { sumOfLeaves } from '../trees.ts';
import { type BoostingRound, GradientBoosting, trainBoosting } from './index.ts';

describe('gradient boosting: scoring', () => {
  const p = 4;
  const probe = randomRows(300, p, 72);
  for (let k = 0; k < probe.length; k += 7) probe[k] = Number.NaN; // NaN goes right
  const expectSameAsStoredNodes = (model: GradientBoosting) => {
    for (let i = 0; i < 300; i++) {
      expect(model.predictRaw(probe, i * p)).toBe(
        model.baseScore + sumOfLeaves(model, probe, i * p),
      );
    }
  };

  it('scores through padded complete trees exactly as through the stored nodes', () => {
    const x = randomRows(300, p, 71);
    const y = Array.from({ length: 300 }, (_, i) => Math.sin(8 * x[i * p]) + x[i * p + 1]);
    const model = trainBoosting({ x, nFeatures: p }, y, {
      kind: 'regression',
      nRounds: 10,
      maxDepth: 5,
      minChildWeight: 30,
    });
    const shape = treeShape(model);
    expect(shape.shallowest).toBeLessThan(shape.depth); // some leaves are padded
    expectSameAsStoredNodes(model);
  });

  it('scores a tree deeper than the padding limit (a chain of 12 splits)', () => {
    // One tree, a chain of 12 splits on feature 0: node 2k splits at (k + 1) / 13, its left
    // child 2k + 1 is a leaf of value k, its right child 2k + 2 the next split (or the last leaf).
    const depth = 12;
    const feature: number[] = [];
    const child: number[] = [];
    const value: number[] = [];
    for (let k = 0; k < depth; k++) {
      feature.push(0, -1);
      child.push(2 * k + 1, 0);
      value.push(Math.fround((k + 1) / (depth + 1)), k);
    }
    feature.push(-1);
    child.push(0);
    value.push(depth);
    const model = new GradientBoosting(
      'regression',
      p,
      0.5,
      Int32Array.of(0),
      Int32Array.from(feature),
      Int32Array.from(child),
      Float32Array.from(value),
      new Float64Array(p),
    );
    expect(treeShape(model).depth).toBe(depth);
    expect(model.predict([0.5, 0, 0, 0])).toBe(0.5 + 6); // 0.5 <= 7 / 13 first
    expectSameAsStoredNodes(model);
  });
});

describe('gradient boosting: the first rounds', () => {
  it('keeps the first rounds of a model: the rounds can be chosen after training', () => {
    const p = 5;
    const x = randomRows(300, p, 41);
    const y = Array.from({ length: 300 }, (_, i) => (x[i * p] + x[i * p + 1] > 1 ? 1 : 0));
    const rounds: BoostingRound[] = [];
    const model = trainBoosting({ x, nFeatures: p }, y, {
      kind: 'classification',
      nRounds: 30,
      maxDepth: 3,
      onRound: (r) => rounds.push(r),
    });
    for (const k of [1, 7, 30]) {
      const first = model.firstTrees(k);
      expect(first.nTrees).toBe(k);
      expect(first.nNodes).toBe(treeShape(first).leaves.reduce((a, b) => a + 2 * b - 1, 0));
      // The model of k rounds is the one training had after round k.
      expect(meanLogLoss(first, x, y)).toBeCloseTo(rounds[k - 1]?.trainLoss as number, 6);
    }
    expect(model.firstTrees(30).predict(x, 7 * p)).toBe(model.predict(x, 7 * p));
    expect(() => model.firstTrees(0)).toThrow(/firstTrees\(0\)/);
    expect(() => model.firstTrees(31)).toThrow(/has 30 trees/);
  });
});
