import { Type } from 'typebox';
import { EvidenceSummarySchema } from './evidence.ts';

// What a training run wrote beside its model file, as the job service serves it (GET
// /tools/{tool}). The type is ../model-card.ts's, which adds what the service does not serve.

/** Metric name -> value, e.g. { n: 2091, mcc: 0.845, rocAuc: 0.984 } or { r2: 0.7, rmse: 0.55 }. */
export const MetricsSchema = Type.Record(Type.String(), Type.Number());

/** A model card as its training run wrote it (models/<name>.card.json). */
export const ModelCardSchema = Type.Object({
  /** The model's file name without extension, e.g. 'ampep' or 'mic-ec'. */
  name: Type.String(),
  title: Type.String(),
  /** The tool method the model serves, when it serves one. */
  method: Type.Optional(Type.String({ description: 'The tool method the model serves.' })),
  /** Day of the training run (YYYY-MM-DD). */
  date: Type.String({ description: 'Day of the training run.' }),
  /** The learner, in words. */
  model: Type.String(),
  /** What the model's output means. */
  output: Type.String(),
  data: Type.Object({
    files: Type.Array(Type.String()),
    counts: Type.Record(Type.String(), Type.Number()),
    preparation: Type.String(),
  }),
  features: Type.Object({ count: Type.Integer(), description: Type.String() }),
  /** How the data was split for validation, one sentence per part ('validation', 'selection', …). */
  split: Type.Record(Type.String(), Type.String()),
  hyperParameters: Type.Record(Type.String(), Type.Unknown()),
  /** Settings compared during model selection and what each scored. */
  selection: Type.Optional(
    Type.Array(
      Type.Object({ setting: Type.Record(Type.String(), Type.Unknown()), metrics: MetricsSchema }),
    ),
  ),
  /** Evaluation name ('validation', 'crossValidation10Fold', …) -> its metrics. */
  metrics: Type.Record(Type.String(), MetricsSchema, {
    description: "Evaluation ('validation', 'crossValidation10Fold', …) -> metric -> value.",
  }),
  file: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  topFeatures: Type.Optional(
    Type.Array(Type.Object({ feature: Type.String(), importance: Type.Number() })),
  ),
  /**
   * What stands behind each number the model gives: its domain (training lengths, similarity
   * cut-off), intervals or calibration and threshold, fitted on out-of-fold predictions and
   * measured on held-out ones.
   */
  evidence: Type.Optional(EvidenceSummarySchema),
  notes: Type.Optional(Type.Array(Type.String())),
});
