import { createRng, shuffle } from './random.ts';

function indicesByStratum(strata: ArrayLike<number>): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (let i = 0; i < strata.length; i++) {
    const g = groups.get(strata[i]);
    if (g) g.push(i);
    else groups.set(strata[i], [i]);
  }
  // Map order is first-seen order; sort the keys so the result does not depend on row order.
  return new Map([...groups.entries()].sort((a, b) => a[0] - b[0]));
}

/**
 * Stratified k-fold: the fold (0..k-1) of each row. Each stratum is shuffled and dealt to the
 * folds in turn, so every fold holds nearly the same share of every stratum.
 */
export function stratifiedKFold(strata: ArrayLike<number>, k: number, seed: number): Int32Array {
  if (k < 2) throw new Error('k-fold needs k >= 2');
  const rng = createRng(seed);
  const fold = new Int32Array(strata.length);
  let next = 0;
  for (const rows of indicesByStratum(strata).values()) {
    shuffle(rows, rng);
    for (const i of rows) {
      fold[i] = next;
      next = (next + 1) % k;
    }
  }
  return fold;
}

/** A seeded stratified split: about `testFraction` of each stratum goes to test. */
export function stratifiedSplit(
  strata: ArrayLike<number>,
  testFraction: number,
  seed: number,
): { train: number[]; test: number[] } {
  const rng = createRng(seed);
  const train: number[] = [];
  const test: number[] = [];
  for (const rows of indicesByStratum(strata).values()) {
    shuffle(rows, rng);
    const nTest = Math.round(rows.length * testFraction);
    test.push(...rows.slice(0, nTest));
    train.push(...rows.slice(nTest));
  }
  return { train: train.sort((a, b) => a - b), test: test.sort((a, b) => a - b) };
}

/** Strata for a continuous target: its quantile bin (0..nBins-1), for stratified regression folds. */
export function quantileBins(values: ArrayLike<number>, nBins: number): Int32Array {
  const order = Array.from({ length: values.length }, (_, i) => i).sort(
    (a, b) => values[a] - values[b],
  );
  const bins = new Int32Array(values.length);
  order.forEach((row, rank) => {
    bins[row] = Math.min(nBins - 1, Math.floor((rank * nBins) / values.length));
  });
  return bins;
}

export interface ThreeWaySplit {
  train: number[];
  validation: number[];
  test: number[];
}

/**
 * A seeded split that keeps each group whole, e.g. molecules that share a Bemis-Murcko scaffold
 * (the "balanced scaffold split" of Chemprop, Yang et al. 2019): groups larger than half a
 * validation or test part go to training first, the rest follow in random order; each group
 * goes to training while it fits, else to validation while that fits, else to test.
 */
export function groupSplit(
  groups: readonly string[],
  fractions: { validation: number; test: number },
  seed: number,
): ThreeWaySplit {
  const n = groups.length;
  const validationSize = Math.round(n * fractions.validation);
  const testSize = Math.round(n * fractions.test);
  const trainSize = n - validationSize - testSize;
  const members = new Map<string, number[]>();
  groups.forEach((group, i) => {
    const list = members.get(group);
    if (list) list.push(i);
    else members.set(group, [i]);
  });
  // Sorted keys first, so the result depends on the seed only and not on the order of rows.
  const sets = [...members.keys()].sort().map((key) => members.get(key) as number[]);
  const rng = createRng(seed);
  const isBig = (set: number[]) => set.length > validationSize / 2 || set.length > testSize / 2;
  const ordered = [
    ...shuffle(
      sets.filter((s) => isBig(s)),
      rng,
    ),
    ...shuffle(
      sets.filter((s) => !isBig(s)),
      rng,
    ),
  ];
  const split: ThreeWaySplit = { train: [], validation: [], test: [] };
  for (const set of ordered) {
    if (split.train.length + set.length <= trainSize) split.train.push(...set);
    else if (split.validation.length + set.length <= validationSize) split.validation.push(...set);
    else split.test.push(...set);
  }
  for (const part of Object.values(split)) part.sort((a: number, b: number) => a - b);
  return split;
}
