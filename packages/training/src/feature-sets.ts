// Choosing a model's feature set before the protocol runs, by the protocol's own rules: the same
// seeded 20 % hold-out is set aside untouched, and each candidate set is scored by 5-fold
// cross-validation on the other 80 % (groups kept whole, the same folds and fold seeds as the
// protocol's step 2), so the hold-out never informs the choice.
import { quantileBins, stratifiedGroupKFold, stratifiedKFold, type TreeModel } from '@peptox/ml';
import type { Metrics } from '@peptox/tool-schema';
import { fitSetting, holdOut, report, type Setting, type Task } from './learners.ts';
import { log } from './matrix.ts';

/** One candidate: a feature matrix (row-major, one row per training row) and its names. */
export interface FeatureSet {
  name: string;
  /** What the features are, in words (the card's features line when chosen). */
  description: string;
  x: Float32Array;
  featureNames: readonly string[];
}

export interface FeatureSetSpec {
  /** For the log. */
  name: string;
  task: Task;
  y: readonly number[];
  candidates: readonly FeatureSet[];
  /** Settings each candidate is scored with; a candidate scores as its best setting. */
  settings: readonly Setting[];
  /** As given to runProtocol: the comparison then uses the protocol's hold-out and folds. */
  groups?: ArrayLike<number>;
  strata?: ArrayLike<number>;
  seed?: number;
  /**
   * How many shuffles of the 5 folds each candidate is scored on (default 1: the protocol's own
   * folds, then reshuffled with seeds seed + 1, seed + 2, ...); the out-of-fold predictions of all
   * shuffles are scored together. For small sets, whose scores vary from one shuffle to the next.
   */
  repeats?: number;
  /** Higher is better. Default: the protocol's (MCC + 0.001 ROC-AUC, or Pearson r). */
  selectBy?: { metric: string; score: (metrics: Metrics) => number };
  /**
   * Scores of one candidate and setting from its out-of-fold predictions (rows: indices into y
   * of the 80 % part, in order, once per shuffle): replaces the plain metrics, e.g. to score each
   * organism apart.
   */
  measure?: (rows: readonly number[], predictions: readonly number[]) => Metrics;
}

export interface FeatureSetResult {
  name: string;
  features: number;
  setting: Setting;
  metrics: Metrics;
  score: number;
}

export interface FeatureSetComparison {
  chosen: FeatureSet;
  /** Every candidate with its best setting, in the order given. */
  results: FeatureSetResult[];
  /** For the card's metrics: `featureSets.<name>` -> the 5-fold figures of its best setting. */
  metrics: Record<string, Metrics>;
  /** For the card's notes: how the set was chosen. */
  note: string;
}

/** As the protocol seeds them: every fold's model its own seed, derived from the setting's. */
const foldSetting = (setting: Setting, fold: number): Setting =>
  setting.learner === 'average'
    ? {
        ...setting,
        members: setting.members.map((m) => ({ ...m, seed: (m.seed ?? 1) * 100 + fold })),
      }
    : { ...setting, seed: (setting.seed ?? 1) * 100 + fold };

const defaultSelection = (task: Task) =>
  task === 'classification'
    ? { metric: 'MCC', score: (m: Metrics) => (m.mcc as number) + 1e-3 * (m.rocAuc as number) }
    : { metric: 'Pearson r', score: (m: Metrics) => m.pearson as number };

/** Scores every candidate feature set by 5-fold CV on the protocol's 80 % and names the best. */
export function compareFeatureSets(spec: FeatureSetSpec): FeatureSetComparison {
  const { task, y } = spec;
  const n = y.length;
  const seed = spec.seed ?? 2026;
  const strata = spec.strata ?? (task === 'classification' ? y : quantileBins(y, 10));
  const selectBy = spec.selectBy ?? defaultSelection(task);
  const all = [...Array(n).keys()];
  const { train } = holdOut({ strata, groups: spec.groups }, all, 0.2, seed);
  const trainStrata = train.map((r) => strata[r] as number);
  const repeats = spec.repeats ?? 1;
  const shuffles = Array.from({ length: repeats }, (_, k) =>
    spec.groups
      ? stratifiedGroupKFold(
          trainStrata,
          train.map((r) => spec.groups?.[r] as number),
          5,
          seed + k,
        )
      : stratifiedKFold(trainStrata, 5, seed + k),
  );
  const trainOnce = train.map((r) => y[r] as number);
  const actual = shuffles.flatMap(() => trainOnce);
  const rowsScored = shuffles.flatMap(() => train);

  const results = spec.candidates.map((candidate) => {
    const p = candidate.featureNames.length;
    if (candidate.x.length !== n * p) throw new Error(`${candidate.name}: expected ${n} x ${p}`);
    const data = { x: candidate.x, nFeatures: p, y, strata, groups: spec.groups };
    const scored = spec.settings.map((setting) => {
      const predictions = shuffles.flatMap((folds) => {
        const predicted = new Array<number>(train.length).fill(Number.NaN);
        for (let fold = 0; fold < 5; fold++) {
          const rows = train.filter((_, j) => folds[j] !== fold);
          const model: TreeModel = fitSetting(task, data, rows, foldSetting(setting, fold));
          train.forEach((r, j) => {
            if (folds[j] === fold) predicted[j] = model.predict(candidate.x, r * p);
          });
        }
        return predicted;
      });
      const metrics = spec.measure
        ? spec.measure(rowsScored, predictions)
        : report(task, actual, predictions);
      const score = selectBy.score(metrics);
      log(
        spec.name,
        'features',
        candidate.name,
        `(${p})`,
        JSON.stringify(setting),
        JSON.stringify(metrics),
      );
      return { setting, metrics, score };
    });
    const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
    return { name: candidate.name, features: p, ...best };
  });
  const bestIndex = results.reduce(
    (b, r, i) => (r.score > (results[b] as FeatureSetResult).score ? i : b),
    0,
  );
  const chosen = spec.candidates[bestIndex] as FeatureSet;
  log(spec.name, 'feature set chosen:', chosen.name);
  return {
    chosen,
    results,
    metrics: Object.fromEntries(
      results.map((r) => [`featureSets.${r.name}`, { features: r.features, ...r.metrics }]),
    ),
    note: `Feature set chosen before the protocol ran, by ${selectBy.metric} in the same 5-fold cross-validation on the same 80 % (the hold-out untouched${repeats > 1 ? `; ${repeats} shuffles of the folds, their out-of-fold predictions scored together` : ''}): ${results
      .map((r) => `${r.name} (${r.features} features) ${+r.score.toFixed(4)}`)
      .join(
        ', ',
      )}; each scored with the best of ${spec.settings.length === 1 ? 'one setting' : `${spec.settings.length} settings`} (${spec.settings.map((s) => JSON.stringify(s)).join('; ')}). Chosen: ${chosen.name}.`,
  };
}
