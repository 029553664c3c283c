import { describe, expect, it } from 'vitest';
import { createRng } from '../random.ts';
import { randomRows } from '../testing.ts';
import { trainBoosting } from './index.ts';

describe('gradient boosting: binning', () => {
  // Feature 0 takes 100 distinct values (each 4 times), feature 1 is noise.
  const n = 400;
  const x = new Float32Array(n * 2);
  const rng = createRng(5);
  for (let i = 0; i < n; i++) {
    x[2 * i] = (i % 100) / 100;
    x[2 * i + 1] = rng.next();
  }

  it('orders negative, zero and positive values alike when binning', () => {
    // Feature 0 from -0.7 to 0.29, zero as -0 in half the rows and +0 in the others; a step
    // between -0.28 and -0.27.
    const shifted = x.map((v, k) => {
      if (k % 2 === 1) return v;
      const row = k / 2;
      if (row % 100 === 70) return row % 200 === 70 ? -0 : 0;
      return v - 0.7;
    });
    expect(shifted.filter((v) => Object.is(v, -0)).length).toBe(2);
    const y = Array.from({ length: n }, (_, i) => (shifted[2 * i] > -0.28 ? 1 : 0));
    const model = trainBoosting({ x: shifted, nFeatures: 2 }, y, {
      kind: 'classification',
      nRounds: 1,
      maxDepth: 1,
    });
    expect(model.feature[0]).toBe(0);
    expect(model.value[0]).toBeGreaterThan(Math.fround(-0.28));
    expect(model.value[0]).toBeLessThan(Math.fround(-0.27));
  });

  it('cuts a feature with more distinct values than bins at quantiles', () => {
    const xs = randomRows(1000, 1, 3);
    const y = Array.from(xs, (v) => Math.sin(6 * v));
    const model = trainBoosting({ x: xs, nFeatures: 1 }, y, {
      kind: 'regression',
      nRounds: 20,
      maxDepth: 3,
      maxBins: 2,
    });
    // Two bins leave one threshold, near the median.
    const thresholds = new Set(Array.from(model.value).filter((_, k) => model.feature[k] >= 0));
    expect(thresholds.size).toBe(1);
    const [median] = thresholds;
    expect(Math.abs((median as number) - 0.5)).toBeLessThan(0.05);
  });
});
