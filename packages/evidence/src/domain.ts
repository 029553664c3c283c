import type { DomainCutoff } from '@peptox/tool-schema';

// The similarity cut-off of a model's domain, from its out-of-fold predictions: each training
// record's similarity to the records its out-of-fold model learned from, against that
// prediction's error. Below the cut-off the model's error measurably grew.

/** One out-of-fold prediction: how similar the record was to what the model saw, and its error. */
export interface ErrorPoint {
  similarity: number;
  /** Squared error: (predicted - actual)² for a regression, (p - class)² (Brier) for a classifier. */
  squaredError: number;
  /** Peptides: the chance similarity at the record's length (see chance.ts), a floor under the cut-off. */
  floor?: number;
}

/** Inside the domain: at least the cut-off, and at least the chance similarity at its length. */
export const isInside = (similarity: number, cutoff: number, floor = 0): boolean =>
  similarity >= Math.max(cutoff, floor);

export interface CutoffRule {
  /** Candidate cut-offs, ascending. Default 0.10, 0.15, ..., 0.90. */
  grid?: readonly number[];
  /** At least this many records below a candidate. Default 20. */
  minPoints?: number;
  /** ...whose RMSE is at least this multiple of the RMSE over all. Default 1.25. */
  errorRatio?: number;
  /** Without error growth: the share of records the cut-off keeps inside. Default 0.95. */
  coverage?: number;
}

/** The band just below a candidate cut-off, whose error must grow too. */
const BAND = 0.05;
const DEFAULT_GRID = Array.from({ length: 17 }, (_, i) => +(0.1 + i * 0.05).toFixed(2));
const BIN_EDGES = [0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

function rootMeanSquare(points: readonly ErrorPoint[]): number | null {
  if (points.length === 0) return null;
  return Math.sqrt(points.reduce((sum, p) => sum + p.squaredError, 0) / points.length);
}

const round4 = (v: number | null) => (v === null ? null : +v.toFixed(4));

/**
 * The domain's similarity cut-off: walking down the grid from the most similar, the first t where
 * the error measurably grows. That is, the highest t such that the records below t, and those of
 * the band just below it ([t - 0.05, t): one step of the grid), each number at least `minPoints` (half that for the band)
 * and each have an RMSE of at least `errorRatio` times the RMSE of the records at or above t.
 * When no t qualifies, the error did not grow measurably with dissimilarity, and the cut-off is
 * the highest t of the grid that keeps at least `coverage` of the records inside: never 0, so that
 * an input less similar than nearly everything the model was tested on is still said to be outside.
 */
export function measureCutoff(points: readonly ErrorPoint[], rule: CutoffRule = {}): DomainCutoff {
  const grid = rule.grid ?? DEFAULT_GRID;
  const minPoints = rule.minPoints ?? 20;
  const errorRatio = rule.errorRatio ?? 1.25;
  const coverage = rule.coverage ?? 0.95;
  const valid = points.filter(
    (p) => Number.isFinite(p.similarity) && Number.isFinite(p.squaredError),
  );
  if (valid.length === 0) throw new RangeError('The domain needs out-of-fold predictions.');
  const overall = rootMeanSquare(valid) as number;
  const below = (t: number) => valid.filter((p) => p.similarity < t);

  let cutoff = 0;
  for (const t of [...grid].reverse()) {
    const under = below(t);
    const band = under.filter((p) => p.similarity >= t - BAND);
    const above = rootMeanSquare(valid.filter((p) => p.similarity >= t));
    if (above === null || under.length < minPoints || band.length < minPoints / 2) continue;
    const grows = (group: ErrorPoint[]) => (rootMeanSquare(group) as number) >= errorRatio * above;
    if (grows(under) && grows(band)) {
      cutoff = t;
      break;
    }
  }
  const basis: DomainCutoff['basis'] = cutoff > 0 ? 'error-growth' : 'coverage';
  if (cutoff === 0) {
    cutoff = grid[0] as number;
    for (const t of grid) if (below(t).length <= (1 - coverage) * valid.length) cutoff = t;
  }

  // The cut-off's own figures (similarity alone), for the rule's words.
  const under = below(cutoff);
  const over = valid.filter((p) => p.similarity >= cutoff);
  const underRmse = rootMeanSquare(under);
  // Inside and outside as served: the cut-off, and the chance floor at each record's length.
  const inside = valid.filter((p) => isInside(p.similarity, cutoff, p.floor));
  const outside = valid.filter((p) => !isInside(p.similarity, cutoff, p.floor));
  const floored = valid.some((p) => p.floor !== undefined);
  const bins = BIN_EDGES.slice(1).map((to, i) => {
    const from = BIN_EDGES[i] as number;
    const last = i === BIN_EDGES.length - 2;
    const members = valid.filter((p) => p.similarity >= from && (p.similarity < to || last));
    return { from, to, n: members.length, rmse: round4(rootMeanSquare(members)) };
  });
  const outsideRmse = rootMeanSquare(outside);
  const rmseText = (v: number | null) => (v === null ? 'none' : v.toFixed(3));
  const text =
    basis === 'error-growth'
      ? `${cutoff} is the highest similarity of the grid (${grid[0]}–${grid.at(-1)}) where the error grew: the ${under.length} out-of-fold predictions below it, and those just below it (${+(cutoff - BAND).toFixed(2)}–${cutoff}), had an RMSE at least ${errorRatio} times that of the predictions above it (${rmseText(underRmse)} against ${rmseText(rootMeanSquare(over))}; ${overall.toFixed(3)} over all)`
      : `the error did not grow measurably with dissimilarity (no similarity of the grid ${grid[0]}–${grid.at(-1)} had at least ${minPoints} out-of-fold predictions below it with an RMSE of ${errorRatio} times the overall ${overall.toFixed(3)}), so the cut-off ${cutoff} keeps the similarity range of ${Math.round(coverage * 100)} % of the out-of-fold records inside (${under.length} of ${valid.length} below it, RMSE ${rmseText(underRmse)})`;
  const floorText = floored
    ? `; and a peptide must also be more similar than random sequences of its length are by chance (the chance similarity, stated with the evidence), which puts ${outside.length} of the ${valid.length} out-of-fold records outside (RMSE ${rmseText(outsideRmse)}, against ${rmseText(rootMeanSquare(inside))} inside)`
    : '';
  return {
    cutoff,
    basis,
    rule: text + floorText,
    n: valid.length,
    rmse: round4(overall) as number,
    inside: { n: inside.length, rmse: round4(rootMeanSquare(inside)) },
    outside: { n: outside.length, rmse: round4(outsideRmse) },
    bins,
  };
}

/** The length window of a model: the shortest and longest training peptide. */
export function lengthWindow(sequences: readonly string[]): [number, number] {
  if (sequences.length === 0) throw new RangeError('A length window needs training peptides.');
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const s of sequences) {
    min = Math.min(min, s.length);
    max = Math.max(max, s.length);
  }
  return [min, max];
}
