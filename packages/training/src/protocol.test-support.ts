// The small data sets and learner grid the protocol's tests share.
import { createRng } from '@peptox/ml';
import type { Setting } from './learners.ts';

/** n rows of p features, uniform in [0, 1); class 1 when feature 0 > 0.5 (10 % of labels flipped). */
export function classes(n: number, p: number, seed: number) {
  const rng = createRng(seed);
  const x = Float32Array.from({ length: n * p }, () => rng.next());
  const y = Array.from({ length: n }, (_, i) => {
    const label = (x[i * p] as number) > 0.5 ? 1 : 0;
    return rng.next() < 0.1 ? 1 - label : label;
  });
  return { x, y };
}

export const names = (p: number) => Array.from({ length: p }, (_, f) => `f${f}`);

export const grid: Setting[] = [
  { learner: 'forest', nTrees: 15, seed: 3 },
  { learner: 'boosting', nRounds: 40, learningRate: 0.3, maxDepth: 2, patience: 5, seed: 3 },
];
