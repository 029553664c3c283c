// CART trees of a random forest: split search over a node's rows by Gini impurity (classes)
// or variance (values), on features ranked once, the ensemble (train.ts) deciding each tree's
// rows and class weights.
import type { FeatureMatrix } from '../model.ts';
import type { Rng } from '../random.ts';
import { thresholdBetween } from '../trees.ts';

/** Per feature: its sorted distinct values, and each row's rank among them (column-major). */
export interface RankedColumns {
  ranks: Int32Array;
  distinct: Float32Array[];
}

/** Per feature: the sorted distinct values, and each row's rank among them (column-major). */
export function rankColumns(data: FeatureMatrix, n: number): RankedColumns {
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

export interface CartSettings {
  classification: boolean;
  /** 0 for regression. */
  nClasses: number;
  /** Features tried at every split. */
  mtry: number;
  /** Least rows in a leaf. */
  minLeaf: number;
  maxDepth: number;
}

/** One tree as it was grown: node arrays in the trees.ts layout, numbered from its root. */
export interface CartTree {
  feature: number[];
  child: number[];
  value: number[];
}

/**
 * Grows the trees of a forest one after another. A node splits where the weighted Gini impurity
 * (classification) or the sum of squared errors (regression) falls most, over a fresh random
 * subset of mtry non-constant features; it stays a leaf when pure, below 2 · minLeaf rows, at
 * maxDepth, or when no split gains.
 */
export class CartGrower {
  /** Impurity decrease per feature, summed over every tree grown so far (not normalised). */
  readonly importance: Float64Array;
  // Buffers reused by every node of every tree: nothing is allocated in the split search.
  private readonly keys: Float64Array;
  private readonly perm: Int32Array;
  private readonly total: Float64Array;
  private readonly left: Float64Array;
  private readonly binCount: Int32Array;
  private readonly binWeight: Float64Array;
  private readonly binSum: Float64Array;

  constructor(
    private readonly columns: RankedColumns,
    /** Per training row: its class index (classification) or value (regression). */
    private readonly target: Float64Array,
    private readonly settings: CartSettings,
  ) {
    const n = target.length;
    const p = columns.distinct.length;
    const { classification, nClasses } = settings;
    this.importance = new Float64Array(p);
    this.keys = new Float64Array(n);
    this.perm = new Int32Array(p);
    this.total = new Float64Array(Math.max(nClasses, 1));
    this.left = new Float64Array(Math.max(nClasses, 1));
    this.binCount = new Int32Array(n);
    this.binWeight = new Float64Array(classification ? n * nClasses : 0);
    this.binSum = new Float64Array(classification ? 0 : n);
  }

  /**
   * Grows one tree on the rows in idx (a bootstrap sample: n training row indices, repeats
   * allowed), which it reorders, each row weighing its class's weight; features drawn with rng.
   */
  grow(idx: Int32Array, weightOfClass: Float64Array, rng: Rng): CartTree {
    const { importance, keys, perm, total, left, binCount, binWeight, binSum, target } = this;
    const { ranks, distinct } = this.columns;
    const { classification, nClasses, mtry, minLeaf, maxDepth } = this.settings;
    const n = target.length;
    const p = distinct.length;

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

    return { feature, child, value };
  }
}
