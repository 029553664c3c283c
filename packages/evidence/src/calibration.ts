// Calibrated probabilities: a map from a classifier's score to the share of records that were
// positive at that score, fitted on out-of-fold scores. Isotonic regression (any monotone shape)
// or Platt scaling (a logistic curve), chosen by cross-validated log-loss; and the figures that
// say how well a probability is calibrated (Brier score, expected calibration error, the bins of a
// reliability diagram).
import { createRng, shuffle } from '@peptox/ml';
import type { ReliabilityBin } from '@peptox/tool-schema';

export type Calibration =
  /** Piecewise linear through the pool-adjacent-violators blocks (x: mean score, y: share). */
  | { method: 'isotonic'; x: number[]; y: number[] }
  /** p = 1 / (1 + exp(-(a z + b))), z = logit(score) for probabilities, else the raw score. */
  | { method: 'platt'; a: number; b: number; input: 'logit' | 'raw' };

const EPS = 1e-6;
const logit = (p: number) => {
  const q = Math.min(1 - EPS, Math.max(EPS, p));
  return Math.log(q / (1 - q));
};
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The calibrated probability of a score. */
export function calibrate(calibration: Calibration, score: number): number {
  if (calibration.method === 'platt') {
    const z = calibration.input === 'logit' ? logit(score) : score;
    return sigmoid(calibration.a * z + calibration.b);
  }
  const { x, y } = calibration;
  if (score <= (x[0] as number)) return y[0] as number;
  if (score >= (x.at(-1) as number)) return y.at(-1) as number;
  let lo = 0;
  let hi = x.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((x[mid] as number) <= score) lo = mid;
    else hi = mid;
  }
  const x0 = x[lo] as number;
  const x1 = x[hi] as number;
  const t = x1 === x0 ? 0 : (score - x0) / (x1 - x0);
  return (y[lo] as number) + t * ((y[hi] as number) - (y[lo] as number));
}

/**
 * Isotonic regression of the labels on the scores (pool adjacent violators). Each block's share
 * is smoothed as (positives + 0.5) / (n + 1), so that no probability is exactly 0 or 1, and kept
 * non-decreasing (smoothing can lower a small block below a larger one before it).
 */
export function fitIsotonic(scores: ArrayLike<number>, labels: ArrayLike<number>): Calibration {
  const order = Array.from({ length: scores.length }, (_, i) => i).sort(
    (a, b) => (scores[a] as number) - (scores[b] as number),
  );
  // Blocks of equal scores first, then merged while their shares decrease.
  const blocks: { sum: number; n: number; scoreSum: number }[] = [];
  for (const i of order) {
    const s = scores[i] as number;
    const last = blocks.at(-1);
    if (last && last.scoreSum / last.n === s) {
      last.sum += labels[i] as number;
      last.n++;
      last.scoreSum += s;
    } else blocks.push({ sum: labels[i] as number, n: 1, scoreSum: s });
    while (blocks.length > 1) {
      const b = blocks.at(-1) as (typeof blocks)[number];
      const a = blocks.at(-2) as (typeof blocks)[number];
      if (a.sum / a.n < b.sum / b.n) break;
      blocks.splice(-2, 2, { sum: a.sum + b.sum, n: a.n + b.n, scoreSum: a.scoreSum + b.scoreSum });
    }
  }
  let floor = 0;
  return {
    method: 'isotonic',
    x: blocks.map((b) => +(b.scoreSum / b.n).toFixed(6)),
    y: blocks.map((b) => {
      floor = Math.max(floor, +((b.sum + 0.5) / (b.n + 1)).toFixed(6));
      return floor;
    }),
  };
}

/** Platt scaling: a logistic regression of the labels on logit(score) (or the raw score). */
export function fitPlatt(
  scores: ArrayLike<number>,
  labels: ArrayLike<number>,
  input: 'logit' | 'raw' = 'logit',
): Calibration {
  const n = scores.length;
  const z = Float64Array.from({ length: n }, (_, i) =>
    input === 'logit' ? logit(scores[i] as number) : (scores[i] as number),
  );
  // Platt's targets, pulled off 0 and 1 by the class counts, keep the fit finite on separable data.
  let positives = 0;
  for (let i = 0; i < n; i++) positives += labels[i] as number;
  const hiTarget = (positives + 1) / (positives + 2);
  const loTarget = 1 / (n - positives + 2);
  const t = Float64Array.from({ length: n }, (_, i) => (labels[i] === 1 ? hiTarget : loTarget));
  let a = 1;
  let b = 0;
  for (let iteration = 0; iteration < 100; iteration++) {
    // Newton's step on the log-loss in (a, b), with a small ridge for stability.
    let ga = 0;
    let gb = 0;
    let haa = 1e-9;
    let hab = 0;
    let hbb = 1e-9;
    for (let i = 0; i < n; i++) {
      const zi = z[i] as number;
      const p = sigmoid(a * zi + b);
      const d = p - (t[i] as number);
      const w = p * (1 - p);
      ga += d * zi;
      gb += d;
      haa += w * zi * zi;
      hab += w * zi;
      hbb += w;
    }
    const det = haa * hbb - hab * hab;
    if (!(Math.abs(det) > 1e-12)) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) < 1e-9 && Math.abs(db) < 1e-9) break;
  }
  return { method: 'platt', a: +a.toFixed(6), b: +b.toFixed(6), input };
}

export function brierScore(probabilities: ArrayLike<number>, labels: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < labels.length; i++) {
    sum += ((probabilities[i] as number) - (labels[i] as number)) ** 2;
  }
  return sum / labels.length;
}

function logLoss(probabilities: ArrayLike<number>, labels: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < labels.length; i++) {
    const p = Math.min(1 - EPS, Math.max(EPS, probabilities[i] as number));
    sum -= labels[i] === 1 ? Math.log(p) : Math.log(1 - p);
  }
  return sum / labels.length;
}

/** The ten equal-width bins of a reliability diagram. */
export function reliabilityBins(
  probabilities: ArrayLike<number>,
  labels: ArrayLike<number>,
  bins = 10,
): ReliabilityBin[] {
  const sums = Array.from({ length: bins }, () => ({ n: 0, p: 0, y: 0 }));
  for (let i = 0; i < labels.length; i++) {
    const p = probabilities[i] as number;
    const bin = sums[Math.min(bins - 1, Math.floor(p * bins))] as (typeof sums)[number];
    bin.n++;
    bin.p += p;
    bin.y += labels[i] as number;
  }
  return sums.map((s, b) => ({
    from: +(b / bins).toFixed(2),
    to: +((b + 1) / bins).toFixed(2),
    n: s.n,
    meanPredicted: s.n ? +(s.p / s.n).toFixed(4) : null,
    observed: s.n ? +(s.y / s.n).toFixed(4) : null,
  }));
}

/** Expected calibration error: the records' weighted mean |observed - predicted| over ten bins. */
export function expectedCalibrationError(
  probabilities: ArrayLike<number>,
  labels: ArrayLike<number>,
): number {
  let sum = 0;
  for (const bin of reliabilityBins(probabilities, labels)) {
    if (bin.n > 0)
      sum += bin.n * Math.abs((bin.observed as number) - (bin.meanPredicted as number));
  }
  return sum / labels.length;
}

export interface CalibrationChoice {
  calibration: Calibration;
  /** Cross-validated log-loss of each method on the out-of-fold scores. */
  logLoss: { isotonic: number; platt: number };
}

/**
 * The calibration method with the lower 5-fold cross-validated log-loss on these scores (each
 * fold's map fitted on the other four), refitted on all of them.
 */
export function chooseCalibration(
  scores: ArrayLike<number>,
  labels: ArrayLike<number>,
  input: 'logit' | 'raw' = 'logit',
  seed = 2026,
): CalibrationChoice {
  const n = scores.length;
  const order = shuffle(
    Int32Array.from({ length: n }, (_, i) => i),
    createRng(seed),
  );
  const folds = new Int32Array(n);
  for (let j = 0; j < n; j++) folds[order[j] as number] = j % 5;
  const crossValidated = (fit: (s: number[], y: number[]) => Calibration) => {
    const p = new Float64Array(n);
    for (let fold = 0; fold < 5; fold++) {
      const train = [...Array(n).keys()].filter((i) => folds[i] !== fold);
      const map = fit(
        train.map((i) => scores[i] as number),
        train.map((i) => labels[i] as number),
      );
      for (let i = 0; i < n; i++) if (folds[i] === fold) p[i] = calibrate(map, scores[i] as number);
    }
    return +logLoss(p, labels).toFixed(5);
  };
  const isotonic = crossValidated(fitIsotonic);
  const platt = crossValidated((s, y) => fitPlatt(s, y, input));
  return {
    calibration: isotonic < platt ? fitIsotonic(scores, labels) : fitPlatt(scores, labels, input),
    logLoss: { isotonic, platt },
  };
}
