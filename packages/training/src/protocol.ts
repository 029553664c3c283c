// The one training protocol every model of the project follows:
//  1. hold out a seeded, stratified 20 % as the validation set, untouched until step 3;
//  2. choose the learner and its settings by 5-fold cross-validation on the other 80 %;
//  3. train the chosen setting on the 80 %, measure it once on the held-out 20 % (reported);
//  4. 10-fold cross-validation of the chosen setting on all data (reported, as papers do);
//  5. train the final model on all data, with its evidence and card.
// Rows of one group (duplicates, near-identical sequences, a scaffold) never sit on both sides of
// any split; the card then also gives steps 3 and 4 with the groups ignored, which shows how much
// near-duplicates would have flattered the figures (and compares with papers that split so). Boosting's early stopping uses a fold carved from the rows each fit trains on.
// A run writes nothing: it returns its record (protocol-types.ts), which protocol-files.ts writes
// (run-and-write.ts does both, for a training script).
import { modelToFile, quantileBins, stratifiedGroupKFold, stratifiedKFold } from '@peptox/ml';
import type { Metrics } from '@peptox/tool-schema';
import {
  fitSetting,
  holdOut,
  report,
  type Setting,
  type Task,
  type TrainingData,
} from './learners.ts';
import { log } from './matrix.ts';
import { protocolCard } from './protocol-card.ts';
import { fitRunEvidence } from './protocol-evidence.ts';
import { modelFileText } from './protocol-files.ts';
import type {
  FittedModel,
  ProtocolBlend,
  ProtocolEvaluation,
  ProtocolRecord,
  ProtocolSpec,
} from './protocol-types.ts';

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

/**
 * The protocol's fit: the trees, blended with spec.blend's predictor fitted on the same rows.
 * A trial that sets something beside a model refits the model with it.
 */
export function protocolFitter(task: Task, blend: ProtocolBlend | undefined): Fit {
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

/**
 * How many rows each distinct training set of runProtocol holds: the 5 selection folds' training
 * parts, the 80 %, the 10 folds' training parts, and (with groups) the hold-out and the 10 folds
 * again with the groups ignored (taken at the grouped sizes, which they match up to a group's
 * rounding), then the final model's. What a learner fitted once per set of rows would cost a run.
 */
export function protocolTrainingSizes(splits: ProtocolSplits, grouped: boolean): number[] {
  const n = splits.folds.length;
  const foldTrains = (folds: Int32Array, size: number) =>
    Array.from(
      { length: Math.max(...folds) + 1 },
      (_, k) => size - folds.filter((f) => f === k).length,
    );
  const holdOutAndFolds = [splits.split.train.length, ...foldTrains(splits.folds, n)];
  return [
    ...foldTrains(splits.trainFolds, splits.split.train.length),
    ...holdOutAndFolds,
    ...(grouped ? holdOutAndFolds : []),
    n,
  ];
}
/** Runs the protocol and returns its record: the model, what it measured, its evidence, its card. */
export async function runProtocol(spec: ProtocolSpec): Promise<ProtocolRecord> {
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
  const fit = protocolFitter(task, spec.blend);
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
    ? fitRunEvidence(spec, {
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
  const file = modelToFile(final.trees, meta);
  const evaluation: ProtocolEvaluation = {
    seed,
    split,
    selection: compared.map(({ setting, metrics }) => ({ setting, metrics })),
    selectedBy: selectBy.metric,
    chosen,
    metrics: { validation, crossValidation10Fold: cv10, ...ignoringGroups, ...extra.metrics },
    trainSeconds,
    notes: extra.notes ?? [],
  };
  const bytes = Buffer.byteLength(modelFileText(file));
  return {
    name,
    model: { final, file },
    evaluation,
    ...(evidence ? { evidence } : {}),
    card: protocolCard(spec, evaluation, { trees: final.trees, bytes }, evidence?.summary),
  };
}
