import type { Static } from 'typebox';
import type {
  ChanceSimilaritySchema,
  ConformalIntervalsSchema,
  DerivedClassSchema,
  DomainCutoffSchema,
  EvidenceSummarySchema,
  HeadSummarySchema,
  IntervalBandSchema,
  IntervalValidationSchema,
  OperatingPointSchema,
  ReliabilityBinSchema,
  SimilarityBinSchema,
  SimilarityMeasureSchema,
} from './wire/evidence.ts';

// What a model card says of the evidence behind each number (see @peptox/evidence, which fits it):
// the region the model learned from, its intervals or calibration, and what its threshold means.
// Each shape is written once, as the schema in ./wire/evidence.ts (its fields documented there).

/** How similarity to the training records is measured. */
export type SimilarityMeasure = Static<typeof SimilarityMeasureSchema>;

/** The out-of-fold error of the records in a range of similarity. */
export type SimilarityBin = Static<typeof SimilarityBinSchema>;

/** A model's similarity cut-off, and how its out-of-fold error behaved around it. */
export type DomainCutoff = Static<typeof DomainCutoffSchema>;

/** The half-width of the intervals of inputs in a range of similarity. */
export type IntervalBand = Static<typeof IntervalBandSchema>;

export type ConformalIntervals = Static<typeof ConformalIntervalsSchema>;

/** What intervals achieved on records they were not fitted on. */
export type IntervalValidation = Static<typeof IntervalValidationSchema>;

export type ReliabilityBin = Static<typeof ReliabilityBinSchema>;

/** Precision and recall of calling positive every record at or above a threshold. */
export type OperatingPoint = Static<typeof OperatingPointSchema>;

/** A classification defined by a regression's value: positive when the value >= `atOrAbove`. */
export type DerivedClass = Static<typeof DerivedClassSchema>;

/** The evidence figures of one model output. */
export type HeadSummary = Static<typeof HeadSummarySchema>;

/**
 * The similarity random peptides reach by chance against a model's training peptides, by length:
 * a peptide less similar than this has no relative in the training data, so it is outside the
 * domain whatever the cut-off (the domain needs at least max(cut-off, chance at its length)).
 */
export type ChanceSimilarity = Static<typeof ChanceSimilaritySchema>;

/** A model card's evidence: the similarity measure, the training lengths, each output's figures. */
export type EvidenceSummary = Static<typeof EvidenceSummarySchema>;

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
