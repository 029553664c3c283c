import type { EvidenceSummary } from './evidence.ts';

/** Metric name -> value, e.g. { n: 2091, mcc: 0.845, rocAuc: 0.984 } or { r2: 0.7, rmse: 0.55 }. */
export type Metrics = Record<string, number>;

/**
 * What a training run wrote beside its model file (models/<name>.card.json): the data, the split,
 * the settings and every metric it measured. The training scripts write it, the job service
 * serves it (GET /tools/{tool}), the method page shows it.
 */
export interface ModelCard {
  /** The model's file name without extension, e.g. 'ampep' or 'mic-ec'. */
  name: string;
  title: string;
  /** The tool method the model serves, when it serves one. */
  method?: string;
  /** Day of the training run (YYYY-MM-DD). */
  date: string;
  /** The learner, in words. */
  model: string;
  /** What the model's output means. */
  output: string;
  data: {
    files: string[];
    counts: Record<string, number>;
    preparation: string;
  };
  features: { count: number; description: string };
  /** How the data was split for validation, one sentence per part ('validation', 'selection', …). */
  split: Record<string, string>;
  hyperParameters: Record<string, unknown>;
  /** Settings compared during model selection and what each scored. */
  selection?: { setting: Record<string, unknown>; metrics: Metrics }[];
  /** Evaluation name ('validation', 'crossValidation10Fold', …) -> its metrics. */
  metrics: Record<string, Metrics>;
  file?: Record<string, unknown>;
  topFeatures?: { feature: string; importance: number }[];
  /**
   * What stands behind each number the model gives: its domain (training lengths, similarity
   * cut-off), intervals or calibration and threshold, fitted on out-of-fold predictions and
   * measured on held-out ones.
   */
  evidence?: EvidenceSummary;
  notes?: string[];
}
