// What the training protocol (protocol.ts) takes, and the record a run gives back: the model,
// what it measured, its evidence and its card, which protocol-files.ts writes.
import type { EvidenceFile, EvidenceRecords, RecordSpace } from '@peptox/evidence';
import type { ModelFile, TreeModel } from '@peptox/ml';
import type { DerivedClass, EvidenceSummary, Metrics, ModelCard } from '@peptox/tool-schema';
import type { Setting, Task, TrainingData } from './learners.ts';

export interface ProtocolSpec {
  /** The model's file name without extension: models/<name>.json and <name>.card.json. */
  name: string;
  title: string;
  task: Task;
  /** The folder runProtocolAndWrite writes the model file, its card and evidence to. */
  modelsDir: string;
  /** Features (Float32Array, row-major) and targets: class 0/1, or the regression target. */
  x: Float32Array;
  featureNames: readonly string[];
  y: readonly number[];
  /** What a row is, for the card: 'sequences', 'molecules'. Default 'rows'. */
  rowNoun?: string;
  /** Strata of the splits. Default: the class, or the target's decile (regression). */
  strata?: { values: ArrayLike<number>; description: string };
  /** Rows of one group are never split apart (say what a group is, for the card). */
  groups?: { ids: ArrayLike<number>; description: string };
  /** What class 1 is, or what the regression target is. */
  target: string;
  data: { files: string[]; counts: Record<string, number>; preparation: string };
  features: string;
  /** The candidates compared in step 2, of either learner. */
  grid: Setting[];
  /** Step 2's criterion (higher is better). Default: MCC (+ 0.001 ROC-AUC to break ties), or Pearson r. */
  selectBy?: { metric: string; score: (metrics: Metrics) => number };
  /** Default 2026. */
  seed?: number;
  /** Extra facts for the model file's meta (e.g. the training length range). */
  meta?: Record<string, unknown>;
  notes?: string[];
  /** The caller's own evaluations, added to the card (per-benchmark figures, a length test ...). */
  evaluate?: (run: ProtocolRun) => Evaluation | Promise<Evaluation>;
  /**
   * The training records in their similarity space: with it, the run fits the model's evidence
   * (domain, intervals or calibration and threshold, nearest measured records) on the out-of-fold
   * predictions, for models/<name>.evidence.json, and puts the figures on the card.
   */
  evidence?: ProtocolEvidence;
  /**
   * A second predictor of the same target blended with the trees in every step (each fit, each
   * fold, the final model): w x trees + (1 - w) x its prediction. Its figures are the blend's.
   */
  blend?: ProtocolBlend;
}

/** See ProtocolSpec.blend. */
export interface ProtocolBlend {
  /** The trees' weight w; the other predictor has 1 - w. */
  treesWeight: number;
  /** Fitted on the rows a model learns from: then any row's prediction, by its row index. */
  fit(rows: readonly number[]): (row: number) => number;
  /** The other predictor's name ('read-across') and what it is, for the card. */
  name: string;
  description: string;
}

/**
 * A model the protocol fitted: its trees (written to the model file) and its scores of rows of
 * the training matrix, blended when the spec has a blend.
 */
export interface FittedModel {
  trees: TreeModel;
  predict(x: ArrayLike<number>, offset?: number): number;
}

export interface ProtocolEvidence {
  space: RecordSpace;
  /** Each row's id (as the data names it) and input (the peptide, or the canonical SMILES). */
  records: EvidenceRecords;
  /** The name of the model's own output in the evidence file. Default: the model's name. */
  head?: string;
  /** Classes defined by this regression's value (HemoPep's class: HC50 <= 100 µM), by name. */
  derived?: Record<string, Omit<DerivedClass, 'from'>>;
}

/** What step 5 left, for the caller's evaluations. */
export interface ProtocolRun {
  data: TrainingData;
  /** Row indices of step 1. */
  split: { train: number[]; test: number[] };
  chosen: Setting;
  /** The chosen setting trained on the 80 % (step 3), and its scores of split.test, in order. */
  development: FittedModel;
  validationPredictions: number[];
  /** Step 4: each row's fold, and its score by the model trained without that fold. */
  crossValidation: { folds: Int32Array; predictions: number[] };
  /** Step 5: trained on all rows. */
  final: FittedModel;
  /** Trains the chosen setting (or another) on the given rows. */
  fit(rows: readonly number[], setting?: Setting): FittedModel;
  /** The protocol's metrics of scores against the truth. */
  report(actual: ArrayLike<number>, predicted: ArrayLike<number>): Metrics;
}

export interface Evaluation {
  /** Evaluation name -> metrics, shown with the protocol's own on the card. */
  metrics?: Record<string, Metrics>;
  notes?: string[];
  /** Facts for the model file's meta (e.g. reference scores a test checks the loaded model by). */
  meta?: Record<string, unknown>;
}

/** What a run measured and chose, for the card. */
export interface ProtocolEvaluation {
  /** The seed of the splits, and step 1's rows. */
  seed: number;
  split: { train: number[]; test: number[] };
  /** Step 2: every candidate with its 5-fold figures, the criterion and the setting chosen. */
  selection: { setting: Setting; metrics: Metrics }[];
  selectedBy: string;
  chosen: Setting;
  /** Steps 3 and 4 (with groups, again ignoring them), then the caller's evaluations. */
  metrics: Record<string, Metrics>;
  /** Seconds the final fit took (step 5). */
  trainSeconds: number;
  /** The notes the caller's evaluate added. */
  notes: string[];
}

/** What runProtocol gives back, writing nothing: protocol-files.ts writes it. */
export interface ProtocolRecord {
  name: string;
  /** Step 5's model, and its model file: the trees with their meta. */
  model: { final: FittedModel; file: ModelFile };
  evaluation: ProtocolEvaluation;
  /** With spec.evidence: models/<name>.evidence.json, and its figures (the card has them too). */
  evidence?: { file: EvidenceFile; summary: EvidenceSummary };
  card: ModelCard;
}
