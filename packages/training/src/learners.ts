import {
  AveragedTrees,
  type BoostingOptions,
  classificationReport,
  type ForestOptions,
  type ModelKind,
  regressionReport,
  stratifiedGroupSplit,
  stratifiedSplit,
  type TreeModel,
  trainBoosting,
  trainClassifier,
  trainRegressor,
} from '@peptox/ml';
import type { Metrics } from '@peptox/tool-schema';
import { rowsOf } from './matrix.ts';

export type Task = ModelKind;

/** A random forest's settings (see @peptox/ml's ForestOptions). */
export type ForestSetting = { learner: 'forest' } & Omit<ForestOptions, 'onTree'>;

/** Gradient-boosted trees' settings (see @peptox/ml's BoostingOptions), and early stopping. */
export type BoostingSetting = { learner: 'boosting' } & Omit<
  BoostingOptions,
  'kind' | 'earlyStopping' | 'onRound'
> & {
    /**
     * Early stopping: training ends once the loss on a stopping fold has not improved for this
     * many rounds, keeping the best round. The fold is carved from the rows the model is trained
     * on (never from a hold-out). Without it, all nRounds are trained on all rows.
     */
    patience?: number;
    /** Share of the training rows set aside as the stopping fold. Default 0.15. */
    stoppingFraction?: number;
  };

/**
 * The mean of a forest's and boosted trees' scores (weights default to equal): forests and
 * boosting err differently, so their average can beat both; selection keeps it only then.
 */
export type AverageSetting = {
  learner: 'average';
  members: (ForestSetting | BoostingSetting)[];
  weights?: number[];
};

/** One candidate of model selection: a learner of @peptox/ml with its settings, or an average. */
export type Setting = ForestSetting | BoostingSetting | AverageSetting;

/** Features (row-major) with their targets, and how rows must be kept together in splits. */
export interface TrainingData {
  x: Float32Array;
  nFeatures: number;
  /** Class 0/1 or the regression target, one per row. */
  y: ArrayLike<number>;
  /** Stratum of each row for stratified splits. */
  strata: ArrayLike<number>;
  /** Group of each row: rows of one group never sit on both sides of a split. */
  groups?: ArrayLike<number>;
}

/** A seeded stratified hold-out that keeps groups whole when the data has groups. */
export function holdOut(
  data: Pick<TrainingData, 'strata' | 'groups'>,
  rows: readonly number[],
  fraction: number,
  seed: number,
): { train: number[]; test: number[] } {
  const strata = rows.map((r) => data.strata[r] as number);
  const split = data.groups
    ? stratifiedGroupSplit(
        strata,
        rows.map((r) => data.groups?.[r] as number),
        fraction,
        seed,
      )
    : stratifiedSplit(strata, fraction, seed);
  return {
    train: split.train.map((j) => rows[j] as number),
    test: split.test.map((j) => rows[j] as number),
  };
}

/**
 * Trains a setting on the given rows of the data. Boosting with `patience` first carves a
 * stratified stopping fold out of these rows (groups kept whole), trains on the rest and stops
 * early on that fold.
 */
export function fitSetting(
  task: Task,
  data: TrainingData,
  rows: readonly number[],
  setting: Setting,
): TreeModel {
  if (setting.learner === 'average') {
    const members = setting.members.map(
      (member) => fitSetting(task, data, rows, member) as Exclude<TreeModel, AveragedTrees>,
    );
    return new AveragedTrees(members, setting.weights);
  }
  const p = data.nFeatures;
  const matrix = (r: readonly number[]) => ({ x: rowsOf(data.x, p, r), nFeatures: p });
  const targets = (r: readonly number[]) => r.map((i) => data.y[i] as number);
  if (setting.learner === 'forest') {
    const { learner: _, ...options } = setting;
    return task === 'classification'
      ? trainClassifier(matrix(rows), targets(rows), options)
      : trainRegressor(matrix(rows), targets(rows), options);
  }
  const { learner: _, patience, stoppingFraction = 0.15, ...options } = setting;
  if (patience === undefined) {
    return trainBoosting(matrix(rows), targets(rows), { ...options, kind: task });
  }
  const { train, test } = holdOut(data, rows, stoppingFraction, (options.seed ?? 1) + 17);
  return trainBoosting(matrix(train), targets(train), {
    ...options,
    kind: task,
    earlyStopping: { data: matrix(test), y: targets(test), patience },
  });
}

/** Classification or regression metrics, rounded to 4 decimals. */
export function report(
  task: Task,
  actual: ArrayLike<number>,
  predicted: ArrayLike<number>,
): Metrics {
  const r =
    task === 'classification'
      ? classificationReport(actual, predicted)
      : regressionReport(actual, predicted);
  return Object.fromEntries(
    Object.entries(r).map(([key, v]) => [key, Number.isInteger(v) ? v : +v.toFixed(4)]),
  );
}

/** The learner in words, for a card. */
export function describeLearner(task: Task, setting: Setting): string {
  if (setting.learner === 'average') {
    const weights = setting.weights ?? setting.members.map(() => 1);
    const total = weights.reduce((a, b) => a + b, 0);
    return `the weighted mean of ${setting.members
      .map(
        (m, i) => `${describeLearner(task, m)} (weight ${+((weights[i] ?? 0) / total).toFixed(3)})`,
      )
      .join(' and ')}`;
  }
  if (setting.learner === 'forest') {
    return 'random forest (@peptox/ml: CART, Gini or variance reduction, bootstrap, a fresh random feature subset at every split)';
  }
  const loss = task === 'classification' ? 'log-loss' : 'squared error';
  const stopping =
    setting.patience === undefined
      ? ''
      : `, early stopping on a stopping fold of ${Math.round((setting.stoppingFraction ?? 0.15) * 100)} % carved from the training rows of each fit`;
  return `gradient-boosted trees (@peptox/ml: histogram-binned features, ${loss}, shrinkage${stopping})`;
}

/** What the model's output means, for a card. */
export function describeOutput(task: Task, setting: Setting, target: string): string {
  if (setting.learner === 'average') {
    return task === 'regression'
      ? `${target}: the weighted mean of the members' predictions`
      : "probability of class 1 = the weighted mean of the members' probabilities; class 1 at >= 0.5";
  }
  if (task === 'regression') {
    return `${target}: the ${setting.learner === 'forest' ? 'mean' : 'sum'} of the trees`;
  }
  return setting.learner === 'forest'
    ? 'probability of class 1 = share of the trees voting for it; class 1 at >= 0.5'
    : 'probability of class 1 = logistic function of the summed trees (log-odds); class 1 at >= 0.5';
}
