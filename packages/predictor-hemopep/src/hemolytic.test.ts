import { describe, expect, it } from 'vitest';
import {
  fitHemolyticSlope,
  HEMOLYTIC_PHC50,
  hemolyticClass,
  hemolyticProbability,
} from './hemolytic.ts';

describe('the hemolytic class and probability from HC50', () => {
  it('is hemolytic exactly at HC50 <= 100 µM, where the probability reaches 0.5', () => {
    expect(HEMOLYTIC_PHC50).toBe(-2);
    expect([99.9, 100, 101].map(hemolyticClass)).toEqual([1, 1, 0]);
    expect(hemolyticProbability(-2, 3)).toBe(0.5);
    // pHC50 -1 (HC50 10 µM) with slope 3: 1 / (1 + e^-3) = 0.952574
    expect(hemolyticProbability(-1, 3)).toBeCloseTo(0.952574, 6);
    expect(hemolyticProbability(-3, 3)).toBeCloseTo(1 - 0.952574, 6);
  });

  it('fits the slope by maximum likelihood', () => {
    // Four points at pHC50 -1 (three hemolytic) and four at -3 (one hemolytic): the likelihood
    // is largest where p(-1) = 3/4, so slope = ln 3 = 1.098612.
    const predicted = [-1, -1, -1, -1, -3, -3, -3, -3];
    const labels = [1, 1, 1, 0, 1, 0, 0, 0];
    expect(fitHemolyticSlope(predicted, labels)).toBeCloseTo(Math.log(3), 8);
  });
});
