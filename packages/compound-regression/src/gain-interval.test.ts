import { describe, expect, it } from 'vitest';
import { gainInterval } from './gain-interval.ts';

// 40 scaffolds of 5 molecules; the measured value rises with the row.
const groups = Array.from({ length: 200 }, (_, i) => Math.floor(i / 5));
const actual = groups.map((g, i) => g / 10 + (i % 5) / 50);
const served = actual.map((v, i) => v + (i % 2 === 0 ? 0.4 : -0.4));

describe('gainInterval: the gain in R² over resampled scaffolds', () => {
  it('is [0, 0] for a candidate that predicts as the served model does', () => {
    expect(gainInterval(actual, served, served, groups, 1)).toEqual([0, 0]);
  });

  it('lies above zero when the candidate is closer on every scaffold', () => {
    const better = actual.map((v, i) => v + (i % 2 === 0 ? 0.2 : -0.2));
    const [low, high] = gainInterval(actual, served, better, groups, 1);
    expect(low).toBeGreaterThan(0);
    expect(high).toBeGreaterThanOrEqual(low);
  });

  it('holds zero when one scaffold carries the whole gain', () => {
    // Exact on scaffold 0 only, worse by a little elsewhere: the mean gain is positive.
    const candidate = served.map((v, i) => (groups[i] === 0 ? (actual[i] as number) : v * 1.001));
    const [low, high] = gainInterval(actual, served, candidate, groups, 1);
    expect(low).toBeLessThanOrEqual(0);
    expect(high).toBeGreaterThan(0);
  });
});
