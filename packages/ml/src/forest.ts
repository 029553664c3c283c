import type { FeatureMatrix, Model, ModelKind } from './model.ts';
import { createRng, type Rng } from './random.ts';
import { sumOfLeaves, type TreeNodes, thresholdBetween, treeLeafValue } from './trees.ts';

export type ForestKind = ModelKind;

/**
 * A trained random forest, its nodes laid out as trees.ts describes. A leaf's value is the
 * majority class (classification) or the mean target (regression).
 */
export class RandomForest implements Model, TreeNodes {
  constructor(
    readonly kind: ForestKind,
    readonly nFeatures: number,
    /** 0 for regression. */
    readonly nClasses: number,
    readonly roots: Int32Array,
    readonly feature: Int32Array,
    readonly child: Int32Array,
    readonly value: Float32Array,
    /** Mean decrease in impurity per feature, summing to 1; null when not computed. */
    readonly importances: Float64Array | null = null,
  ) {}

  get nTrees(): number {
    return this.roots.length;
  }

  get nNodes(): number {
    return this.feature.length;
  }

  /** The leaf value that tree t gives to the row that starts at `offset` of `x`. */
  leafValue(t: number, x: ArrayLike<number>, offset = 0): number {
    return treeLeafValue(this, t, x, offset);
  }

  /**
   * Regression: the mean of the trees' predictions. Classification with two classes: the share of
   * the trees that vote for class 1 (hard votes, as R's randomForest reports them).
   */
  predict(x: ArrayLike<number>, offset = 0): number {
    if (this.kind === 'classification' && this.nClasses !== 2) {
      throw new Error('predict() needs two classes; use votes()');
    }
    // Binary leaves hold 0 or 1, so the mean of the leaves is the share of votes for class 1.
    return sumOfLeaves(this, x, offset) / this.roots.length;
  }

  /** Classification: the share of the trees' votes for each class. */
  votes(x: ArrayLike<number>, offset = 0): Float64Array {
    const out = new Float64Array(this.nClasses);
    const nTrees = this.roots.length;
    for (let t = 0; t < nTrees; t++) out[this.leafValue(t, x, offset)] += 1 / nTrees;
    return out;
  }
}

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

/** Per feature: the sorted distinct values, and each row's rank among them (column-major). */
function rankColumns(data: FeatureMatrix, n: number) {
  const p = data.nFeatures;
  const ranks = new Int32Array(p * n);
  const distinct: Float32Array[] = [];
  const column = new Float32Array(n);
  const order = new Int32Array(n);
  for (let f = 0; f < p; f++) {
    for (let i = 0; i < n; i++) {
      column[i] = data.x[i * p + f];
      if (Number.isNaN(column[i])) throw new Error(`Feature ${f} of row ${i} is not a number`);
      order[i] = i;
    }
    order.sort((a, b) => column[a] - column[b]);
    const values: number[] = [];
    for (let k = 0; k < n; k++) {
      const v = column[order[k]];
      if (values.length === 0 || values[values.length - 1] !== v) values.push(v);
      ranks[f * n + order[k]] = values.length - 1;
    }
    distinct.push(Float32Array.from(values));
  }
  return { ranks, distinct };
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

  const { ranks, distinct } = rankColumns(data, n);
  const target = Float64Array.from(y as ArrayLike<number>);
  const importance = new Float64Array(p);

  // Buffers reused by every node of every tree: nothing is allocated in the split search.
  const idx = new Int32Array(n);
  const keys = new Float64Array(n);
  const perm = new Int32Array(p);
  const total = new Float64Array(Math.max(nClasses, 1));
  const left = new Float64Array(Math.max(nClasses, 1));
  const binCount = new Int32Array(n);
  const binWeight = new Float64Array(classification ? n * nClasses : 0);
  const binSum = new Float64Array(classification ? 0 : n);

  /** Sum over both sides of (class weight)² / side weight: larger is purer (Gini). */
  const giniScore = (leftWeight: number, weightSum: number): number => {
    const rightWeight = weightSum - leftWeight;
    if (leftWeight <= 0 || rightWeight <= 0) return Number.NEGATIVE_INFINITY;
    let sl = 0;
    let sr = 0;
    for (let c = 0; c < nClasses; c++) {
      sl += left[c] * left[c];
      const rc = total[c] - left[c];
      sr += rc * rc;
    }
    return sl / leftWeight + sr / rightWeight;
  };

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
    for (let f = 0; f < p; f++) perm[f] = f;

    const feature: number[] = [-1];
    const child: number[] = [0];
    const value: number[] = [0];
    // Nodes to grow: start, end (into idx), node number, depth.
    const stack: number[] = [0, n, 0, 0];

    while (stack.length > 0) {
      const depth = stack.pop() as number;
      const node = stack.pop() as number;
      const end = stack.pop() as number;
      const start = stack.pop() as number;
      const m = end - start;

      // Node statistics and the leaf value it would have.
      let parentScore: number;
      let leafValue: number;
      let pure: boolean;
      let weightSum = 0;
      let sum = 0;
      if (classification) {
        total.fill(0);
        for (let s = start; s < end; s++) total[target[idx[s]]] += weightOfClass[target[idx[s]]];
        let present = 0;
        let best = 0;
        parentScore = 0;
        for (let c = 0; c < nClasses; c++) {
          weightSum += total[c];
          if (total[c] > 0) present++;
          if (total[c] > total[best]) best = c;
        }
        for (let c = 0; c < nClasses; c++) parentScore += (total[c] * total[c]) / weightSum;
        leafValue = best;
        pure = present <= 1;
      } else {
        let lo = Number.POSITIVE_INFINITY;
        let hi = Number.NEGATIVE_INFINITY;
        for (let s = start; s < end; s++) {
          const v = target[idx[s]];
          sum += v;
          if (v < lo) lo = v;
          if (v > hi) hi = v;
        }
        parentScore = (sum * sum) / m;
        leafValue = sum / m;
        pure = lo === hi;
      }
      value[node] = leafValue;
      feature[node] = -1;
      if (pure || m < 2 * minLeaf || depth >= maxDepth) continue;

      // Split search: a fresh random subset of mtry non-constant features.
      let bestScore = parentScore;
      let bestFeature = -1;
      let bestLo = 0;
      let bestHi = 0;
      let tried = 0;
      for (let k = 0; k < p && tried < mtry; k++) {
        const swap = k + rng.int(p - k);
        const f = perm[swap];
        perm[swap] = perm[k];
        perm[k] = f;
        const base = f * n;
        let minRank = 2147483647;
        let maxRank = -1;
        for (let j = start; j < end; j++) {
          const r = ranks[base + idx[j]];
          if (r < minRank) minRank = r;
          if (r > maxRank) maxRank = r;
        }
        if (minRank === maxRank) continue; // constant here: does not count towards mtry
        tried++;

        // Candidate thresholds lie between neighbouring distinct values. Walk them in order,
        // either through a histogram over the ranks (few distinct values for the node's size)
        // or by sorting the node's rows by rank.
        const range = maxRank - minRank + 1;
        if (range <= 4 * m) {
          for (let j = start; j < end; j++) {
            const s = idx[j];
            const r = ranks[base + s] - minRank;
            binCount[r]++;
            if (classification) binWeight[r * nClasses + target[s]] += weightOfClass[target[s]];
            else binSum[r] += target[s];
          }
          left.fill(0);
          let leftWeight = 0;
          let leftSum = 0;
          let nLeft = 0;
          let previous = -1;
          for (let r = 0; r < range; r++) {
            const count = binCount[r];
            if (count === 0) continue;
            if (previous >= 0 && nLeft >= minLeaf && m - nLeft >= minLeaf) {
              const score = classification
                ? giniScore(leftWeight, weightSum)
                : (leftSum * leftSum) / nLeft + ((sum - leftSum) * (sum - leftSum)) / (m - nLeft);
              if (score > bestScore) {
                bestScore = score;
                bestFeature = f;
                bestLo = previous + minRank;
                bestHi = r + minRank;
              }
            }
            nLeft += count;
            binCount[r] = 0;
            if (classification) {
              for (let c = 0; c < nClasses; c++) {
                const w = binWeight[r * nClasses + c];
                left[c] += w;
                leftWeight += w;
                binWeight[r * nClasses + c] = 0;
              }
            } else {
              leftSum += binSum[r];
              binSum[r] = 0;
            }
            previous = r;
          }
          continue;
        }

        for (let j = 0; j < m; j++) keys[j] = ranks[base + idx[start + j]] * m + j; // rank, then position
        keys.subarray(0, m).sort();
        left.fill(0);
        let leftWeight = 0;
        let leftSum = 0;
        for (let j = 0; j < m - 1; j++) {
          const key = keys[j];
          const r = Math.floor(key / m);
          const yj = target[idx[start + key - r * m]];
          if (classification) {
            left[yj] += weightOfClass[yj];
            leftWeight += weightOfClass[yj];
          } else leftSum += yj;
          const nextRank = Math.floor(keys[j + 1] / m);
          if (nextRank === r || j + 1 < minLeaf) continue;
          if (m - j - 1 < minLeaf) break;
          const score = classification
            ? giniScore(leftWeight, weightSum)
            : (leftSum * leftSum) / (j + 1) + ((sum - leftSum) * (sum - leftSum)) / (m - j - 1);
          if (score > bestScore) {
            bestScore = score;
            bestFeature = f;
            bestLo = r;
            bestHi = nextRank;
          }
        }
      }
      // A gain lost in rounding is no gain.
      if (bestFeature < 0 || bestScore - parentScore <= 1e-12 * Math.abs(parentScore)) continue;

      importance[bestFeature] += bestScore - parentScore;
      const base = bestFeature * n;
      let i = start;
      let j = end - 1;
      while (i <= j) {
        if (ranks[base + idx[i]] <= bestLo) i++;
        else {
          const tmp = idx[i];
          idx[i] = idx[j];
          idx[j] = tmp;
          j--;
        }
      }
      const leftChild = feature.length;
      feature.push(-1, -1);
      child.push(0, 0);
      value.push(0, 0);
      feature[node] = bestFeature;
      child[node] = leftChild;
      const values = distinct[bestFeature];
      value[node] = thresholdBetween(values[bestLo], values[bestHi]);
      stack.push(i, end, leftChild + 1, depth + 1, start, i, leftChild, depth + 1);
    }

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
