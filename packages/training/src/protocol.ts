// The one training protocol every model of the project follows:
//  1. hold out a seeded, stratified 20 % as the validation set, untouched until step 3;
//  2. choose the learner and its settings by 5-fold cross-validation on the other 80 %;
//  3. train the chosen setting on the 80 %, measure it once on the held-out 20 % (reported);
//  4. 10-fold cross-validation of the chosen setting on all data (reported, as papers do);
//  5. train the final model on all data and write it with its card.
// Rows of one group (duplicates, near-identical sequences, a scaffold) never sit on both sides of
// any split; the card then also gives steps 3 and 4 with the groups ignored, which shows how much
// near-duplicates would have flattered the figures (and compares with papers that split so). Boosting's early stopping uses a fold carved from the rows each fit trains on.
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type EvidenceRecords,
  fitEvidence,
  type HeadSpec,
  outOfFoldSimilarity,
  type RecordSpace,
  similarityTo,
} from '@peptox/evidence';
import {
  modelToFile,
  quantileBins,
  stratifiedGroupKFold,
  stratifiedKFold,
  type TreeModel,
} from '@peptox/ml';
import type { DerivedClass, Metrics, ModelCard } from '@peptox/tool-schema';
import {
  describeLearner,
  describeOutput,
  fitSetting,
  holdOut,
  report,
  type Setting,
  type Task,
  type TrainingData,
} from './learners.ts';
import { log } from './matrix.ts';

export interface ProtocolSpec {
  /** The model's file name without extension: models/<name>.json and <name>.card.json. */
  name: string;
  title: string;
  task: Task;
  /** The folder the model file and its card are written to. */
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
   * predictions, writes models/<name>.evidence.json and puts the figures on the card.
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
  /** The project's targets against what the run measured (see ModelCard's `targets`). */
  targets?: string[];
  /** Facts for the model file's meta (e.g. reference scores a test checks the loaded model by). */
  meta?: Record<string, unknown>;
}

const defaultSelection = (task: Task): NonNullable<ProtocolSpec['selectBy']> =>
  task === 'classification'
    ? { metric: 'MCC', score: (m) => (m.mcc as number) + 1e-3 * (m.rocAuc as number) }
    : { metric: 'Pearson r', score: (m) => m.pearson as number };

/** Every fold's model gets its own seed, derived from the setting's. */
export const foldSetting = (setting: Setting, fold: number): Setting =>
  setting.learner === 'average'
    ? {
        ...setting,
        members: setting.members.map((m) => ({ ...m, seed: (m.seed ?? 1) * 100 + fold })),
      }
    : { ...setting, seed: (setting.seed ?? 1) * 100 + fold };

type Fit = (data: TrainingData, rows: readonly number[], setting: Setting) => FittedModel;

/** The protocol's fit: the trees, blended with spec.blend's predictor fitted on the same rows. */
function fitter(task: Task, blend: ProtocolBlend | undefined): Fit {
  return (data, rows, setting) => {
    const trees = fitSetting(task, data, rows, setting);
    if (!blend) return { trees, predict: (x, offset) => trees.predict(x, offset) };
    const other = blend.fit(rows);
    const w = blend.treesWeight;
    return {
      trees,
      predict(x, offset = 0) {
        // The other predictor knows rows by index: only rows of this matrix can be scored.
        if (x !== data.x) throw new Error('A blended model scores rows of its training matrix.');
        return w * trees.predict(x, offset) + (1 - w) * other(offset / data.nFeatures);
      },
    };
  };
}

/** Out-of-fold scores: each of `rows` scored by the model trained without its fold. */
function crossValidate(
  fit: Fit,
  data: TrainingData,
  rows: readonly number[],
  folds: Int32Array,
  setting: Setting,
): number[] {
  const k = Math.max(...folds) + 1;
  const predictions = new Array<number>(rows.length).fill(Number.NaN);
  for (let fold = 0; fold < k; fold++) {
    const train = rows.filter((_, j) => folds[j] !== fold);
    const model = fit(data, train, foldSetting(setting, fold));
    rows.forEach((r, j) => {
      if (folds[j] === fold) predictions[j] = model.predict(data.x, r * data.nFeatures);
    });
  }
  return predictions;
}

function kFold(data: TrainingData, rows: readonly number[], k: number, seed: number): Int32Array {
  const strata = rows.map((r) => data.strata[r] as number);
  return data.groups
    ? stratifiedGroupKFold(
        strata,
        rows.map((r) => data.groups?.[r] as number),
        k,
        seed,
      )
    : stratifiedKFold(strata, k, seed);
}

/** The rows of every split of the protocol (steps 1, 2 and 4), from its own rules and seed. */
export interface ProtocolSplits {
  /** Step 1: the 20 % hold-out and the 80 % it leaves. */
  split: { train: number[]; test: number[] };
  /** Step 2: the fold (0-4) of each row of split.train, in its order. */
  trainFolds: Int32Array;
  /** Step 4: the fold (0-9) of each row. */
  folds: Int32Array;
}

/**
 * The splits runProtocol makes of these data (same strata, groups and seed): for a comparison
 * measured outside the protocol (a baseline) on exactly the protocol's molecules.
 */
export function protocolSplits(
  spec: Pick<ProtocolSpec, 'task' | 'y' | 'strata' | 'groups' | 'seed'>,
): ProtocolSplits {
  const seed = spec.seed ?? 2026;
  const data = {
    strata:
      spec.strata?.values ?? (spec.task === 'classification' ? spec.y : quantileBins(spec.y, 10)),
    groups: spec.groups?.ids,
  } as TrainingData;
  const all = [...Array(spec.y.length).keys()];
  const split = holdOut(data, all, 0.2, seed);
  return {
    split,
    trainFolds: kFold(data, split.train, 5, seed),
    folds: kFold(data, all, 10, seed + 1),
  };
}

/** Runs the protocol, writes models/<name>.json and <name>.card.json, and returns the card. */
export async function runProtocol(spec: ProtocolSpec): Promise<ModelCard> {
  const { task, y, name } = spec;
  const n = y.length;
  const p = spec.featureNames.length;
  if (spec.x.length !== n * p) throw new Error(`${name}: expected ${n} x ${p} features`);
  if (spec.grid.length === 0) throw new Error(`${name}: the grid has no setting`);
  const seed = spec.seed ?? 2026;
  const noun = spec.rowNoun ?? 'rows';
  const strata = spec.strata?.values ?? (task === 'classification' ? y : quantileBins(y, 10));
  const data: TrainingData = { x: spec.x, nFeatures: p, y, strata, groups: spec.groups?.ids };
  const selectBy = spec.selectBy ?? defaultSelection(task);
  const fit = fitter(task, spec.blend);
  const measure = (actual: ArrayLike<number>, predicted: ArrayLike<number>) =>
    report(task, actual, predicted);
  const targetsOf = (rows: readonly number[]) => rows.map((r) => y[r] as number);
  log(name, `${n} ${noun}, ${p} features`);

  // 1. validation hold-out; 2. its 5 folds; 4. the 10 folds of all data
  const all = [...Array(n).keys()];
  const { split, trainFolds, folds } = protocolSplits(spec);

  // 2. selection by 5-fold CV on the training part
  const compared = spec.grid.map((setting) => {
    const predicted = crossValidate(fit, data, split.train, trainFolds, setting);
    const metrics = measure(targetsOf(split.train), predicted);
    log(name, 'CV on 80 %', JSON.stringify(setting), JSON.stringify(metrics));
    return { setting, metrics, predicted };
  });
  const best = compared.reduce((a, b) =>
    selectBy.score(b.metrics) > selectBy.score(a.metrics) ? b : a,
  );
  const chosen = best.setting;
  const selection = compared.map(({ setting, metrics }) => ({ setting, metrics }));
  log(name, 'chosen', JSON.stringify(chosen));

  // 3. the held-out 20 %
  const development = fit(data, split.train, chosen);
  const validationPredictions = split.test.map((r) => development.predict(data.x, r * p));
  const validation = measure(targetsOf(split.test), validationPredictions);
  log(name, 'validation (20 % held out)', JSON.stringify(validation));

  // 4. 10-fold CV on everything
  const cvPredictions = crossValidate(fit, data, all, folds, chosen);
  const cv10 = measure(y, cvPredictions);
  log(name, '10-fold CV on all data', JSON.stringify(cv10));

  // Steps 3 and 4 again with the groups ignored (same seeds), for comparison.
  const ignoringGroups: Record<string, Metrics> = {};
  if (data.groups) {
    const ungrouped: TrainingData = { ...data, groups: undefined };
    const plain = holdOut(ungrouped, all, 0.2, seed);
    const model = fit(ungrouped, plain.train, chosen);
    ignoringGroups.validationIgnoringGroups = measure(
      targetsOf(plain.test),
      plain.test.map((r) => model.predict(data.x, r * p)),
    );
    const plainFolds = kFold(ungrouped, all, 10, seed + 1);
    ignoringGroups.crossValidation10FoldIgnoringGroups = measure(
      y,
      crossValidate(fit, ungrouped, all, plainFolds, chosen),
    );
    for (const [set, metrics] of Object.entries(ignoringGroups)) {
      log(name, set, JSON.stringify(metrics));
    }
  }

  // 5. final model
  const started = performance.now();
  const final = fit(data, all, chosen);
  const trainSeconds = (performance.now() - started) / 1000;

  const extra = spec.evaluate
    ? await spec.evaluate({
        data,
        split,
        chosen,
        development,
        validationPredictions,
        crossValidation: { folds, predictions: cvPredictions },
        final,
        fit: (rows, setting = chosen) => fit(data, rows, setting),
        report: measure,
      })
    : {};
  for (const [set, metrics] of Object.entries(extra.metrics ?? {})) {
    log(name, set, JSON.stringify(metrics));
  }

  const evidence = spec.evidence
    ? writeEvidence(spec, {
        split,
        trainFolds,
        trainPredictions: best.predicted,
        validationPredictions,
        folds,
        cvPredictions,
      })
    : undefined;

  const meta = {
    name,
    target: spec.target,
    trainedAt: new Date().toISOString(),
    trainingRows: n,
    features: spec.featureNames,
    ...spec.meta,
    ...extra.meta,
  };
  const path = join(spec.modelsDir, `${name}.json`);
  writeFileSync(path, JSON.stringify(modelToFile(final.trees, meta)));
  const bytes = statSync(path).size;

  const kept = (what: string) =>
    spec.groups ? `${what}, ${spec.groups.description} kept on one side` : what;
  const strataText = spec.strata
    ? `, strata: ${spec.strata.description}`
    : task === 'regression'
      ? ', strata: target deciles'
      : '';
  const card: ModelCard = {
    name,
    title: spec.title,
    date: new Date().toISOString().slice(0, 10),
    model: spec.blend
      ? `${describeLearner(task, chosen)}, blended with ${spec.blend.name}: ${spec.blend.description}`
      : describeLearner(task, chosen),
    output: spec.blend
      ? `${describeOutput(task, chosen, spec.target)}, blended: ${spec.blend.treesWeight} x that + ${+(1 - spec.blend.treesWeight).toFixed(4)} x the ${spec.blend.name} value`
      : describeOutput(task, chosen, spec.target),
    data: spec.data,
    features: { count: p, description: spec.features },
    split: {
      validation: kept(
        `seeded stratified hold-out of 20 % (${split.test.length} ${noun}, seed ${seed}${strataText}), never used to choose settings`,
      ),
      selection: `5-fold stratified cross-validation on the other 80 % (${split.train.length} ${noun}) over ${spec.grid.length} settings; chosen by ${selectBy.metric}`,
      crossValidation: kept(
        '10-fold stratified cross-validation of the chosen setting on all data',
      ),
      final: `trained on all ${n} ${noun}`,
    },
    hyperParameters: chosen,
    selection,
    metrics: { validation, crossValidation10Fold: cv10, ...ignoringGroups, ...extra.metrics },
    file: {
      path: `models/${name}.json`,
      bytes,
      trees: final.trees.nTrees,
      nodes: final.trees.nNodes,
      trainSeconds: +trainSeconds.toFixed(1),
    },
    topFeatures: topFeatures(final.trees, spec.featureNames),
    ...(evidence ? { evidence } : {}),
    notes: [...(spec.notes ?? []), ...(extra.notes ?? [])],
    ...(extra.targets?.length ? { targets: extra.targets } : {}),
  };
  writeFileSync(join(spec.modelsDir, `${name}.card.json`), `${JSON.stringify(card, null, 2)}\n`);
  log(
    name,
    `wrote models/${name}.json (${(bytes / 1e6).toFixed(2)} MB, ${final.trees.nNodes} nodes)`,
  );
  return card;
}

/**
 * Fits the model's evidence: served from the 10-fold CV's out-of-fold predictions (each record's
 * similarity to the nine folds its model learned from); checked by fitting the same on the
 * training part's 5-fold out-of-fold predictions and applying it to the hold-out, scored by the
 * model trained on that part (each hold-out record's similarity measured to that part).
 */
function writeEvidence(
  spec: ProtocolSpec,
  run: {
    split: { train: number[]; test: number[] };
    trainFolds: Int32Array;
    trainPredictions: number[];
    validationPredictions: number[];
    folds: Int32Array;
    cvPredictions: number[];
  },
) {
  const evidence = spec.evidence as ProtocolEvidence;
  const { space, records } = evidence;
  const n = spec.y.length;
  const head = evidence.head ?? spec.name;
  if (space.size !== n || records.ids.length !== n) {
    throw new Error(`${spec.name}: the evidence needs one record per row`);
  }
  const heads: Record<string, HeadSpec> = {
    [head]: { task: spec.task, measured: [...spec.y] },
    ...Object.fromEntries(
      Object.entries(evidence.derived ?? {}).map(([derived, definition]) => [
        derived,
        {
          task: 'classification' as const,
          measured: [...spec.y],
          derived: { from: head, ...definition },
        },
      ]),
    ),
  };
  const all = [...Array(n).keys()];
  const trainPartFolds = new Int32Array(n).fill(-1);
  run.split.train.forEach((row, j) => {
    trainPartFolds[row] = run.trainFolds[j] as number;
  });
  const trainPartSimilarity = outOfFoldSimilarity(space, trainPartFolds);
  const started = performance.now();
  const { file, summary } = fitEvidence({
    model: spec.name,
    space,
    records,
    heads,
    serve: {
      rows: all,
      similarity: outOfFoldSimilarity(space, run.folds),
      predicted: { [head]: run.cvPredictions },
    },
    validate: {
      fit: {
        rows: run.split.train,
        similarity: run.split.train.map((r) => trainPartSimilarity[r] as number),
        predicted: { [head]: run.trainPredictions },
      },
      check: {
        rows: run.split.test,
        similarity: similarityTo(space, run.split.test, run.split.train),
        predicted: { [head]: run.validationPredictions },
      },
    },
  });
  const path = join(spec.modelsDir, `${spec.name}.evidence.json`);
  writeFileSync(path, JSON.stringify(file));
  for (const [name, h] of Object.entries(summary.heads)) {
    log(
      spec.name,
      `evidence ${name}: cut-off ${h.domain.cutoff} (${h.domain.basis})`,
      h.interval?.validation
        ? `interval coverage ${h.interval.validation.coverage}, width ${h.interval.validation.meanWidth} (inside ${h.interval.validation.inside.meanWidth}, outside ${h.interval.validation.outside.meanWidth})`
        : '',
      h.calibration?.validation
        ? `ECE ${h.calibration.validation.before?.ece ?? '-'} -> ${h.calibration.validation.after.ece}; threshold ${h.threshold?.value} (precision ${h.threshold?.validation?.precision}, recall ${h.threshold?.validation?.recall})`
        : '',
    );
  }
  log(spec.name, `wrote ${path} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return summary;
}

function topFeatures(model: TreeModel, names: readonly string[]) {
  if (!model.importances) return [];
  return [...model.importances.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([f, v]) => ({ feature: names[f] as string, importance: +v.toFixed(4) }));
}
