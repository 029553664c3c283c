import type { FeatureMatrix, ModelKind } from '../model.ts';
import { createRng } from '../random.ts';
import { type TreeNodes, treeLeafValue } from '../trees.ts';
import { binFeatures } from './binning.ts';
import { TreeGrower } from './grower.ts';
import { checkTargets, fillGradients, initialRawScore, meanLoss } from './losses.ts';
import { GradientBoosting } from './model.ts';

export interface BoostingRound {
  /** 1 for the first tree. */
  round: number;
  /** Mean log-loss (classification) or mean squared error (regression) on all training rows. */
  trainLoss: number;
  /** The same on the early-stopping set, when there is one. */
  validationLoss?: number;
}

export interface BoostingOptions {
  /** Classification: two classes, labels 0 and 1, log-loss; regression: squared error. */
  kind: ModelKind;
  /** Boosting rounds, one tree each. Default 100. */
  nRounds?: number;
  /** Shrinkage applied to every leaf. Default 0.1. */
  learningRate?: number;
  /** Default 6 (a tree that is a single leaf has depth 0). */
  maxDepth?: number;
  /** Leaves per tree; the tree then grows best-first. Default unlimited (maxDepth limits). */
  maxLeaves?: number;
  /**
   * Least hessian sum in a leaf. For squared error that is the least number of rows; for
   * log-loss a row weighs p(1 - p), so rows the model is already sure of count little, as in
   * XGBoost. Default 1.
   */
  minChildWeight?: number;
  /** L2 penalty on leaf values. Default 1. */
  lambda?: number;
  /** Share of the rows that each round draws (each row independently). Default 1. */
  subsample?: number;
  /** Share of the (non-constant) features that each tree draws. Default 1. */
  colsample?: number;
  /** Bins per feature, at most 255. Default 255. */
  maxBins?: number;
  /** Default 1. */
  seed?: number;
  /**
   * Scores a validation set after every round and stops once its loss has not improved for
   * `patience` rounds (default 10); the model keeps the rounds up to the best one.
   */
  earlyStopping?: { data: FeatureMatrix; y: ArrayLike<number>; patience?: number };
  /** Called after each round (progress logs, learning curves). */
  onRound?: (round: BoostingRound) => void;
}

function checkOption(name: string, value: number, ok: boolean): void {
  if (!ok) throw new Error(`Boosting option ${name} = ${value} is out of range`);
}

/**
 * Gradient-boosted trees: log-loss with Newton steps for two classes (labels 0 and 1), squared
 * error for regression, an L2 penalty (lambda) on leaf values. Features are binned once into at
 * most maxBins quantile bins; trees split on bins (TreeGrower) but keep raw float32 thresholds,
 * so the model scores raw features like the random forest does. NaN features are refused.
 */
export function trainBoosting(
  data: FeatureMatrix,
  y: ArrayLike<number>,
  options: BoostingOptions,
): GradientBoosting {
  const { kind } = options;
  const p = data.nFeatures;
  const n = y.length;
  if (n === 0) throw new Error('No training rows');
  if (data.x.length !== n * p)
    throw new Error(`Expected ${n} x ${p} features, got ${data.x.length}`);
  checkTargets(kind, y, 'Row');

  const nRounds = options.nRounds ?? 100;
  const learningRate = options.learningRate ?? 0.1;
  const maxDepth = options.maxDepth ?? 6;
  const maxLeaves = options.maxLeaves ?? Number.POSITIVE_INFINITY;
  const minChildWeight = options.minChildWeight ?? 1;
  const lambda = options.lambda ?? 1;
  const subsample = options.subsample ?? 1;
  const colsample = options.colsample ?? 1;
  const maxBins = options.maxBins ?? 255;
  checkOption('nRounds', nRounds, Number.isInteger(nRounds) && nRounds >= 1);
  checkOption('learningRate', learningRate, learningRate > 0);
  checkOption('maxDepth', maxDepth, maxDepth >= 1);
  checkOption('maxLeaves', maxLeaves, maxLeaves >= 2);
  checkOption('minChildWeight', minChildWeight, minChildWeight >= 0);
  checkOption('lambda', lambda, lambda >= 0);
  checkOption('subsample', subsample, subsample > 0 && subsample <= 1);
  checkOption('colsample', colsample, colsample > 0 && colsample <= 1);
  checkOption('maxBins', maxBins, Number.isInteger(maxBins) && maxBins >= 2 && maxBins <= 255);
  if (!Number.isFinite(maxDepth) && !Number.isFinite(maxLeaves))
    throw new Error('Boosting needs a finite maxDepth or maxLeaves');

  const stopping = options.earlyStopping;
  const patience = stopping?.patience ?? 10;
  if (stopping) {
    const nValidation = stopping.y.length;
    if (stopping.data.nFeatures !== p)
      throw new Error(`Early-stopping set has ${stopping.data.nFeatures} features, not ${p}`);
    if (nValidation === 0 || stopping.data.x.length !== nValidation * p)
      throw new Error(`Early-stopping set: expected ${nValidation} x ${p} features (and rows)`);
    checkTargets(kind, stopping.y, 'Early-stopping row');
    checkOption('patience', patience, Number.isInteger(patience) && patience >= 1);
  }

  const baseScore = initialRawScore(kind, y);

  const binned = binFeatures(data, n, maxBins);
  const rows = new Int32Array(n);
  const grad = new Float64Array(n);
  const hess = new Float64Array(n);
  const grower = new TreeGrower(
    binned,
    { maxDepth, maxLeaves, minChildWeight, lambda, learningRate, colsample },
    rows,
    grad,
    hess,
  );
  const rng = createRng(options.seed ?? 1);
  const score = new Float64Array(n).fill(baseScore);
  const validationScore = new Float64Array(stopping?.y.length ?? 0).fill(baseScore);
  let bestLoss = Number.POSITIVE_INFINITY;
  let bestRounds = 0;

  // All trees' nodes; each tree's nodes are numbered from its root, as trees.ts describes.
  const allFeature: number[] = [];
  const allChild: number[] = [];
  const allValue: number[] = [];
  const allGain: number[] = [];
  const roots: number[] = [];

  for (let round = 1; round <= nRounds; round++) {
    fillGradients(kind, y, score, grad, hess);
    // This round's rows, ascending (a feature's codes are then read forwards).
    let m = 0;
    for (let i = 0; i < n; i++) if (subsample >= 1 || rng.next() < subsample) rows[m++] = i;
    if (m === 0) rows[m++] = rng.int(n);
    // With colsample 1 every tree has all features: draw (and pack) them once.
    if (round === 1 || !grower.drawsAll) grower.drawFeatures(rng);

    const tree = grower.grow(m);
    const { feature, child, value, splitBin } = tree;

    // Every training row through the new tree by its bin codes (the path its raw values take).
    const { codes } = binned;
    for (let i = 0; i < n; i++) {
      let node = 0;
      let f = feature[0];
      while (f >= 0) {
        node = child[node] + (codes[f * n + i] <= splitBin[node] ? 0 : 1);
        f = feature[node];
      }
      score[i] += value[node];
    }

    roots.push(allFeature.length);
    for (let k = 0; k < feature.length; k++) {
      // Not push(...feature): a large tree would overflow the argument limit.
      allFeature.push(feature[k]);
      allChild.push(child[k]);
      allValue.push(value[k]);
      allGain.push(tree.gain[k]);
    }

    let validationLoss: number | undefined;
    if (stopping) {
      const nodes: TreeNodes = {
        roots: Int32Array.of(0),
        feature: Int32Array.from(feature),
        child: Int32Array.from(child),
        value: Float32Array.from(value),
      };
      for (let i = 0; i < validationScore.length; i++)
        validationScore[i] += treeLeafValue(nodes, 0, stopping.data.x, i * p);
      validationLoss = meanLoss(kind, stopping.y, validationScore);
      if (validationLoss < bestLoss) {
        bestLoss = validationLoss;
        bestRounds = round;
      }
    } else bestRounds = round;
    options.onRound?.({ round, trainLoss: meanLoss(kind, y, score), validationLoss });
    if (round - bestRounds >= patience) break;
  }

  // Keep the trees up to the best round.
  const nNodes = bestRounds < roots.length ? roots[bestRounds] : allFeature.length;
  const feature = Int32Array.from(allFeature.slice(0, nNodes));
  const importances = new Float64Array(p);
  for (let k = 0; k < nNodes; k++) if (feature[k] >= 0) importances[feature[k]] += allGain[k];
  const totalGain = importances.reduce((a, b) => a + b, 0);
  if (totalGain > 0) for (let f = 0; f < p; f++) importances[f] /= totalGain;
  return new GradientBoosting(
    kind,
    p,
    baseScore,
    Int32Array.from(roots.slice(0, bestRounds)),
    feature,
    Int32Array.from(allChild.slice(0, nNodes)),
    Float32Array.from(allValue.slice(0, nNodes)),
    importances,
  );
}
