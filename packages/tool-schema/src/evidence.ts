// What a model card says of the evidence behind each number (see @peptox/evidence, which fits it):
// the region the model learned from, its intervals or calibration, and what its threshold means.

/** How similarity to the training records is measured. */
export type SimilarityMeasure =
  | { measure: 'alignment-identity' }
  | { measure: 'tanimoto'; fingerprint: { radius: number; nBits: number } };

export interface SimilarityBin {
  /** Similarity in [from, to); the last bin includes 1. */
  from: number;
  to: number;
  n: number;
  /** Root mean squared error of the bin's records; null for an empty bin. */
  rmse: number | null;
}

/** A model's similarity cut-off, and how its out-of-fold error behaved around it. */
export interface DomainCutoff {
  /** Inputs less similar than this to the training records are outside the domain. */
  cutoff: number;
  /**
   * `error-growth`: the highest similarity below which the error measurably grew; `coverage`:
   * the error did not grow measurably, so the cut-off keeps the similarity range of 95 % of the
   * out-of-fold records (an input less similar than nearly all the model was tested on is outside).
   */
  basis: 'error-growth' | 'coverage';
  /** The rule in words, with its figures. */
  rule: string;
  n: number;
  /** Root mean squared error (for a classifier: of the calibrated probability, the Brier score's root). */
  rmse: number;
  inside: { n: number; rmse: number | null };
  outside: { n: number; rmse: number | null };
  bins: SimilarityBin[];
}

export interface IntervalBand {
  /** Similarity in [from, to); the last band includes 1. */
  from: number;
  to: number;
  /** Out-of-fold residuals in the band. */
  n: number;
  /** The interval is the prediction ± this (on the model's scale). */
  halfWidth: number;
}

export interface ConformalIntervals {
  /** Nominal coverage, e.g. 0.9. */
  level: number;
  /** Ascending similarity bands covering 0-1. */
  bands: IntervalBand[];
}

/** What intervals achieved on records they were not fitted on. */
export interface IntervalValidation {
  n: number;
  /** Share of actual values inside their interval. */
  coverage: number;
  meanWidth: number;
  inside: { n: number; coverage: number | null; meanWidth: number | null };
  outside: { n: number; coverage: number | null; meanWidth: number | null };
}

export interface ReliabilityBin {
  /** Predicted probability in [from, to); the last bin includes 1. */
  from: number;
  to: number;
  n: number;
  /** Mean predicted probability of the bin's records, and the share of them that were positive. */
  meanPredicted: number | null;
  observed: number | null;
}

/** Precision and recall of calling positive every record at or above a threshold. */
export interface OperatingPoint {
  threshold: number;
  /** null when nothing is called positive at this threshold. */
  precision: number | null;
  recall: number;
}

/** A classification defined by a regression's value: positive when the value >= `atOrAbove`. */
export interface DerivedClass {
  /** The regression output it is derived from. */
  from: string;
  atOrAbove: number;
  /** The definition in words, e.g. 'hemolytic: HC50 <= 100 µM'. */
  definition: string;
}

/** The evidence figures of one model output. */
export interface HeadSummary {
  task: 'regression' | 'classification';
  domain: DomainCutoff;
  interval?: ConformalIntervals & { validation?: IntervalValidation };
  calibration?: {
    method: 'isotonic' | 'platt';
    /** Cross-validated log-loss of each method on the out-of-fold scores (the lower one chosen). */
    logLoss?: { isotonic: number; platt: number };
    validation?: {
      n: number;
      /** The uncalibrated scores' figures (none for a class derived from a regression). */
      before: { brier: number; ece: number } | null;
      after: { brier: number; ece: number };
    };
    reliability?: { before: ReliabilityBin[] | null; after: ReliabilityBin[] };
  };
  threshold?: {
    value: number;
    rule: string;
    /** At the threshold, on the out-of-fold records it was chosen on. */
    precision: number | null;
    recall: number;
    /** At the threshold, on held-out records. */
    validation?: { n: number; precision: number | null; recall: number };
    /** Precision and recall at 0.01 ... 0.99 on the out-of-fold records: the slider's figures. */
    curve: OperatingPoint[];
  };
  derived?: DerivedClass;
}

/**
 * The similarity random peptides reach by chance against a model's training peptides, by length:
 * a peptide less similar than this has no relative in the training data, so it is outside the
 * domain whatever the cut-off (the domain needs at least max(cut-off, chance at its length)).
 */
export interface ChanceSimilarity {
  /** Share of random sequences of a length whose similarity is at most the point's. */
  level: number;
  /** Random sequences (each residue one of the 20 with equal chance) drawn per length. */
  samples: number;
  /** Ascending lengths; the similarity is non-increasing with length, linear between points. */
  points: { length: number; similarity: number }[];
}

/** A model card's evidence: the similarity measure, the training lengths, each output's figures. */
export interface EvidenceSummary {
  similarity: SimilarityMeasure;
  /** The shortest and longest training peptide, in residues. */
  lengthWindow?: { min: number; max: number };
  /** Peptides: the chance similarity, the domain's floor at each length. */
  chance?: ChanceSimilarity;
  /** How the figures were measured, in words. */
  method: string;
  heads: Record<string, HeadSummary>;
}

/**
 * The chance similarity in words, one phrase for the card and the method page: 'random
 * sequences of a peptide's length reach by chance (95 % of them stay below it: 0.5 at 5
 * residues, 0.4 at 10, …)'.
 */
export function chanceInWords(chance: ChanceSimilarity): string {
  const points = chance.points.map((p) => `${+p.similarity.toFixed(2)} at ${p.length}`).join(', ');
  return `the similarity random sequences of its length reach by chance (${Math.round(chance.level * 100)} % of ${chance.samples} random sequences a length stay below it: ${points} residues)`;
}

/** What a class threshold is stated with: its value and the figures measured at it. */
type StatedThreshold = Pick<
  NonNullable<HeadSummary['threshold']>,
  'value' | 'precision' | 'recall'
>;

/**
 * The precision and recall of a class threshold, as every page, card and file states them: the
 * out-of-fold figures at the threshold itself (the point the slider's curve holds for it).
 */
export function statedPoint(threshold: StatedThreshold): OperatingPoint {
  return { threshold: threshold.value, precision: threshold.precision, recall: threshold.recall };
}

/**
 * The curve a page's threshold slider reads: the 0.01 steps and the stated threshold's own point
 * (which a card trained before it was kept on the curve lacks), ascending.
 */
export function operatingCurve(
  threshold: StatedThreshold & { curve: readonly OperatingPoint[] },
): OperatingPoint[] {
  const stated = statedPoint(threshold);
  const others = threshold.curve.filter((p) => p.threshold !== stated.threshold);
  return [...others, stated].sort((a, b) => a.threshold - b.threshold);
}

/** The point of a curve at a threshold: the nearest of its points. */
export function operatingPointAt(
  points: readonly OperatingPoint[] | undefined,
  threshold: number,
): OperatingPoint | null {
  if (!points || points.length === 0) return null;
  let best = points[0] as OperatingPoint;
  for (const point of points) {
    if (Math.abs(point.threshold - threshold) < Math.abs(best.threshold - threshold)) best = point;
  }
  return best;
}

/** A share as every page states a threshold's precision and recall: '62 %' ('none' for null). */
export const wholePercent = (share: number | null | undefined): string =>
  share === null || share === undefined ? 'none' : `${Math.round(share * 100)} %`;

/**
 * A threshold as pages write it: two decimals at least, four at most (0.6 is 0.60, 0.4158 stays
 * 0.4158), so that the stated threshold reads the same on the slider, the summary, the help and
 * the card.
 */
export const formatThreshold = (threshold: number): string =>
  threshold.toFixed(4).replace(/0{1,2}$/, '');
