/** Counts of a binary classification: class 1 is the positive class. */
export interface Confusion {
  tp: number;
  tn: number;
  fp: number;
  fn: number;
}

export function confusion(actual: ArrayLike<number>, predicted: ArrayLike<number>): Confusion {
  const m: Confusion = { tp: 0, tn: 0, fp: 0, fn: 0 };
  for (let i = 0; i < actual.length; i++) {
    if (actual[i] === 1) predicted[i] === 1 ? m.tp++ : m.fn++;
    else predicted[i] === 1 ? m.fp++ : m.tn++;
  }
  return m;
}

const ratio = (a: number, b: number): number => (b === 0 ? 0 : a / b);

export const accuracy = (m: Confusion): number => ratio(m.tp + m.tn, m.tp + m.tn + m.fp + m.fn);
export const sensitivity = (m: Confusion): number => ratio(m.tp, m.tp + m.fn);
export const specificity = (m: Confusion): number => ratio(m.tn, m.tn + m.fp);

/** Matthews correlation coefficient; 0 when a row or column of the matrix is empty. */
export function mcc(m: Confusion): number {
  const d = Math.sqrt((m.tp + m.fp) * (m.tp + m.fn) * (m.tn + m.fp) * (m.tn + m.fn));
  return ratio(m.tp * m.tn - m.fp * m.fn, d);
}

/**
 * Area under the ROC curve as the Mann-Whitney statistic: the chance that a random positive scores
 * above a random negative, ties counting one half (average ranks).
 */
export function rocAuc(actual: ArrayLike<number>, scores: ArrayLike<number>): number {
  const n = actual.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[a] - scores[b]);
  let positives = 0;
  let rankSum = 0;
  for (let i = 0; i < n; ) {
    let j = i;
    while (j + 1 < n && scores[order[j + 1]] === scores[order[i]]) j++;
    const averageRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) {
      if (actual[order[k]] === 1) {
        positives++;
        rankSum += averageRank;
      }
    }
    i = j + 1;
  }
  const negatives = n - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Binary metrics at a probability threshold (class 1 when score >= threshold). */
export function classificationReport(
  actual: ArrayLike<number>,
  scores: ArrayLike<number>,
  threshold = 0.5,
) {
  const predicted = Array.from(scores, (s) => (s >= threshold ? 1 : 0));
  const m = confusion(actual, predicted);
  return {
    n: actual.length,
    ...m,
    accuracy: accuracy(m),
    sensitivity: sensitivity(m),
    specificity: specificity(m),
    mcc: mcc(m),
    rocAuc: rocAuc(actual, scores),
  };
}

/**
 * The threshold that maximises Youden's J (sensitivity + specificity - 1) on these scores, for a
 * rare positive class where 0.5 would call almost everything negative. It is a score seen in the
 * data (class 1 at >= threshold), halfway to the next lower score so that a slightly lower score
 * elsewhere is treated alike; NaN without both classes.
 */
export function youdenThreshold(actual: ArrayLike<number>, scores: ArrayLike<number>): number {
  const n = actual.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[b] - scores[a]);
  let positives = 0;
  for (let i = 0; i < n; i++) if (actual[i] === 1) positives++;
  const negatives = n - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  let tp = 0;
  let fp = 0;
  let best = Number.NEGATIVE_INFINITY;
  let threshold = Number.NaN;
  // Walk down the scores; at each distinct score every row scoring at least it is called 1.
  for (let i = 0; i < n; ) {
    const score = scores[order[i]];
    while (i < n && scores[order[i]] === score) {
      if (actual[order[i]] === 1) tp++;
      else fp++;
      i++;
    }
    const j = tp / positives - fp / negatives;
    if (j > best) {
      best = j;
      threshold = i < n ? (score + scores[order[i]]) / 2 : score;
    }
  }
  return threshold;
}

export function mse(actual: ArrayLike<number>, predicted: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < actual.length; i++) s += (actual[i] - predicted[i]) ** 2;
  return s / actual.length;
}

export const rmse = (actual: ArrayLike<number>, predicted: ArrayLike<number>): number =>
  Math.sqrt(mse(actual, predicted));

const mean = (a: ArrayLike<number>): number => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i];
  return s / a.length;
};

/** Pearson correlation coefficient; NaN when either side is constant. */
export function pearson(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const ma = mean(a);
  const mb = mean(b);
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < a.length; i++) {
    sab += (a[i] - ma) * (b[i] - mb);
    saa += (a[i] - ma) ** 2;
    sbb += (b[i] - mb) ** 2;
  }
  return sab / Math.sqrt(saa * sbb);
}

/** Ranks from 1, ties sharing the mean of their ranks (as Spearman's correlation takes them). */
export function ranks(values: ArrayLike<number>): Float64Array {
  const order = Array.from({ length: values.length }, (_, i) => i).sort(
    (a, b) => values[a] - values[b],
  );
  const rank = new Float64Array(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start + 1;
    while (end < order.length && values[order[end]] === values[order[start]]) end++;
    for (let j = start; j < end; j++) rank[order[j]] = (start + end + 1) / 2;
    start = end;
  }
  return rank;
}

/** Spearman's rank correlation: Pearson's of the ranks (ties averaged); NaN when either side is constant. */
export const spearman = (a: ArrayLike<number>, b: ArrayLike<number>): number =>
  pearson(ranks(a), ranks(b));

/** Coefficient of determination, 1 - SS_res / SS_tot (negative when worse than the mean). */
export function r2(actual: ArrayLike<number>, predicted: ArrayLike<number>): number {
  const m = mean(actual);
  let res = 0;
  let tot = 0;
  for (let i = 0; i < actual.length; i++) {
    res += (actual[i] - predicted[i]) ** 2;
    tot += (actual[i] - m) ** 2;
  }
  return 1 - res / tot;
}

export function regressionReport(actual: ArrayLike<number>, predicted: ArrayLike<number>) {
  return {
    n: actual.length,
    mse: mse(actual, predicted),
    rmse: rmse(actual, predicted),
    pearson: pearson(actual, predicted),
    r2: r2(actual, predicted),
  };
}
