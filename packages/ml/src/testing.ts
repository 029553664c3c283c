// Helpers of this package's tests (not exported from the package).
import type { GradientBoosting } from './boosting/index.ts';
import { createRng } from './random.ts';

/** n rows of p uniform features from a seeded generator. */
export function randomRows(n: number, p: number, seed: number): Float32Array {
  const rng = createRng(seed);
  return Float32Array.from({ length: n * p }, () => rng.next());
}

/** Mean log-loss of a classifier's probabilities on rows x with labels y. */
export const meanLogLoss = (
  model: GradientBoosting,
  x: Float32Array,
  y: ArrayLike<number>,
): number => {
  const p = model.nFeatures;
  let sum = 0;
  for (let i = 0; i < y.length; i++) {
    const prob = model.predict(x, i * p);
    sum -= y[i] === 1 ? Math.log(prob) : Math.log(1 - prob);
  }
  return sum / y.length;
};

/** Leaves per tree, and the deepest and shallowest leaf's depth over all trees. */
export function treeShape(model: GradientBoosting): {
  leaves: number[];
  depth: number;
  shallowest: number;
} {
  const leaves: number[] = [];
  let depth = 0;
  let shallowest = Number.POSITIVE_INFINITY;
  for (let t = 0; t < model.nTrees; t++) {
    const root = model.roots[t];
    let count = 0;
    const stack: [number, number][] = [[root, 0]];
    while (stack.length > 0) {
      const [node, d] = stack.pop() as [number, number];
      if (model.feature[node] < 0) {
        count++;
        depth = Math.max(depth, d);
        shallowest = Math.min(shallowest, d);
      } else {
        const left = root + model.child[node];
        stack.push([left, d + 1], [left + 1, d + 1]);
      }
    }
    leaves.push(count);
  }
  return { leaves, depth, shallowest };
}
