import { describe, expect, it } from 'vitest';
import { createRng } from '../random.ts';
import { randomRows, treeShape } from '../testing.ts';
import { trainBoosting } from './index.ts';

describe('gradient boosting: trees', () => {
  // Feature 0 takes 100 distinct values (each 4 times), feature 1 is noise.
  const n = 400;
  const x = new Float32Array(n * 2);
  const rng = createRng(5);
  for (let i = 0; i < n; i++) {
    x[2 * i] = (i % 100) / 100;
    x[2 * i + 1] = rng.next();
  }

  it('finds the threshold of a step with a single stump', () => {
    const y = Array.from({ length: n }, (_, i) => (x[2 * i] > 0.42 ? 1 : 0));
    const model = trainBoosting({ x, nFeatures: 2 }, y, {
      kind: 'classification',
      nRounds: 1,
      maxDepth: 1,
    });
    expect(model.nTrees).toBe(1);
    expect(model.nNodes).toBe(3);
    expect(model.feature[0]).toBe(0);
    expect(model.value[0]).toBeGreaterThan(Math.fround(0.42));
    expect(model.value[0]).toBeLessThan(Math.fround(0.43));
    expect(model.predict([0.42, 0.5])).toBeLessThan(model.predict([0.43, 0.5]));
  });

  it('takes a Newton step for log-loss: -G / H on each side of the stump', () => {
    const y = Array.from({ length: n }, (_, i) => (x[2 * i] > 0.42 ? 1 : 0));
    const model = trainBoosting({ x, nFeatures: 2 }, y, {
      kind: 'classification',
      nRounds: 1,
      maxDepth: 1,
      lambda: 0,
      learningRate: 1,
    });
    // Every row starts at the prior q = 0.57: a class-1 row has g = q - 1 and h = q(1 - q).
    const q = 0.57;
    expect(model.baseScore).toBeCloseTo(Math.log(q / (1 - q)), 12);
    expect(model.predictRaw([0.9, 0.5]) - model.baseScore).toBeCloseTo(1 / q, 6);
    expect(model.predictRaw([0.1, 0.5]) - model.baseScore).toBeCloseTo(-1 / (1 - q), 6);
  });

  it('gives each side of a stump its mean (squared error, no penalty, no shrinkage)', () => {
    const y = Array.from({ length: n }, (_, i) => (x[2 * i] > 0.42 ? 5 : 1));
    const model = trainBoosting({ x, nFeatures: 2 }, y, {
      kind: 'regression',
      nRounds: 1,
      maxDepth: 1,
      lambda: 0,
      learningRate: 1,
    });
    expect(model.baseScore).toBeCloseTo((1 * 43 + 5 * 57) / 100, 10);
    expect(model.predict([0.1, 0.9])).toBeCloseTo(1, 5);
    expect(model.predict([0.9, 0.1])).toBeCloseTo(5, 5);
  });

  it('keeps to maxDepth, and to maxLeaves when it grows best-first', () => {
    const p = 5;
    const xs = randomRows(500, p, 8);
    const y = Array.from({ length: 500 }, (_, i) => Math.sin(5 * xs[i * p]) + xs[i * p + 1] ** 2);
    const deep = trainBoosting({ x: xs, nFeatures: p }, y, {
      kind: 'regression',
      nRounds: 5,
      maxDepth: 3,
    });
    expect(treeShape(deep).depth).toBe(3);
    expect(Math.max(...treeShape(deep).leaves)).toBe(8);
    const limited = trainBoosting({ x: xs, nFeatures: p }, y, {
      kind: 'regression',
      nRounds: 5,
      maxDepth: 20,
      maxLeaves: 5,
    });
    expect(treeShape(limited).leaves).toEqual([5, 5, 5, 5, 5]);
    // A leaf limit that maxDepth reaches first gives the same trees, grown in another order.
    const both = trainBoosting({ x: xs, nFeatures: p }, y, {
      kind: 'regression',
      nRounds: 5,
      maxDepth: 3,
      maxLeaves: 8,
    });
    const probe = randomRows(200, p, 9);
    for (let i = 0; i < 200; i++)
      expect(both.predict(probe, i * p)).toBe(deep.predict(probe, i * p));
  });
});
