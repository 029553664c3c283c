import { type TSchema, Type } from 'typebox';

// What a model card says of the evidence behind each number (see @peptox/evidence, which fits it):
// the region the model learned from, its intervals or calibration, and what its threshold means.
// The types are ../evidence.ts's; the job service validates and documents the card with these.

const Nullable = <Schema extends TSchema>(schema: Schema) => Type.Union([schema, Type.Null()]);
const NullableNumber = Nullable(Type.Number());

/** How similarity to the training records is measured. */
export const SimilarityMeasureSchema = Type.Union([
  Type.Object({ measure: Type.Literal('alignment-identity') }),
  Type.Object({
    measure: Type.Literal('tanimoto'),
    fingerprint: Type.Object({ radius: Type.Integer(), nBits: Type.Integer() }),
  }),
]);

export const SimilarityBinSchema = Type.Object({
  /** Similarity in [from, to); the last bin includes 1. */
  from: Type.Number(),
  to: Type.Number(),
  n: Type.Integer(),
  /** Root mean squared error of the bin's records; null for an empty bin. */
  rmse: NullableNumber,
});

/** A model's similarity cut-off, and how its out-of-fold error behaved around it. */
export const DomainCutoffSchema = Type.Object({
  /** Inputs less similar than this to the training records are outside the domain. */
  cutoff: Type.Number({ description: 'Inputs less similar than this are outside the domain.' }),
  /**
   * `error-growth`: the highest similarity below which the error measurably grew; `coverage`:
   * the error did not grow measurably, so the cut-off keeps the similarity range of 95 % of the
   * out-of-fold records (an input less similar than nearly all the model was tested on is outside).
   */
  basis: Type.Union([Type.Literal('error-growth'), Type.Literal('coverage')]),
  /** The rule in words, with its figures. */
  rule: Type.String(),
  n: Type.Integer(),
  /** Root mean squared error (for a classifier: of the calibrated probability, the Brier score's root). */
  rmse: Type.Number(),
  inside: Type.Object({ n: Type.Integer(), rmse: NullableNumber }),
  outside: Type.Object({ n: Type.Integer(), rmse: NullableNumber }),
  bins: Type.Array(SimilarityBinSchema),
});

export const IntervalBandSchema = Type.Object({
  /** Similarity in [from, to); the last band includes 1. */
  from: Type.Number(),
  to: Type.Number(),
  /** Out-of-fold residuals in the band. */
  n: Type.Integer(),
  /** The interval is the prediction ± this (on the model's scale). */
  halfWidth: Type.Number(),
});

export const ConformalIntervalsSchema = Type.Object({
  /** Nominal coverage, e.g. 0.9. */
  level: Type.Number(),
  /** Ascending similarity bands covering 0-1. */
  bands: Type.Array(IntervalBandSchema),
});

const CoverageSchema = Type.Object({
  n: Type.Integer(),
  coverage: NullableNumber,
  meanWidth: NullableNumber,
});

/** What intervals achieved on records they were not fitted on. */
export const IntervalValidationSchema = Type.Object({
  n: Type.Integer(),
  /** Share of actual values inside their interval. */
  coverage: Type.Number(),
  meanWidth: Type.Number(),
  inside: CoverageSchema,
  outside: CoverageSchema,
});

export const ReliabilityBinSchema = Type.Object({
  /** Predicted probability in [from, to); the last bin includes 1. */
  from: Type.Number(),
  to: Type.Number(),
  n: Type.Integer(),
  /** Mean predicted probability of the bin's records, and the share of them that were positive. */
  meanPredicted: NullableNumber,
  observed: NullableNumber,
});

const ReliabilitySchema = Type.Array(ReliabilityBinSchema);

/** Precision and recall of calling positive every record at or above a threshold. */
export const OperatingPointSchema = Type.Object({
  threshold: Type.Number(),
  /** null when nothing is called positive at this threshold. */
  precision: Type.Union([Type.Number(), Type.Null()]),
  recall: Type.Number(),
});

/** A classification defined by a regression's value: positive when the value >= `atOrAbove`. */
export const DerivedClassSchema = Type.Object({
  /** The regression output it is derived from. */
  from: Type.String(),
  atOrAbove: Type.Number(),
  /** The definition in words, e.g. 'hemolytic: HC50 <= 100 µM'. */
  definition: Type.String(),
});

const BrierEceSchema = Type.Object({ brier: Type.Number(), ece: Type.Number() });

/** The evidence figures of one model output. */
export const HeadSummarySchema = Type.Object({
  task: Type.Union([Type.Literal('regression'), Type.Literal('classification')]),
  domain: DomainCutoffSchema,
  interval: Type.Optional(
    Type.Object({
      ...ConformalIntervalsSchema.properties,
      validation: Type.Optional(IntervalValidationSchema),
    }),
  ),
  calibration: Type.Optional(
    Type.Object({
      method: Type.Union([Type.Literal('isotonic'), Type.Literal('platt')]),
      /** Cross-validated log-loss of each method on the out-of-fold scores (the lower one chosen). */
      logLoss: Type.Optional(Type.Object({ isotonic: Type.Number(), platt: Type.Number() })),
      validation: Type.Optional(
        Type.Object({
          n: Type.Integer(),
          /** The uncalibrated scores' figures (none for a class derived from a regression). */
          before: Nullable(BrierEceSchema),
          after: BrierEceSchema,
        }),
      ),
      reliability: Type.Optional(
        Type.Object({ before: Nullable(ReliabilitySchema), after: ReliabilitySchema }),
      ),
    }),
  ),
  threshold: Type.Optional(
    Type.Object({
      value: Type.Number(),
      rule: Type.String(),
      /** At the threshold, on the out-of-fold records it was chosen on. */
      precision: NullableNumber,
      recall: Type.Number(),
      /** At the threshold, on held-out records. */
      validation: Type.Optional(
        Type.Object({ n: Type.Integer(), precision: NullableNumber, recall: Type.Number() }),
      ),
      /** Precision and recall at 0.01 ... 0.99 on the out-of-fold records: the slider's figures. */
      curve: Type.Array(OperatingPointSchema),
    }),
  ),
  derived: Type.Optional(DerivedClassSchema),
});

/**
 * The similarity random peptides reach by chance against a model's training peptides, by length:
 * a peptide less similar than this has no relative in the training data, so it is outside the
 * domain whatever the cut-off (the domain needs at least max(cut-off, chance at its length)).
 */
export const ChanceSimilaritySchema = Type.Object(
  {
    /** Share of random sequences of a length whose similarity is at most the point's. */
    level: Type.Number(),
    /** Random sequences (each residue one of the 20 with equal chance) drawn per length. */
    samples: Type.Integer(),
    /** Ascending lengths; the similarity is non-increasing with length, linear between points. */
    points: Type.Array(Type.Object({ length: Type.Integer(), similarity: Type.Number() })),
  },
  {
    description:
      "Peptides: the similarity random sequences of a length reach by chance against the training peptides (the level's quantile), the domain's floor at each length.",
  },
);

/** A model card's evidence: the similarity measure, the training lengths, each output's figures. */
export const EvidenceSummarySchema = Type.Object(
  {
    similarity: SimilarityMeasureSchema,
    lengthWindow: Type.Optional(
      Type.Object(
        { min: Type.Integer(), max: Type.Integer() },
        { description: 'The shortest and longest training peptide, in residues.' },
      ),
    ),
    /** Peptides: the chance similarity, the domain's floor at each length. */
    chance: Type.Optional(ChanceSimilaritySchema),
    /** How the figures were measured, in words. */
    method: Type.String(),
    heads: Type.Record(Type.String(), HeadSummarySchema),
  },
  {
    description:
      'What stands behind each number: the similarity measure, the training lengths, and per output the domain cut-off, the intervals or the calibration and threshold, with their validation figures.',
  },
);
