import type { ConformalIntervals, IntervalBand, IntervalValidation } from '@peptox/tool-schema';
import { isInside } from './domain.ts';

// 90 % prediction intervals for a regression by Mondrian split-conformal prediction on its
// out-of-fold residuals: the residuals are split into bands of similarity to the training set
// (outside the domain, then equal-count bands inside it), and each band's interval half-width is
// its residuals' conformal quantile. Coverage then holds per band, so a far input gets the wider
// interval its band earned, a near one the narrower one.

export interface ResidualPoint {
  similarity: number;
  /** |actual - out-of-fold prediction| */
  residual: number;
}

export interface ConformalOptions {
  level?: number;
  /** The domain's cut-off: residuals below it form a band of their own. */
  cutoff?: number;
  /** Fewest residuals a band may hold (a smaller band joins its neighbour). Default 40. */
  minBand?: number;
  /** Most bands inside the domain. Default 3. */
  insideBands?: number;
}

/** The conformal quantile: the ceil((n + 1) level)-th smallest residual (the largest if beyond n). */
function conformalQuantile(residuals: number[], level: number): number {
  const sorted = residuals.toSorted((a, b) => a - b);
  const k = Math.min(sorted.length, Math.ceil((sorted.length + 1) * level));
  return sorted[k - 1] as number;
}

/**
 * Mondrian conformal intervals from out-of-fold residuals. A band's half-width is never smaller
 * than that of a more similar band: a less similar input never gets a narrower interval.
 */
export function fitConformal(
  points: readonly ResidualPoint[],
  options: ConformalOptions = {},
): ConformalIntervals {
  const level = options.level ?? 0.9;
  const minBand = options.minBand ?? 40;
  const insideBands = options.insideBands ?? 3;
  const cutoff = options.cutoff ?? 0;
  const valid = points
    .filter((p) => Number.isFinite(p.similarity) && Number.isFinite(p.residual))
    .toSorted((a, b) => a.similarity - b.similarity);
  if (valid.length === 0) throw new RangeError('Conformal intervals need out-of-fold residuals.');

  // Edges: 0, the cut-off, then equal-count cuts among the records inside.
  const inside = valid.filter((p) => p.similarity >= cutoff);
  const count = Math.max(1, Math.min(insideBands, Math.floor(inside.length / minBand)));
  const edges = [0];
  if (cutoff > 0) edges.push(cutoff);
  for (let b = 1; b < count; b++) {
    const at = inside[Math.floor((b * inside.length) / count)]?.similarity as number;
    if (at > (edges.at(-1) as number) && at < 1) edges.push(at);
  }
  edges.push(1);

  // Residuals per band; a band under minBand joins the next more similar one (the last, the one
  // before it).
  let bands = edges.slice(1).map((to, i) => {
    const from = edges[i] as number;
    const last = i === edges.length - 2;
    return {
      from,
      to,
      residuals: valid
        .filter((p) => p.similarity >= from && (p.similarity < to || last))
        .map((p) => p.residual),
    };
  });
  while (bands.length > 1 && bands.some((b) => b.residuals.length < minBand)) {
    const i = bands.findIndex((b) => b.residuals.length < minBand);
    const j = i < bands.length - 1 ? i + 1 : i - 1;
    const [lo, hi] = i < j ? [i, j] : [j, i];
    const a = bands[lo] as (typeof bands)[number];
    const b = bands[hi] as (typeof bands)[number];
    bands = [
      ...bands.slice(0, lo),
      { from: a.from, to: b.to, residuals: [...a.residuals, ...b.residuals] },
      ...bands.slice(hi + 1),
    ];
  }
  const widths = bands.map((b) => conformalQuantile(b.residuals, level));
  for (let i = widths.length - 2; i >= 0; i--) {
    widths[i] = Math.max(widths[i] as number, widths[i + 1] as number);
  }
  return {
    level,
    bands: bands.map((b, i) => ({
      from: +b.from.toFixed(4),
      to: +b.to.toFixed(4),
      n: b.residuals.length,
      halfWidth: +(widths[i] as number).toFixed(4),
    })),
  };
}

/** The half-width for an input of this similarity to the training set. */
export function halfWidthAt(intervals: ConformalIntervals, similarity: number): number {
  const { bands } = intervals;
  for (const band of bands) if (similarity < band.to) return band.halfWidth;
  return (bands.at(-1) as IntervalBand).halfWidth;
}

/** The interval [prediction - w, prediction + w] at this similarity. */
export function intervalAt(
  intervals: ConformalIntervals,
  prediction: number,
  similarity: number,
): [number, number] {
  const w = halfWidthAt(intervals, similarity);
  return [prediction - w, prediction + w];
}

/** Coverage and widths of the intervals on held-out records (inside / outside the cut-off). */
export function validateIntervals(
  intervals: ConformalIntervals,
  records: readonly { actual: number; predicted: number; similarity: number; floor?: number }[],
  cutoff: number,
): IntervalValidation {
  const measure = (subset: typeof records) => {
    if (subset.length === 0) return { n: 0, coverage: null, meanWidth: null };
    let covered = 0;
    let width = 0;
    for (const r of subset) {
      const [lo, hi] = intervalAt(intervals, r.predicted, r.similarity);
      if (r.actual >= lo && r.actual <= hi) covered++;
      width += hi - lo;
    }
    return {
      n: subset.length,
      coverage: +(covered / subset.length).toFixed(4),
      meanWidth: +(width / subset.length).toFixed(4),
    };
  };
  const all = measure(records);
  return {
    n: all.n,
    coverage: all.coverage ?? 0,
    meanWidth: all.meanWidth ?? 0,
    inside: measure(records.filter((r) => isInside(r.similarity, cutoff, r.floor))),
    outside: measure(records.filter((r) => !isInside(r.similarity, cutoff, r.floor))),
  };
}
