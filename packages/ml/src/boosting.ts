import type { FeatureMatrix, Model, ModelKind } from './model.ts';
import { createRng, type Rng } from './random.ts';
import {
  CompleteTrees,
  sumOfLeaves,
  type TreeNodes,
  thresholdBetween,
  treeLeafValue,
} from './trees.ts';

/** Deeper trees are scored as they are stored, not padded to complete trees (2^10 leaves each). */
const MAX_COMPLETE_DEPTH = 10;

/**
 * Trained gradient-boosted trees, their nodes laid out as trees.ts describes. A leaf's value is
 * already scaled by the learning rate, so the raw score of a row is baseScore plus the sum of its
 * leaves: log-odds of class 1 (classification) or the predicted value (regression).
 */
export class GradientBoosting implements Model, TreeNodes {
  constructor(
    readonly kind: ModelKind,
    readonly nFeatures: number,
    /** The raw score before any tree: log-odds of the class-1 prior, or the mean target. */
    readonly baseScore: number,
    readonly roots: Int32Array,
    readonly feature: Int32Array,
    readonly child: Int32Array,
    readonly value: Float32Array,
    /** Total split gain per feature, summing to 1 (all 0 when no tree splits). */
    readonly importances: Float64Array,
  ) {}

  get nTrees(): number {
    return this.roots.length;
  }

  get nNodes(): number {
    return this.feature.length;
  }

  /**
   * The model of the first `count` rounds only (their nodes copied): the number of rounds can be
   * chosen after training on a held-out metric. The importances stay those of all the rounds.
   */
  firstTrees(count: number): GradientBoosting {
    if (!(Number.isInteger(count) && count >= 1 && count <= this.nTrees)) {
      throw new RangeError(`firstTrees(${count}): the model has ${this.nTrees} trees`);
    }
    const end = count < this.nTrees ? (this.roots[count] as number) : this.nNodes;
    return new GradientBoosting(
      this.kind,
      this.nFeatures,
      this.baseScore,
      this.roots.slice(0, count),
      this.feature.slice(0, end),
      this.child.slice(0, end),
      this.value.slice(0, end),
      this.importances,
    );
  }

  /** Built on the first prediction; null when the trees are too deep for it. */
  private complete: CompleteTrees | null | undefined;

  /** baseScore plus the leaves of every tree for the row that starts at `offset` of `x`. */
  predictRaw(x: ArrayLike<number>, offset = 0): number {
    if (this.complete === undefined) this.complete = CompleteTrees.from(this, MAX_COMPLETE_DEPTH);
    const sum = this.complete ? this.complete.sum(x, offset) : sumOfLeaves(this, x, offset);
    return this.baseScore + sum;
  }

  /** Classification: the probability of class 1; regression: the predicted value. */
  predict(x: ArrayLike<number>, offset = 0): number {
    const raw = this.predictRaw(x, offset);
    return this.kind === 'classification' ? sigmoid(raw) : raw;
  }
}

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

const sigmoid = (raw: number): number => 1 / (1 + Math.exp(-raw));

/** Log-loss of a raw score (log-odds), computed without overflow. */
const logLoss = (y: number, raw: number): number =>
  Math.log1p(Math.exp(-Math.abs(raw))) + Math.max(raw, 0) - y * raw;

function meanLoss(kind: ModelKind, y: ArrayLike<number>, raw: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < raw.length; i++) {
    sum += kind === 'classification' ? logLoss(y[i], raw[i]) : (raw[i] - y[i]) ** 2;
  }
  return sum / raw.length;
}

function checkTargets(kind: ModelKind, y: ArrayLike<number>, what: string): void {
  const classification = kind === 'classification';
  for (let i = 0; i < y.length; i++) {
    const v = y[i];
    if (classification ? v !== 0 && v !== 1 : !Number.isFinite(v)) {
      throw new Error(
        `${what} ${i}: ${classification ? 'label' : 'target'} ${v} is not ${
          classification ? '0 or 1' : 'a finite number'
        }`,
      );
    }
  }
}

function checkOption(name: string, value: number, ok: boolean): void {
  if (!ok) throw new Error(`Boosting option ${name} = ${value} is out of range`);
}

/**
 * Features binned once: each row's bin code per feature (column-major: codes[f * n + i]) and, per
 * feature, the float32 upper edges of all bins but the last. A value v falls in the first bin b
 * with v <= upper[b], so "bin <= b" and "v <= upper[b]" select the same rows: a split after bin b
 * is the raw threshold upper[b], which is what the model keeps.
 */
interface BinnedFeatures {
  codes: Uint8Array;
  upper: Float32Array[];
}

/**
 * A function that gives the rows of a float32 column (of n rows) in ascending order: an LSD radix
 * sort, three 11-bit passes over the values' bit patterns made sortable as unsigned integers.
 * Binning with it takes half the time it took to sort the values and bisect for each row's bin.
 */
function rowSorter(n: number): (column: Float32Array) => Int32Array {
  let order = new Int32Array(n);
  let spareOrder = new Int32Array(n);
  let keys = new Uint32Array(n);
  let spareKeys = new Uint32Array(n);
  const counts = new Int32Array(2048);
  return (column) => {
    const bits = new Uint32Array(column.buffer, column.byteOffset, n);
    for (let i = 0; i < n; i++) {
      // Negative values: all bits flipped; others: the sign bit set. Unsigned order is then value order.
      keys[i] = bits[i] & 0x80000000 ? ~bits[i] : bits[i] | 0x80000000;
      order[i] = i;
    }
    for (let shift = 0; shift < 32; shift += 11) {
      counts.fill(0);
      for (let i = 0; i < n; i++) counts[(keys[i] >>> shift) & 2047]++;
      for (let d = 0, start = 0; d < 2048; d++) {
        const c = counts[d];
        counts[d] = start;
        start += c;
      }
      for (let i = 0; i < n; i++) {
        const at = counts[(keys[i] >>> shift) & 2047]++;
        spareKeys[at] = keys[i];
        spareOrder[at] = order[i];
      }
      [keys, spareKeys] = [spareKeys, keys];
      [order, spareOrder] = [spareOrder, order];
    }
    return order;
  };
}

/**
 * Quantile bins: every distinct value its own bin when there are at most maxBins, else cuts
 * between distinct values so that bins hold about equally many rows (a value shared by many rows
 * gets a bin of its own and the other bins share the rest).
 */
function binFeatures(data: FeatureMatrix, n: number, maxBins: number): BinnedFeatures {
  const p = data.nFeatures;
  const codes = new Uint8Array(p * n);
  const upper: Float32Array[] = [];
  const column = new Float32Array(n);
  const sortRows = rowSorter(n);
  for (let f = 0; f < p; f++) {
    for (let i = 0; i < n; i++) {
      column[i] = data.x[i * p + f];
      if (Number.isNaN(column[i])) throw new Error(`Feature ${f} of row ${i} is not a number`);
    }
    const order = sortRows(column);
    const distinct: number[] = [];
    const counts: number[] = [];
    for (let k = 0; k < n; k++) {
      const v = column[order[k]];
      if (k > 0 && v === distinct[distinct.length - 1]) counts[counts.length - 1]++;
      else {
        distinct.push(v);
        counts.push(1);
      }
    }
    const edges: number[] = [];
    if (distinct.length <= maxBins) {
      for (let k = 0; k + 1 < distinct.length; k++)
        edges.push(thresholdBetween(distinct[k], distinct[k + 1]));
    } else {
      let remaining = n;
      let inBin = 0;
      for (let k = 0; k + 1 < distinct.length && edges.length + 1 < maxBins; k++) {
        inBin += counts[k];
        if (inBin >= remaining / (maxBins - edges.length)) {
          edges.push(thresholdBetween(distinct[k], distinct[k + 1]));
          remaining -= inBin;
          inBin = 0;
        }
      }
    }
    const featureEdges = Float32Array.from(edges);
    upper.push(featureEdges);
    // Rows in value order: each goes to the first bin whose upper edge is >= its value.
    let bin = 0;
    for (let k = 0; k < n; k++) {
      const i = order[k];
      while (bin < featureEdges.length && column[i] > featureEdges[bin]) bin++;
      codes[f * n + i] = bin;
    }
  }
  return { codes, upper };
}

/** A leaf of the tree being grown, its rows at rows[start, end), and its best split. */
interface Leaf {
  node: number;
  start: number;
  end: number;
  depth: number;
  gradSum: number;
  hessSum: number;
  /** Per bin of the drawn features: gradient sum, hessian sum; null once it is not needed. */
  hist: Float64Array | null;
  /** 0 when the leaf cannot split. */
  gain: number;
  /** Index into the tree's drawn features. */
  splitFeature: number;
  splitBin: number;
  leftGrad: number;
  leftHess: number;
}

/** One tree as it was grown: node arrays (trees.ts layout) plus each inner node's bin and gain. */
interface GrownTree {
  feature: number[];
  child: number[];
  value: number[];
  splitBin: number[];
  gain: number[];
}

interface GrowerSettings {
  maxDepth: number;
  maxLeaves: number;
  minChildWeight: number;
  lambda: number;
  learningRate: number;
  /** Share of the splittable features that each tree draws. */
  colsample: number;
}

/**
 * Grows one tree on binned features from per-bin gradient and hessian histograms. The larger
 * child's histogram is its parent's minus its sibling's, so each split builds one histogram from
 * the rows of the smaller child only. Trees grow best-first (the leaf whose split gains most
 * splits next) up to maxLeaves leaves within maxDepth; without maxLeaves the order does not
 * change the tree, so they grow depth-first, which keeps few histograms in memory.
 */
class TreeGrower {
  private readonly n: number;
  /** The splittable (non-constant) features; the first nDrawn are the current tree's. */
  private readonly splittable: Int32Array;
  /** The current tree's features, ascending. */
  private readonly drawn: Int32Array;
  /** Where each drawn feature's bins start in a histogram (2 numbers a bin); last: the size. */
  private readonly histOffset: Int32Array;
  /**
   * The drawn features' codes packed four to a word (word g * n + i holds row i's codes of drawn
   * features 4g ... 4g + 3): one load feeds four histograms, which makes building them about
   * twice as fast as reading one code at a time.
   */
  private readonly packed: Uint32Array;
  /** Histogram offset of each lane of the packed words; padding lanes write to a spare bin. */
  private readonly laneOffset: Int32Array;
  private readonly spareBin: number;
  private readonly freeHists: Float64Array[] = [];
  private readonly orderedGrad: Float64Array;
  private readonly orderedHess: Float64Array;
  private readonly rightRows: Int32Array;

  constructor(
    private readonly binned: BinnedFeatures,
    private readonly settings: GrowerSettings,
    /** Row indices; grow() partitions them in place. */
    private readonly rows: Int32Array,
    private readonly grad: Float64Array,
    private readonly hess: Float64Array,
  ) {
    const { upper } = binned;
    this.n = rows.length;
    this.splittable = Int32Array.from(
      Array.from(upper.keys()).filter((f) => (upper[f] as Float32Array).length > 0),
    );
    const nSplittable = this.splittable.length;
    const nDrawn = Math.min(nSplittable, Math.max(1, Math.round(settings.colsample * nSplittable)));
    this.drawn = new Int32Array(nDrawn);
    this.histOffset = new Int32Array(nDrawn + 1);
    let largest = 2;
    for (const f of this.splittable) largest += 2 * (upper[f].length + 1);
    this.spareBin = largest - 2;
    this.packed = new Uint32Array(Math.ceil(nDrawn / 4) * this.n);
    this.laneOffset = new Int32Array(Math.ceil(nDrawn / 4) * 4);
    this.orderedGrad = new Float64Array(this.n);
    this.orderedHess = new Float64Array(this.n);
    this.rightRows = new Int32Array(this.n);
  }

  /** True when every tree gets every splittable feature. */
  get drawsAll(): boolean {
    return this.drawn.length === this.splittable.length;
  }

  /** Draws the next tree's features (a partial shuffle, then sorted) and packs their codes. */
  drawFeatures(rng: Rng): void {
    const { splittable, drawn, histOffset, packed, laneOffset, n } = this;
    const { codes, upper } = this.binned;
    for (let k = 0; k < drawn.length; k++) {
      const swap = k + rng.int(splittable.length - k);
      const f = splittable[swap];
      splittable[swap] = splittable[k];
      splittable[k] = f;
    }
    drawn.set(splittable.subarray(0, drawn.length));
    drawn.sort();
    packed.fill(0);
    laneOffset.fill(this.spareBin);
    for (let j = 0; j < drawn.length; j++) {
      histOffset[j + 1] = histOffset[j] + 2 * (upper[drawn[j]].length + 1);
      laneOffset[j] = histOffset[j];
      const out = (j >> 2) * n;
      const column = drawn[j] * n;
      const shift = 8 * (j & 3);
      for (let i = 0; i < n; i++) packed[out + i] |= codes[column + i] << shift;
    }
  }

  /** Grows a tree on rows[0, m) with the current gradients and drawn features. */
  grow(m: number): GrownTree {
    const { maxDepth, maxLeaves, lambda, learningRate, minChildWeight } = this.settings;
    const { rows, grad, hess, drawn, rightRows, n } = this;
    const { codes, upper } = this.binned;
    const tree: GrownTree = { feature: [-1], child: [0], value: [0], splitBin: [0], gain: [0] };
    const leafValue = (g: number, h: number): number =>
      Math.fround((-g / (h + lambda)) * learningRate);
    const canSplit = (leaf: Leaf): boolean =>
      leaf.depth < maxDepth && leaf.end - leaf.start >= 2 && leaf.hessSum >= 2 * minChildWeight;

    let gradSum = 0;
    let hessSum = 0;
    for (let k = 0; k < m; k++) {
      gradSum += grad[rows[k]];
      hessSum += hess[rows[k]];
    }
    tree.value[0] = leafValue(gradSum, hessSum);
    const root: Leaf = {
      node: 0,
      start: 0,
      end: m,
      depth: 0,
      gradSum,
      hessSum,
      hist: null,
      gain: 0,
      splitFeature: -1,
      splitBin: -1,
      leftGrad: 0,
      leftHess: 0,
    };
    const open: Leaf[] = [];
    if (canSplit(root)) {
      this.buildHist(root);
      this.findSplit(root);
      if (root.gain > 0) open.push(root);
    }

    let nLeaves = 1;
    while (open.length > 0 && nLeaves < maxLeaves) {
      // Best-first under a leaf limit; otherwise the last leaf opened (depth-first).
      let pick = open.length - 1;
      if (Number.isFinite(maxLeaves)) {
        for (let k = 0; k < open.length; k++) if (open[k].gain > open[pick].gain) pick = k;
      }
      const leaf = open[pick];
      open.splice(pick, 1);
      const f = drawn[leaf.splitFeature];
      const bin = leaf.splitBin;

      // Stable partition: left rows first, then right rows, both still in ascending order.
      const column = f * n;
      let mid = leaf.start;
      let nRight = 0;
      for (let k = leaf.start; k < leaf.end; k++) {
        const i = rows[k];
        if (codes[column + i] <= bin) rows[mid++] = i;
        else rightRows[nRight++] = i;
      }
      rows.set(rightRows.subarray(0, nRight), mid);

      const left = tree.feature.length;
      tree.feature[leaf.node] = f;
      tree.child[leaf.node] = left;
      tree.value[leaf.node] = upper[f][bin];
      tree.splitBin[leaf.node] = bin;
      tree.gain[leaf.node] = leaf.gain;
      const leftLeaf: Leaf = {
        ...leaf,
        node: left,
        end: mid,
        depth: leaf.depth + 1,
        gradSum: leaf.leftGrad,
        hessSum: leaf.leftHess,
        hist: null,
        gain: 0,
      };
      const rightLeaf: Leaf = {
        ...leftLeaf,
        node: left + 1,
        start: mid,
        end: leaf.end,
        gradSum: leaf.gradSum - leaf.leftGrad,
        hessSum: leaf.hessSum - leaf.leftHess,
      };
      for (const next of [leftLeaf, rightLeaf]) {
        tree.feature.push(-1);
        tree.child.push(0);
        tree.value.push(leafValue(next.gradSum, next.hessSum));
        tree.splitBin.push(0);
        tree.gain.push(0);
      }
      nLeaves++;

      const leftIsSmaller = mid - leaf.start <= leaf.end - mid;
      const small = leftIsSmaller ? leftLeaf : rightLeaf;
      const large = leftIsSmaller ? rightLeaf : leftLeaf;
      const more = nLeaves < maxLeaves;
      const splitSmall = more && canSplit(small);
      if (more && canSplit(large)) {
        this.buildHist(small);
        large.hist = this.subtract(leaf.hist as Float64Array, small.hist as Float64Array);
        leaf.hist = null;
        if (!splitSmall) this.release(small);
      } else {
        this.release(leaf);
        if (splitSmall) this.buildHist(small);
      }
      // Right first, so that depth-first growth takes the left child next.
      for (const next of [rightLeaf, leftLeaf]) {
        if (!next.hist) continue;
        this.findSplit(next);
        if (next.gain > 0) open.push(next);
      }
    }
    for (const leaf of open) this.release(leaf);
    return tree;
  }

  private release(leaf: Leaf): void {
    if (leaf.hist) this.freeHists.push(leaf.hist);
    leaf.hist = null;
  }

  /** Gradient and hessian sums per bin of the drawn features over the leaf's rows. */
  private buildHist(leaf: Leaf): void {
    const hist = this.freeHists.pop() ?? new Float64Array(this.spareBin + 2);
    const { start, end } = leaf;
    const m = end - start;
    const { orderedGrad: g, orderedHess: h, packed, rows, grad, hess, laneOffset, n } = this;
    for (let k = 0; k < m; k++) {
      const i = rows[start + k];
      g[k] = grad[i];
      h[k] = hess[i];
    }
    hist.fill(0, 0, this.histOffset[this.drawn.length]);
    for (let lane = 0; lane < laneOffset.length; lane += 4) {
      const words = (lane >> 2) * n;
      const o0 = laneOffset[lane];
      const o1 = laneOffset[lane + 1];
      const o2 = laneOffset[lane + 2];
      const o3 = laneOffset[lane + 3];
      for (let k = 0; k < m; k++) {
        const w = packed[words + rows[start + k]];
        const gk = g[k];
        const hk = h[k];
        let b = o0 + 2 * (w & 255);
        hist[b] += gk;
        hist[b + 1] += hk;
        b = o1 + 2 * ((w >>> 8) & 255);
        hist[b] += gk;
        hist[b + 1] += hk;
        b = o2 + 2 * ((w >>> 16) & 255);
        hist[b] += gk;
        hist[b + 1] += hk;
        b = o3 + 2 * (w >>> 24);
        hist[b] += gk;
        hist[b + 1] += hk;
      }
    }
    leaf.hist = hist;
  }

  /** parent minus child, in the parent's array. */
  private subtract(parent: Float64Array, child: Float64Array): Float64Array {
    const size = this.histOffset[this.drawn.length];
    for (let b = 0; b < size; b++) parent[b] -= child[b];
    return parent;
  }

  /** The leaf's best split over its histogram; without one (gain 0) it drops the histogram. */
  private findSplit(leaf: Leaf): void {
    const hist = leaf.hist as Float64Array;
    const { histOffset } = this;
    const { lambda, minChildWeight } = this.settings;
    const { gradSum, hessSum } = leaf;
    const parentScore = (gradSum * gradSum) / (hessSum + lambda);
    // A gain lost in rounding is no gain.
    let bestGain = 1e-12 * Math.abs(parentScore);
    let bestFeature = -1;
    let bestBin = 0;
    let bestGrad = 0;
    let bestHess = 0;
    for (let j = 0; j < this.drawn.length; j++) {
      const base = histOffset[j];
      const last = histOffset[j + 1] - 2; // splits fall after a bin, never after the last
      let gl = 0;
      let hl = 0;
      for (let b = base; b < last; b += 2) {
        // An empty bin repeats the previous bin's partition, and an equal gain is no better.
        gl += hist[b];
        hl += hist[b + 1];
        if (hl < minChildWeight) continue;
        const hr = hessSum - hl;
        if (hr < minChildWeight) break;
        const gr = gradSum - gl;
        const gain = (gl * gl) / (hl + lambda) + (gr * gr) / (hr + lambda) - parentScore;
        if (gain > bestGain) {
          bestGain = gain;
          bestFeature = j;
          bestBin = (b - base) / 2;
          bestGrad = gl;
          bestHess = hl;
        }
      }
    }
    if (bestFeature < 0) {
      leaf.gain = 0;
      this.release(leaf);
      return;
    }
    leaf.gain = bestGain;
    leaf.splitFeature = bestFeature;
    leaf.splitBin = bestBin;
    leaf.leftGrad = bestGrad;
    leaf.leftHess = bestHess;
  }
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
  const classification = kind === 'classification';
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

  let baseScore = 0;
  for (let i = 0; i < n; i++) baseScore += y[i];
  baseScore /= n;
  if (classification) {
    if (baseScore === 0 || baseScore === 1)
      throw new Error('Classification needs training rows of both classes');
    baseScore = Math.log(baseScore / (1 - baseScore));
  }

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
    for (let i = 0; i < n; i++) {
      if (classification) {
        const prob = sigmoid(score[i]);
        grad[i] = prob - y[i];
        hess[i] = Math.max(prob * (1 - prob), 1e-16);
      } else {
        grad[i] = score[i] - y[i];
        hess[i] = 1;
      }
    }
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
