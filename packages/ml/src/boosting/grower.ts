import type { Rng } from '../random.ts';
import type { BinnedFeatures } from './binning.ts';

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
export interface GrownTree {
  feature: number[];
  child: number[];
  value: number[];
  splitBin: number[];
  gain: number[];
}

export interface GrowerSettings {
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
export class TreeGrower {
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
