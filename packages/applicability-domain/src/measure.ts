/** One validation molecule: its similarity to the training part of the split, and its error. */
export interface DomainPoint {
  /** Highest Tanimoto similarity to a molecule the model was trained on (0-1). */
  similarity: number;
  /**
   * Squared error of its prediction: (predicted - actual)² for a regression, (p - class)² (the
   * Brier score) for a classifier.
   */
  squaredError: number;
}

export interface DomainRule {
  /** Candidate thresholds, ascending. Default 0.10, 0.15, ..., 0.90. */
  grid?: readonly number[];
  /** The molecules below a threshold must be at least this many. Default 20. */
  minPoints?: number;
  /** ...and their RMSE at least this multiple of the RMSE over all. Default 1.25. */
  errorRatio?: number;
}

export interface SimilarityBin {
  /** Similarity in [from, to); the last bin includes 1. */
  from: number;
  to: number;
  n: number;
  /** Root mean squared error of the bin's molecules; null for an empty bin. */
  rmse: number | null;
}

/** What the validation molecules showed, and the threshold chosen from it (for the model card). */
export interface DomainMeasurement {
  /** Molecules whose nearest training molecule is less similar than this are outside. */
  threshold: number;
  /** The rule in words, with its figures. */
  rule: string;
  n: number;
  rmse: number;
  inside: { n: number; rmse: number | null };
  outside: { n: number; rmse: number | null };
  bins: SimilarityBin[];
}

const DEFAULT_GRID = Array.from({ length: 17 }, (_, i) => +(0.1 + i * 0.05).toFixed(2));
const BIN_EDGES = [0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1];

function rootMeanSquare(points: readonly DomainPoint[]): number | null {
  if (points.length === 0) return null;
  return Math.sqrt(points.reduce((sum, p) => sum + p.squaredError, 0) / points.length);
}

const round = (v: number | null) => (v === null ? null : +v.toFixed(4));

/**
 * The applicability domain's threshold, from validation molecules the model was not trained on:
 * the highest similarity t of the grid such that the molecules below t are at least `minPoints`
 * and their RMSE is at least `errorRatio` times the RMSE over all. In words: below t, predictions
 * were, as a group, clearly worse than the model's usual. When no t qualifies (the error did not
 * grow with dissimilarity), the threshold is 0 and every molecule is inside.
 */
export function measureDomain(
  points: readonly DomainPoint[],
  rule: DomainRule = {},
): DomainMeasurement {
  const grid = rule.grid ?? DEFAULT_GRID;
  const minPoints = rule.minPoints ?? 20;
  const errorRatio = rule.errorRatio ?? 1.25;
  if (points.length === 0) throw new RangeError('The domain needs validation molecules.');
  const overall = rootMeanSquare(points) as number;

  let threshold = 0;
  for (const t of grid) {
    const below = points.filter((p) => p.similarity < t);
    const rmse = rootMeanSquare(below);
    if (below.length >= minPoints && rmse !== null && rmse >= errorRatio * overall) threshold = t;
  }

  const inside = points.filter((p) => p.similarity >= threshold);
  const outside = points.filter((p) => p.similarity < threshold);
  const bins = BIN_EDGES.slice(1).map((to, i) => {
    const from = BIN_EDGES[i] as number;
    const last = i === BIN_EDGES.length - 2;
    const members = points.filter((p) => p.similarity >= from && (p.similarity < to || last));
    return { from, to, n: members.length, rmse: round(rootMeanSquare(members)) };
  });
  const ruleText =
    threshold === 0
      ? `no similarity of the grid (${grid[0]}-${grid.at(-1)}) had at least ${minPoints} validation molecules below it with an RMSE of ${errorRatio} times the overall ${overall.toFixed(3)} or more, so every molecule is taken as inside`
      : `${threshold} is the highest similarity of the grid (${grid[0]}-${grid.at(-1)}) below which at least ${minPoints} validation molecules had an RMSE of at least ${errorRatio} times the overall ${overall.toFixed(3)} (${outside.length} molecules, RMSE ${(rootMeanSquare(outside) as number).toFixed(3)})`;
  return {
    threshold,
    rule: ruleText,
    n: points.length,
    rmse: round(overall) as number,
    inside: { n: inside.length, rmse: round(rootMeanSquare(inside)) },
    outside: { n: outside.length, rmse: round(rootMeanSquare(outside)) },
    bins,
  };
}
