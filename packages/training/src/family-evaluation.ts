// How a model does on a peptide of a family it never saw: 10-fold cross-validation with whole
// families in each fold, beside 10-fold cross-validation with random folds of the same seed, for
// the model's setting and for a plain baseline, with the leakage each split leaves (how close the
// nearest training peptide of each test peptide is). Random folds put relatives of a test
// peptide in training, so their figures say how a model does on a variant of what it learned.
import { nearestIdentities } from '@peptox/evidence';
import { quantileBins, stratifiedGroupKFold, stratifiedKFold } from '@peptox/ml';
import type { Metrics } from '@peptox/tool-schema';
import {
  type ForestSetting,
  fitSetting,
  report,
  type Setting,
  type Task,
  type TrainingData,
} from './learners.ts';
import { foldSetting } from './protocol.ts';

/**
 * The baseline forest of every tool, peptide or compound: 500 trees, a third of the features per
 * split for regression (leaves of one row), the square root for classes, balanced per tree.
 */
export function baselineForest(task: Task, nFeatures: number, seed = 7): ForestSetting {
  return task === 'regression'
    ? {
        learner: 'forest',
        nTrees: 500,
        mtry: Math.max(1, Math.floor(nFeatures / 3)),
        minSamplesLeaf: 1,
        seed,
      }
    : {
        learner: 'forest',
        nTrees: 500,
        mtry: Math.max(1, Math.floor(Math.sqrt(nFeatures))),
        classWeight: 'balancedPerTree',
        seed,
      };
}

/** Features (row-major) and the setting a learner is fitted with. */
export interface FeaturedSetting {
  x: Float32Array;
  nFeatures: number;
  setting: Setting;
}

export interface FamilyEvaluationSpec {
  task: Task;
  /** The peptide of each row (for the leakage report). */
  sequences: readonly string[];
  y: readonly number[];
  /** Strata of the folds. Default: the class, or the target's decile (regression). */
  strata?: ArrayLike<number>;
  /** Each row's family (identityFamilies or representativeFamilies of @peptox/evidence). */
  families: ArrayLike<number>;
  /** The model's features and chosen setting, and the baseline's (none: the model only). */
  model: FeaturedSetting;
  baseline?: FeaturedSetting;
  /** More figures of the same out-of-fold scores (a class read off a regression), by name. */
  views?: Record<string, (actual: readonly number[], predicted: readonly number[]) => Metrics>;
  /** Default 2026. */
  seed?: number;
  /** Called after each fit (progress of a long run). */
  onFit?: (what: string) => void;
}

/** How much of a split's test side the training side nearly holds. */
export interface FoldLeakage {
  n: number;
  /** Share of rows whose most similar training peptide (identity over the shorter) is >= 0.4. */
  atLeast40: number;
  /** ... is >= 0.9. */
  atLeast90: number;
  /** ... is 1: the peptide lies whole in a training peptide (or is one). */
  contained: number;
  /** Rows whose exact sequence is also in another fold. */
  identicalAcrossFolds: number;
}

export type SplitKind = 'random' | 'family';

export interface FamilyEvaluation {
  seed: number;
  /** '<model|baseline>.<random|family>' and '<view>.<model|baseline>.<random|family>'. */
  metrics: Record<string, Metrics>;
  leakage: Record<SplitKind, FoldLeakage>;
  folds: Record<SplitKind, Int32Array>;
}

const share = (count: number, n: number) => (n === 0 ? 0 : +(count / n).toFixed(4));

/** The leakage of a k-fold split: every fold's peptides against the other folds'. */
export function foldLeakage(sequences: readonly string[], folds: Int32Array): FoldLeakage {
  const k = Math.max(...folds) + 1;
  const foldsOf = new Map<string, Set<number>>();
  sequences.forEach((s, i) => {
    foldsOf.set(s, (foldsOf.get(s) ?? new Set<number>()).add(folds[i] as number));
  });
  let atLeast40 = 0;
  let atLeast90 = 0;
  let contained = 0;
  for (let fold = 0; fold < k; fold++) {
    const test = sequences.filter((_, i) => folds[i] === fold);
    const train = sequences.filter((_, i) => folds[i] !== fold);
    for (const identity of nearestIdentities(test, train, 0.4)) {
      if (identity >= 0.4) atLeast40++;
      if (identity >= 0.9) atLeast90++;
      if (identity === 1) contained++;
    }
  }
  const identical = sequences.filter((s) => (foldsOf.get(s)?.size ?? 0) > 1).length;
  const n = sequences.length;
  return {
    n,
    atLeast40: share(atLeast40, n),
    atLeast90: share(atLeast90, n),
    contained: share(contained, n),
    identicalAcrossFolds: identical,
  };
}

/** Out-of-fold scores of every row: each by the setting fitted without its fold. */
function outOfFold(
  task: Task,
  data: TrainingData,
  folds: Int32Array,
  setting: Setting,
  onFit?: () => void,
): number[] {
  const k = Math.max(...folds) + 1;
  const rows = [...folds.keys()];
  const predictions = new Array<number>(rows.length).fill(Number.NaN);
  for (let fold = 0; fold < k; fold++) {
    const model = fitSetting(
      task,
      data,
      rows.filter((r) => folds[r] !== fold),
      foldSetting(setting, fold),
    );
    for (const r of rows) {
      if (folds[r] === fold) predictions[r] = model.predict(data.x, r * data.nFeatures);
    }
    onFit?.();
  }
  return predictions;
}

/**
 * 10-fold cross-validation of the model's setting and of the baseline, on folds that keep every
 * family whole and on random stratified folds (the same seed), with each split's leakage.
 */
export function familyEvaluation(spec: FamilyEvaluationSpec): FamilyEvaluation {
  const { task, y } = spec;
  const seed = spec.seed ?? 2026;
  const strata = spec.strata ?? (task === 'classification' ? y : quantileBins(y, 10));
  const folds: Record<SplitKind, Int32Array> = {
    random: stratifiedKFold(strata, 10, seed),
    family: stratifiedGroupKFold(strata, spec.families, 10, seed),
  };
  const metrics: Record<string, Metrics> = {};
  const learners = { model: spec.model, ...(spec.baseline ? { baseline: spec.baseline } : {}) };
  for (const [learner, { x, nFeatures, setting }] of Object.entries(learners)) {
    const data: TrainingData = { x, nFeatures, y, strata };
    for (const kind of ['random', 'family'] as const) {
      let fitted = 0;
      const predicted = outOfFold(task, data, folds[kind], setting, () =>
        spec.onFit?.(`${learner}.${kind} fold ${++fitted}`),
      );
      metrics[`${learner}.${kind}`] = report(task, y, predicted);
      for (const [view, measure] of Object.entries(spec.views ?? {})) {
        metrics[`${view}.${learner}.${kind}`] = measure(y, predicted);
      }
    }
  }
  return {
    seed,
    metrics,
    leakage: {
      random: foldLeakage(spec.sequences, folds.random),
      family: foldLeakage(spec.sequences, folds.family),
    },
    folds,
  };
}
