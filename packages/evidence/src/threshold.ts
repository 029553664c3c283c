import type { OperatingPoint } from '@peptox/tool-schema';

// What a class threshold means: at each threshold on the calibrated probability, of the records
// called positive how many were (precision) and of the positives how many were called (recall).

export interface ThresholdChoice {
  threshold: number;
  precision: number | null;
  recall: number;
  /** How the threshold was chosen, in words. */
  rule: string;
  /** Precision and recall at 0.01, 0.02, ..., 0.99 and at the threshold: what the slider shows. */
  curve: OperatingPoint[];
}

const round4 = (v: number) => +v.toFixed(4);

/** Precision and recall of calling positive every record with probability >= threshold. */
export function operatingPoint(
  probabilities: ArrayLike<number>,
  labels: ArrayLike<number>,
  threshold: number,
): OperatingPoint {
  let tp = 0;
  let fp = 0;
  let positives = 0;
  for (let i = 0; i < labels.length; i++) {
    const positive = labels[i] === 1;
    if (positive) positives++;
    if ((probabilities[i] as number) >= threshold) {
      if (positive) tp++;
      else fp++;
    }
  }
  return {
    threshold: round4(threshold),
    precision: tp + fp === 0 ? null : round4(tp / (tp + fp)),
    recall: positives === 0 ? 0 : round4(tp / positives),
  };
}

function mccAt(probabilities: ArrayLike<number>, labels: ArrayLike<number>, t: number): number {
  let tp = 0;
  let fp = 0;
  let tn = 0;
  let fn = 0;
  for (let i = 0; i < labels.length; i++) {
    const called = (probabilities[i] as number) >= t;
    if (labels[i] === 1) called ? tp++ : fn++;
    else called ? fp++ : tn++;
  }
  const d = Math.sqrt((tp + fp) * (tp + fn) * (tn + fp) * (tn + fn));
  return d === 0 ? 0 : (tp * tn - fp * fn) / d;
}

const GRID = Array.from({ length: 99 }, (_, i) => +((i + 1) / 100).toFixed(2));

/**
 * The class threshold on calibrated probabilities: the one of 0.01 ... 0.99 with the highest
 * Matthews correlation on these (out-of-fold) records, or a `fixed` one (a class defined by
 * another output, as HemoPep's by its HC50); with its precision, recall and the whole curve.
 */
export function chooseThreshold(
  probabilities: ArrayLike<number>,
  labels: ArrayLike<number>,
  fixed?: { threshold: number; rule: string },
): ThresholdChoice {
  let threshold: number;
  let rule: string;
  if (fixed) {
    threshold = fixed.threshold;
    rule = fixed.rule;
  } else {
    let best = -2;
    threshold = 0.5;
    for (const t of GRID) {
      const m = mccAt(probabilities, labels, t);
      if (m > best + 1e-12) {
        best = m;
        threshold = t;
      }
    }
    rule = `the calibrated probability of 0.01–0.99 at which the out-of-fold predictions had the highest Matthews correlation (${best.toFixed(3)})`;
  }
  const at = operatingPoint(probabilities, labels, threshold);
  // The curve holds the stated threshold itself (a fixed one may fall between the grid's steps),
  // so the slider, set at the threshold, reads the very figures stated for it.
  const grid = GRID.includes(at.threshold) ? GRID : [...GRID, at.threshold].sort((a, b) => a - b);
  return {
    threshold: at.threshold,
    precision: at.precision,
    recall: at.recall,
    rule,
    curve: grid.map((t) => (t === at.threshold ? at : operatingPoint(probabilities, labels, t))),
  };
}
