import { describe, expect, it } from 'vitest';
import { mostPotentFifth, type PairChange, quantile, scanFigures } from './figures.ts';

// Ten references (measured 0.0 ... 0.9, the lowest the most potent), one pair each.
const changes: PairChange[] = [
  { reference: 0, referenceMeasured: 0.0, predicted: 0.5, measured: 0.6 },
  { reference: 1, referenceMeasured: 0.1, predicted: 0.1, measured: 0.4 },
  { reference: 2, referenceMeasured: 0.2, predicted: -0.2, measured: 0.35 },
  { reference: 3, referenceMeasured: 0.3, predicted: 0.0, measured: 0.1 },
  { reference: 4, referenceMeasured: 0.4, predicted: -0.1, measured: -0.05 },
  { reference: 5, referenceMeasured: 0.5, predicted: -0.3, measured: -0.5 },
  { reference: 6, referenceMeasured: 0.6, predicted: 0.2, measured: 0.2 },
  { reference: 7, referenceMeasured: 0.7, predicted: -0.4, measured: -0.9 },
  { reference: 8, referenceMeasured: 0.8, predicted: 0.3, measured: -0.2 },
  { reference: 9, referenceMeasured: 0.9, predicted: -0.5, measured: -0.7 },
];

describe('scanFigures', () => {
  const figures = scanFigures(changes);

  it("ranks predicted against measured changes (Spearman's rho)", () => {
    // Ranks of predicted 10,7,4,6,5,3,8,2,9,1 and measured 10,9,8,6,5,3,7,1,4,2: sum d^2 = 48.
    expect(figures.spearman).toBeCloseTo(1 - (6 * 48) / (10 * 99), 4);
  });

  it('counts the direction among measured changes over 0.3 log10 only', () => {
    // Over 0.3: 0.6 (right), 0.4 (right), 0.35 (wrong), -0.5, -0.9, -0.7 (right): 5 of 6.
    expect(figures.direction).toEqual({ pairs: 6, right: 0.8333 });
  });

  it('takes the most potent fifth as the references with the lowest measured values', () => {
    expect([...mostPotentFifth(changes)]).toEqual([0, 1]);
    expect(figures.mostPotent).toEqual({
      references: 2,
      pairs: 2,
      measuredMean: 0.5,
      predictedMean: 0.3,
      bias: -0.2,
    });
  });

  it('gives the 90 % quantile of the absolute residuals as the uncertainty', () => {
    // |residuals|: 0.1 0.3 0.55 0.1 0.05 0.2 0 0.5 0.5 0.2 -> sorted, at 0.9 x 9 = 8.1: 0.5 + 0.1 x 0.05.
    expect(figures.uncertainty).toBeCloseTo(0.505, 4);
    expect(quantile([3, 1, 2], 0.5)).toBe(2);
  });
});
