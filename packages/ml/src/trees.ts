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
