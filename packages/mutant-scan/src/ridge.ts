// Ridge regression on standardised features, small enough to keep in a JSON file: the intercept
// is the mean target (unpenalised), the weights are per standardised feature.
import { solveLinear } from './linear.ts';

export interface Ridge {
  /** Each feature's mean and standard deviation over the training rows. */
  mean: number[];
  scale: number[];
  weights: number[];
  intercept: number;
  /** The L2 penalty on the standardised weights. */
  lambda: number;
}

/** Fits on rows of features (one array per row, all of one length) and their targets. */
export function fitRidge(
  rows: readonly number[][],
  measured: readonly number[],
  lambda: number,
): Ridge {
  const p = (rows[0] as number[]).length;
  const n = rows.length;
  const mean = Array.from(
    { length: p },
    (_, j) => rows.reduce((s, r) => s + (r[j] as number), 0) / n,
  );
  // A constant feature (the anchor gap with a predicted anchor) keeps scale 1 and weight 0.
  const scale = mean.map((m, j) => {
    const sd = Math.sqrt(rows.reduce((s, r) => s + ((r[j] as number) - m) ** 2, 0) / n);
    return sd > 1e-12 ? sd : 1;
  });
  const z = rows.map((r) => r.map((v, j) => (v - (mean[j] as number)) / (scale[j] as number)));
  const intercept = measured.reduce((s, v) => s + v, 0) / n;
  const a = Array.from({ length: p }, (_, j) =>
    Array.from(
      { length: p },
      (_, k) =>
        z.reduce((s, r) => s + (r[j] as number) * (r[k] as number), 0) + (j === k ? lambda : 0),
    ),
  );
  const b = Array.from({ length: p }, (_, j) =>
    z.reduce((s, r, i) => s + (r[j] as number) * ((measured[i] as number) - intercept), 0),
  );
  return { mean, scale, weights: solveLinear(a, b), intercept, lambda };
}

/** The prediction for one row of features (in the fit's order). */
export function ridgePredict(model: Ridge, x: readonly number[]): number {
  return x.reduce(
    (sum, v, j) =>
      sum +
      ((model.weights[j] as number) * (v - (model.mean[j] as number))) / (model.scale[j] as number),
    model.intercept,
  );
}
