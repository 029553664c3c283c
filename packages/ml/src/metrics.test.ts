import { describe, expect, it } from 'vitest';
import {
  accuracy,
  classificationReport,
  confusion,
  mcc,
  mse,
  pearson,
  r2,
  ranks,
  rmse,
  rocAuc,
  sensitivity,
  spearman,
  specificity,
  youdenThreshold,
} from './metrics.ts';

describe('classification metrics', () => {
  // tp 6, tn 3, fp 1, fn 2 (12 rows)
  const m = { tp: 6, tn: 3, fp: 1, fn: 2 };

  it('accuracy, sensitivity, specificity from a confusion matrix', () => {
    expect(accuracy(m)).toBe(9 / 12);
    expect(sensitivity(m)).toBe(6 / 8);
    expect(specificity(m)).toBe(3 / 4);
  });

  it('MCC = (tp·tn - fp·fn) / sqrt((tp+fp)(tp+fn)(tn+fp)(tn+fn))', () => {
    // (18 - 2) / sqrt(7 · 8 · 4 · 5) = 16 / sqrt(1120) = 0.478091...
    expect(mcc(m)).toBeCloseTo(0.478091, 5);
    expect(mcc({ tp: 5, tn: 0, fp: 5, fn: 0 })).toBe(0); // one empty column: defined as 0
  });

  it('counts a confusion matrix with class 1 as positive', () => {
    expect(confusion([1, 1, 0, 0, 1], [1, 0, 0, 1, 1])).toEqual({ tp: 2, tn: 1, fp: 1, fn: 1 });
  });

  it('ROC-AUC on four points is the share of correctly ordered positive/negative pairs', () => {
    // positives 0.9, 0.4; negatives 0.6, 0.1: pairs 0.9>0.6, 0.9>0.1, 0.4<0.6, 0.4>0.1 -> 3/4
    expect(rocAuc([1, 1, 0, 0], [0.9, 0.4, 0.6, 0.1])).toBe(0.75);
    // a tie between a positive and a negative counts one half: (1 + 1 + 0.5 + 1) / 4
    expect(rocAuc([1, 1, 0, 0], [0.8, 0.5, 0.5, 0.2])).toBe(0.875);
    expect(rocAuc([0, 1], [0.3, 0.3])).toBe(0.5);
    expect(rocAuc([1, 1], [0.3, 0.2])).toBeNaN();
  });

  it('reports at a threshold, class 1 at score >= threshold', () => {
    const r = classificationReport([1, 0, 1, 0], [0.5, 0.49, 0.2, 0.7]);
    expect([r.tp, r.fn, r.tn, r.fp]).toEqual([1, 1, 1, 1]);
  });
});

describe('regression metrics', () => {
  it('MSE, RMSE, R² by hand', () => {
    // errors 0, 0, 1 -> MSE 1/3; SS_tot of 1,2,3 = 2 -> R² = 1 - 1/2
    expect(mse([1, 2, 3], [1, 2, 4])).toBeCloseTo(1 / 3, 12);
    expect(rmse([1, 2, 3], [1, 2, 4])).toBeCloseTo(Math.sqrt(1 / 3), 12);
    expect(r2([1, 2, 3], [1, 2, 4])).toBeCloseTo(0.5, 12);
  });

  it('Pearson r', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    // x = 1,2,3,4; y = 1,3,2,4: cov sum 4, sxx = syy = 5 -> r = 0.8
    expect(pearson([1, 2, 3, 4], [1, 3, 2, 4])).toBeCloseTo(0.8, 12);
  });

  it("Spearman's rho: Pearson's r of the ranks, ties sharing their mean rank", () => {
    expect([...ranks([10, 30, 20, 30])]).toEqual([1, 3.5, 2, 3.5]);
    // Monotone but not linear: rho 1 where r is below 1.
    expect(spearman([1, 2, 3, 4], [1, 10, 100, 1000])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3, 4], [1, 10, 100, 1000])).toBeLessThan(0.9);
    expect(spearman([1, 2, 3, 4], [1, 30, 20, 400])).toBeCloseTo(0.8, 12);
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNaN();
  });
});

describe('youdenThreshold', () => {
  it('separates the classes where sensitivity + specificity is highest', () => {
    // Positives score 0.3-0.4, negatives 0.1-0.2 and one at 0.35: the cut goes below 0.3.
    const actual = [1, 1, 1, 0, 0, 0, 0];
    const scores = [0.4, 0.32, 0.3, 0.35, 0.2, 0.15, 0.1];
    expect(youdenThreshold(actual, scores)).toBeCloseTo(0.25);
    const report = classificationReport(actual, scores, youdenThreshold(actual, scores));
    expect(report.sensitivity).toBe(1);
    expect(report.specificity).toBe(0.75);
  });

  it('calls tied scores alike and needs both classes', () => {
    expect(youdenThreshold([1, 0, 1, 0], [0.9, 0.9, 0.9, 0.1])).toBeCloseTo(0.5);
    expect(youdenThreshold([1, 1], [0.2, 0.3])).toBeNaN();
  });
});
