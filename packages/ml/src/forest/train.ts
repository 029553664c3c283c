import type { FeatureMatrix } from '../model.ts';
import { createRng, type Rng } from '../random.ts';
import { type ForestKind, RandomForest } from './model.ts';
import { CartGrower, rankColumns } from './tree.ts';

export interface ForestOptions {
  /** Default 100. */
  nTrees?: number;
  /** Features tried at every split. Default floor(sqrt(p)) (classification), floor(p / 3) (regression). */
  mtry?: number;
  /** Default 1 (classification, fully grown trees) or 5 (regression). */
  minSamplesLeaf?: number;
  /** Default unlimited. */
  maxDepth?: number;
  /** Default 1. */
  seed?: number;
  /**
   * Classification: class weights in the Gini impurity; 'balanced' weighs each class by
   * n / (k · n_c) over all rows, 'balancedPerTree' over each tree's bootstrap sample (scikit-learn's
   * 'balanced_subsample'), so every tree sees its classes with equal weight.
   */
  classWeight?: 'balanced' | 'balancedPerTree' | readonly number[];
  /** Compute mean-decrease-in-impurity importances. Default true. */
  importances?: boolean;
  /** Called after each tree (progress logs). */
  onTree?: (treesDone: number) => void;
}

export function trainClassifier(
  data: FeatureMatrix,
  labels: ArrayLike<number>,
  options: ForestOptions = {},
): RandomForest {
  let nClasses = 0;
  for (let i = 0; i < labels.length; i++) {
    const c = labels[i];
    if (!Number.isInteger(c) || c < 0)
      throw new Error(`Label ${c} is not a class index (0, 1, ...)`);
    nClasses = Math.max(nClasses, c + 1);
  }
  return train('classification', data, labels, Math.max(nClasses, 2), options);
}

export function trainRegressor(
  data: FeatureMatrix,
  targets: ArrayLike<number>,
  options: ForestOptions = {},
): RandomForest {
  return train('regression', data, targets, 0, options);
}

function seedForTree(seed: number, t: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(t + 1, 0xc2b2ae35)) >>> 0;
}

function train(
  kind: ForestKind,
  data: FeatureMatrix,
  y: ArrayLike<number>,
  nClasses: number,
  options: ForestOptions,
): RandomForest {
  const p = data.nFeatures;
  const n = y.length;
  if (n === 0) throw new Error('No training rows');
  if (data.x.length !== n * p)
    throw new Error(`Expected ${n} x ${p} features, got ${data.x.length}`);
  const classification = kind === 'classification';
  const nTrees = options.nTrees ?? 100;
  const mtry = Math.min(
    p,
    Math.max(1, options.mtry ?? (classification ? Math.floor(Math.sqrt(p)) : Math.floor(p / 3))),
  );
  const minLeaf = Math.max(1, options.minSamplesLeaf ?? (classification ? 1 : 5));
  const maxDepth = options.maxDepth ?? Number.POSITIVE_INFINITY;
  const seed = options.seed ?? 1;

  const weightOfClass = new Float64Array(Math.max(nClasses, 1)).fill(1);
  if (classification && options.classWeight) {
    if (options.classWeight === 'balanced') {
      const counts = new Float64Array(nClasses);
      for (let i = 0; i < n; i++) counts[y[i]]++;
      for (let c = 0; c < nClasses; c++)
        weightOfClass[c] = counts[c] ? n / (nClasses * counts[c]) : 0;
    } else if (options.classWeight !== 'balancedPerTree') {
      options.classWeight.forEach((w, c) => {
        weightOfClass[c] = w;
      });
    }
  }

  const columns = rankColumns(data, n);
  const target = Float64Array.from(y as ArrayLike<number>);
  const grower = new CartGrower(columns, target, {
    classification,
    nClasses,
    mtry,
    minLeaf,
    maxDepth,
  });
  // Each tree's bootstrap sample, reused from tree to tree.
  const idx = new Int32Array(n);

  const allFeature: number[] = [];
  const allChild: number[] = [];
  const allValue: number[] = [];
  const roots = new Int32Array(nTrees);

  for (let t = 0; t < nTrees; t++) {
    const rng: Rng = createRng(seedForTree(seed, t));
    for (let i = 0; i < n; i++) idx[i] = rng.int(n); // bootstrap sample
    if (classification && options.classWeight === 'balancedPerTree') {
      const counts = new Float64Array(nClasses);
      for (let i = 0; i < n; i++) counts[target[idx[i]]]++;
      for (let c = 0; c < nClasses; c++)
        weightOfClass[c] = counts[c] ? n / (nClasses * counts[c]) : 0;
    }
    const { feature, child, value } = grower.grow(idx, weightOfClass, rng);

    roots[t] = allFeature.length;
    for (let k = 0; k < feature.length; k++) {
      allFeature.push(feature[k]);
      allChild.push(child[k]);
      allValue.push(value[k]);
    }
    options.onTree?.(t + 1);
  }

  let importances: Float64Array | null = null;
  if (options.importances ?? true) {
    const { importance } = grower;
    const totalGain = importance.reduce((a, b) => a + b, 0);
    importances = importance.map((g) => (totalGain > 0 ? g / totalGain : 0));
  }
  return new RandomForest(
    kind,
    p,
    nClasses,
    roots,
    Int32Array.from(allFeature),
    Int32Array.from(allChild),
    Float32Array.from(allValue),
    importances,
  );
}
