// The node layout that the random forest and the gradient-boosted trees share (and their model
// files): flat arrays for all trees, tree t starting at roots[t]. An inner node has feature >= 0,
// its threshold in value and its children at child and child + 1 (relative to the tree's root);
// a row goes left when x[feature] <= threshold. A leaf has feature -1 and its output in value.

export interface TreeNodes {
  readonly roots: Int32Array;
  readonly feature: Int32Array;
  readonly child: Int32Array;
  readonly value: Float32Array;
}

/** The leaf value that tree t gives to the row that starts at `offset` of `x`. */
export function treeLeafValue(
  trees: TreeNodes,
  t: number,
  x: ArrayLike<number>,
  offset: number,
): number {
  const { feature, child, value } = trees;
  const root = trees.roots[t];
  let node = root;
  let f = feature[node];
  while (f >= 0) {
    // fround: thresholds are float32 values chosen between float32 training values. The
    // comparison becomes 0 or 1 without a branch (a fifth to a third faster than ?:); NaN goes
    // right, as it would with ?:.
    node = root + child[node] + +!(Math.fround(x[offset + f]) <= value[node]);
    f = feature[node];
  }
  return value[node];
}

/** The sum of every tree's leaf value for the row that starts at `offset` of `x`. */
export function sumOfLeaves(trees: TreeNodes, x: ArrayLike<number>, offset: number): number {
  let sum = 0;
  for (let t = 0; t < trees.roots.length; t++) sum += treeLeafValue(trees, t, x, offset);
  return sum;
}

/** A split threshold strictly below `hi` and at least `lo`, both float32 values. */
export function thresholdBetween(lo: number, hi: number): number {
  const t = Math.fround((lo + hi) / 2);
  return t < hi ? t : lo;
}

/**
 * The same trees padded to complete binary trees of one depth and stored in heap order (the
 * children of slot s at 2s + 1 and 2s + 2): a row then takes the same number of steps down every
 * tree with no branch to mispredict, which scores shallow ensembles (boosted trees) about a third
 * faster. A leaf above the full depth becomes pass-through slots whose subtrees all end in its
 * value, so whichever way a row goes through them it gets that value. Sums are the same, to the
 * bit, as sumOfLeaves.
 */
export class CompleteTrees {
  private constructor(
    readonly depth: number,
    readonly nTrees: number,
    /** Per tree 2^depth - 1 inner slots. */
    private readonly feature: Int32Array,
    private readonly threshold: Float32Array,
    /** Per tree 2^depth leaves. */
    private readonly leaf: Float32Array,
  ) {}

  /** Null when a tree is deeper than maxDepth (padding would take too much memory). */
  static from(trees: TreeNodes, maxDepth: number): CompleteTrees | null {
    const { roots, feature, child, value } = trees;
    const nTrees = roots.length;
    let depth = 0;
    const stack: number[] = [];
    for (let t = 0; t < nTrees; t++) {
      stack.push(roots[t], 0);
      while (stack.length > 0) {
        const d = stack.pop() as number;
        const node = stack.pop() as number;
        if (feature[node] < 0) depth = Math.max(depth, d);
        else if (d + 1 > maxDepth) return null;
        else stack.push(roots[t] + child[node], d + 1, roots[t] + child[node] + 1, d + 1);
      }
    }
    const inner = (1 << depth) - 1;
    const slotFeature = new Int32Array(nTrees * inner);
    const slotThreshold = new Float32Array(nTrees * inner);
    const leaf = new Float32Array(nTrees * (inner + 1));
    for (let t = 0; t < nTrees; t++) {
      stack.push(roots[t], 0, 0); // node, slot, depth
      while (stack.length > 0) {
        const d = stack.pop() as number;
        const slot = stack.pop() as number;
        const node = stack.pop() as number;
        if (d === depth) {
          leaf[t * (inner + 1) + slot - inner] = value[node];
          continue;
        }
        if (feature[node] < 0) {
          // A leaf above the full depth: both subtrees of its pass-through slot end in it.
          stack.push(node, 2 * slot + 1, d + 1, node, 2 * slot + 2, d + 1);
        } else {
          slotFeature[t * inner + slot] = feature[node];
          slotThreshold[t * inner + slot] = value[node];
          const left = roots[t] + child[node];
          stack.push(left, 2 * slot + 1, d + 1, left + 1, 2 * slot + 2, d + 1);
        }
      }
    }
    return new CompleteTrees(depth, nTrees, slotFeature, slotThreshold, leaf);
  }

  /** The sum of every tree's leaf value for the row that starts at `offset` of `x`. */
  sum(x: ArrayLike<number>, offset: number): number {
    const { depth, feature, threshold, leaf } = this;
    const inner = (1 << depth) - 1;
    let sum = 0;
    for (let t = 0; t < this.nTrees; t++) {
      const base = t * inner;
      let slot = 0;
      for (let d = 0; d < depth; d++) {
        const k = base + slot;
        slot = 2 * slot + 1 + +!(Math.fround(x[offset + feature[k]]) <= threshold[k]);
      }
      sum += leaf[t * (inner + 1) + slot - inner];
    }
    return sum;
  }
}
