import { createRng } from '@peptox/ml';
import { describe, expect, it } from 'vitest';
import {
  brierScore,
  calibrate,
  chooseCalibration,
  expectedCalibrationError,
  fitIsotonic,
  fitPlatt,
} from './calibration.ts';
import { fitConformal, halfWidthAt, validateIntervals } from './conformal.ts';
import { lengthWindow, measureCutoff } from './domain.ts';
import { chooseThreshold, operatingPoint } from './threshold.ts';

const rng = createRng(42);
/** A standard normal draw (Box-Muller). */
const normal = () => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());

describe('the domain cut-off', () => {
  it('sits where the error grows: errors three times larger below 0.4', () => {
    const points = Array.from({ length: 2000 }, (_, i) => {
      const similarity = (i % 100) / 100;
      const sd = similarity < 0.4 ? 3 : 1;
      return { similarity, squaredError: (sd * normal()) ** 2 };
    });
    const domain = measureCutoff(points);
    expect(domain.basis).toBe('error-growth');
    expect(domain.cutoff).toBe(0.4);
    expect(domain.outside.n).toBe(800);
    expect(domain.rule).toContain('0.4 is the highest similarity');
  });

  it('without error growth keeps 95 % of the records inside, never a cut-off of 0', () => {
    const points = Array.from({ length: 1000 }, (_, i) => ({
      similarity: 0.3 + (0.7 * i) / 1000,
      squaredError: normal() ** 2,
    }));
    const domain = measureCutoff(points);
    expect(domain.basis).toBe('coverage');
    // 5 % of 1000 lie below 0.335; the grid's highest step keeping at most 50 below is 0.30.
    expect(domain.cutoff).toBe(0.3);
    expect(domain.outside.n).toBeLessThanOrEqual(50);
    expect(domain.cutoff).toBeGreaterThan(0);
    expect(domain.rule).toContain('did not grow measurably');
  });

  it('gives a length window of the shortest and longest training peptide', () => {
    expect(lengthWindow(['KLK', 'KLLKLLK', 'GIG'])).toEqual([3, 7]);
  });
});

describe('conformal intervals', () => {
  // Noise three times larger below similarity 0.5: a fair interval is wider there.
  const draw = (n: number) =>
    Array.from({ length: n }, () => {
      const similarity = rng.next();
      const predicted = rng.next() * 10;
      return { similarity, predicted, actual: predicted + (similarity < 0.5 ? 3 : 1) * normal() };
    });
  const fitted = draw(4000);
  const intervals = fitConformal(
    fitted.map((r) => ({ similarity: r.similarity, residual: Math.abs(r.actual - r.predicted) })),
    { cutoff: 0.5 },
  );

  it('covers 90 % of fresh records, inside and outside the domain alike', () => {
    const check = validateIntervals(intervals, draw(4000), 0.5);
    expect(check.coverage).toBeGreaterThan(0.88);
    expect(check.coverage).toBeLessThan(0.92);
    expect(check.inside.coverage as number).toBeGreaterThan(0.87);
    expect(check.outside.coverage as number).toBeGreaterThan(0.87);
    expect(check.outside.meanWidth as number).toBeGreaterThan(
      2 * (check.inside.meanWidth as number),
    );
  });

  it('never gives a less similar input a narrower interval', () => {
    for (let s = 0; s < 1; s += 0.01) {
      expect(halfWidthAt(intervals, s)).toBeGreaterThanOrEqual(halfWidthAt(intervals, s + 0.01));
    }
    // 1.645 standard deviations give 90 % of a normal: about 1.645 inside, 4.9 outside.
    expect(halfWidthAt(intervals, 0.9)).toBeCloseTo(1.645, 0);
    expect(halfWidthAt(intervals, 0.1)).toBeCloseTo(4.93, 0);
  });

  it('joins a band too small to stand alone to its neighbour', () => {
    const few = fitConformal(
      [
        ...Array.from({ length: 10 }, () => ({ similarity: 0.1, residual: 5 })),
        ...Array.from({ length: 100 }, (_, i) => ({ similarity: 0.8, residual: i / 100 })),
      ],
      { cutoff: 0.5, minBand: 40 },
    );
    expect(few.bands).toHaveLength(1);
    expect(few.bands[0]).toMatchObject({ from: 0, to: 1, n: 110 });
  });
});

describe('calibration', () => {
  // Scores that overstate: the true chance of class 1 is score³.
  const scores = Array.from({ length: 5000 }, () => rng.next());
  const labels = scores.map((s) => (rng.next() < s ** 3 ? 1 : 0));

  it('isotonic regression is monotone and brings the expected calibration error down', () => {
    const map = fitIsotonic(scores, labels);
    const calibrated = scores.map((s) => calibrate(map, s));
    for (let s = 0; s < 1; s += 0.05) {
      expect(calibrate(map, s + 0.05)).toBeGreaterThanOrEqual(calibrate(map, s));
    }
    expect(expectedCalibrationError(scores, labels)).toBeGreaterThan(0.15);
    expect(expectedCalibrationError(calibrated, labels)).toBeLessThan(0.03);
    expect(brierScore(calibrated, labels)).toBeLessThan(brierScore(scores, labels));
    expect(calibrate(map, 0.5)).toBeCloseTo(0.125, 1);
  });

  it('Platt scaling recovers a logistic curve', () => {
    const z = Array.from({ length: 5000 }, () => 4 * rng.next() - 2);
    const y = z.map((v) => (rng.next() < 1 / (1 + Math.exp(-(2 * v - 1))) ? 1 : 0));
    const map = fitPlatt(z, y, 'raw');
    expect(map).toMatchObject({ method: 'platt', input: 'raw' });
    if (map.method !== 'platt') throw new Error('platt expected');
    expect(map.a).toBeCloseTo(2, 0);
    expect(map.b).toBeCloseTo(-1, 0);
  });

  it('chooses the method with the lower cross-validated log-loss', () => {
    const choice = chooseCalibration(scores, labels);
    // score³ is not a logistic function of logit(score): the isotonic map fits it better.
    expect(choice.logLoss.isotonic).toBeLessThan(choice.logLoss.platt);
    expect(choice.calibration.method).toBe('isotonic');
  });
});

describe('thresholds', () => {
  const p = [0.9, 0.8, 0.7, 0.6, 0.4, 0.3, 0.2, 0.1];
  const y = [1, 1, 0, 1, 0, 1, 0, 0];

  it('states precision and recall at a threshold', () => {
    // At 0.5: four called, three of them positive; three of the four positives found.
    expect(operatingPoint(p, y, 0.5)).toEqual({ threshold: 0.5, precision: 0.75, recall: 0.75 });
    expect(operatingPoint(p, y, 0.95)).toEqual({ threshold: 0.95, precision: null, recall: 0 });
  });

  it('chooses the Matthews-best threshold, or keeps a fixed one, with the curve', () => {
    // Calling the top six (any threshold in (0.2, 0.3]) gives MCC 0.577, the top four 0.5.
    const chosen = chooseThreshold(p, y);
    expect(chosen).toMatchObject({ threshold: 0.21, precision: 0.6667, recall: 1 });
    expect(chosen.curve).toHaveLength(99);
    expect(chosen.curve[49]).toEqual(operatingPoint(p, y, 0.5));
    const fixed = chooseThreshold(p, y, { threshold: 0.25, rule: 'given' });
    expect(fixed).toMatchObject({ threshold: 0.25, precision: 0.6667, recall: 1, rule: 'given' });
  });

  it("puts a fixed threshold between the grid's steps on the curve, with the figures stated for it", () => {
    const fixed = chooseThreshold(p, y, { threshold: 0.4158, rule: 'given' });
    expect(fixed.curve).toHaveLength(100);
    const at = fixed.curve.find((point) => point.threshold === 0.4158);
    expect(at).toEqual({ threshold: 0.4158, precision: fixed.precision, recall: fixed.recall });
    const thresholds = fixed.curve.map((point) => point.threshold);
    expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));
  });
});
