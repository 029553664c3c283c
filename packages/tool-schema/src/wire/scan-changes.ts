import { Type } from 'typebox';

// A mutant scan's changes of one score that a scan benchmark measured: the anchor, each variant's
// change, the uncertainty and the benchmark's figures. The types are ../scan-changes.ts's;
// @peptox/mutant-scan computes them.

/** What a scan benchmark reports of predicted against measured changes. */
export const ScanFiguresSchema = Type.Object({
  pairs: Type.Integer({ description: 'Analog pairs scored out of fold.' }),
  spearman: Type.Number({
    description: "Spearman's rank correlation between predicted and measured changes.",
  }),
  direction: Type.Object(
    {
      pairs: Type.Integer({
        description: 'Pairs whose measured change exceeds definitions.clearChange (log10).',
      }),
      right: Type.Number({ description: 'The share of them predicted in the measured direction.' }),
    },
    { description: 'How often the direction of a clear change is right.' },
  ),
  mostPotent: Type.Object(
    {
      references: Type.Integer(),
      pairs: Type.Integer(),
      measuredMean: Type.Number(),
      predictedMean: Type.Number(),
      bias: Type.Number({ description: 'predictedMean - measuredMean (log10).' }),
    },
    {
      description:
        'The fifth of reference peptides with the lowest measured value (the most potent): the mean measured and predicted change of their pairs.',
    },
  ),
  uncertainty: Type.Number({
    description:
      'The definitions.uncertaintyLevel quantile of |measured - predicted change| (log10).',
  }),
});

/** How a variant's change is predicted from the model's two predictions and the anchor. */
export const ChangeMethodSchema = Type.Union(
  [
    Type.Literal('difference'),
    Type.Literal('anchored'),
    Type.Literal('fitted'),
    Type.Literal('learned'),
  ],
  {
    description:
      "difference: the variant's prediction minus the wild type's; anchored: the variant's prediction minus the anchor; fitted: a line in those two terms fitted to the measured changes; learned: a ridge regression from those terms, the anchor, the residue changed and where, the wild type, and the measured values of the training peptides one edit from the variant, fitted to the measured changes (a truncation gets the fitted line).",
  },
);

/** The figures' definitions, as a benchmark file records them (read, never restated, by pages). */
export const ScanDefinitionsSchema = Type.Object({
  clearChange: Type.Number({
    description: 'log10: a measured change above it counts in the direction figure.',
  }),
  uncertaintyLevel: Type.Number({
    description: 'The quantile of absolute residuals that the uncertainty is.',
  }),
});

const CaseSchema = Type.Object({ method: ChangeMethodSchema, figures: ScanFiguresSchema });

/** The benchmark as a scan's answer states it: per anchor, the method kept and its figures. */
export const ServedBenchmarkSchema = Type.Object(
  {
    date: Type.String(),
    model: Type.String(),
    modelVersion: Type.String(),
    folds: Type.Integer(),
    definitions: ScanDefinitionsSchema,
    cases: Type.Object({ measured: CaseSchema, predicted: CaseSchema }),
    sibling: Type.Union(
      [
        Type.Object({
          label: Type.String({ description: "The sibling's value ('S. aureus MIC')." }),
        }),
        Type.Null(),
      ],
      {
        description:
          "The sibling endpoint whose measurements of a variant the change reads (its change from the wild type where it measured both, the variant's value against the anchor where it measured the variant only); null when the model has none.",
      },
    ),
  },
  {
    description:
      'The scan benchmark of this model: analog pairs of its training data (one substitution or deletion apart), each scored without the variant in the fit; per anchor the method served and its figures. measured: the reference in the fit, anchored on its measured value; predicted: the same pairs with neither in the fit.',
  },
);

/** What a scan answers for one score its benchmark covers. */
export const ScoreChangesSchema = Type.Object({
  column: Type.String({ description: "The value column the changes are of ('ec_mic_um')." }),
  anchor: Type.Object(
    {
      kind: Type.Union([Type.Literal('measured'), Type.Literal('predicted')]),
      value: Type.Number({ description: "In the column's unit." }),
      unit: Type.String(),
      record: Type.Union([Type.String(), Type.Null()], {
        description: 'The training record that measured it (kind measured).',
      }),
    },
    {
      description:
        "What the changes start from: the wild type's measured value when it is a training record of the model, else its prediction.",
    },
  ),
  changes: Type.Array(Type.Union([Type.Number(), Type.Null()]), {
    description:
      "Per variant, in the order of `variants`: log10 of the variant's value over the anchor (0.3: twice as high), by the method the benchmark measured for this anchor; null where the model gives no value.",
  }),
  uncertainty: Type.Number({
    description:
      "log10 units: a change smaller than this cannot be told from none (the benchmark's quantile of absolute residuals for this anchor, at definitions.uncertaintyLevel).",
  }),
  benchmark: ServedBenchmarkSchema,
});
