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

/**
 * Groups of rows that must stay together (duplicates, near-identical sequences, one scaffold),
 * by stratum: each group takes the stratum most of its rows have (the smaller on a tie). Strata
 * and the groups within each are in ascending order of their ids.
 */
function groupsByStratum(
  strata: ArrayLike<number>,
  groups: ArrayLike<number>,
): Map<number, number[][]> {
  if (groups.length !== strata.length) throw new Error('One group id per row is needed');
  const members = indicesByStratum(groups); // group id -> its rows
  const byStratum = new Map<number, number[][]>();
  for (const rows of members.values()) {
    const counts = new Map<number, number>();
    for (const i of rows) counts.set(strata[i], (counts.get(strata[i]) ?? 0) + 1);
    let stratum = Number.POSITIVE_INFINITY;
    let most = 0;
    for (const [s, c] of counts) {
      if (c > most || (c === most && s < stratum)) {
        stratum = s;
        most = c;
      }
    }
    const list = byStratum.get(stratum);
    if (list) list.push(rows);
    else byStratum.set(stratum, [rows]);
  }
  return new Map([...byStratum.entries()].sort((a, b) => a[0] - b[0]));
}

/**
 * Stratified k-fold that keeps groups whole: all rows of a group land in one fold, so no group is
 * on both sides of a split. Each stratum's groups are shuffled, then dealt largest first to the
 * fold that holds the fewest rows of that stratum so far (ties: the fold with fewest rows).
 */
export function stratifiedGroupKFold(
  strata: ArrayLike<number>,
  groups: ArrayLike<number>,
  k: number,
  seed: number,
): Int32Array {
  if (k < 2) throw new Error('k-fold needs k >= 2');
  const rng = createRng(seed);
  const fold = new Int32Array(strata.length);
  const total = new Int32Array(k);
  for (const stratumGroups of groupsByStratum(strata, groups).values()) {
    shuffle(stratumGroups, rng);
    // A stable sort keeps the shuffled order among groups of one size.
    stratumGroups.sort((a, b) => b.length - a.length);
    const inStratum = new Int32Array(k);
    for (const rows of stratumGroups) {
      let best = 0;
      for (let f = 1; f < k; f++) {
        if (
          inStratum[f] < inStratum[best] ||
          (inStratum[f] === inStratum[best] && total[f] < total[best])
        )
          best = f;
      }
      for (const i of rows) fold[i] = best;
      inStratum[best] += rows.length;
      total[best] += rows.length;
    }
  }
  return fold;
}

/**
 * A seeded stratified split that keeps groups whole: each stratum's groups, shuffled, go to test
 * until it holds about `testFraction` of the stratum's rows.
 */
export function stratifiedGroupSplit(
  strata: ArrayLike<number>,
  groups: ArrayLike<number>,
  testFraction: number,
  seed: number,
): { train: number[]; test: number[] } {
  const rng = createRng(seed);
  const train: number[] = [];
  const test: number[] = [];
  for (const stratumGroups of groupsByStratum(strata, groups).values()) {
    shuffle(stratumGroups, rng);
    const nRows = stratumGroups.reduce((sum, rows) => sum + rows.length, 0);
    const wanted = Math.round(nRows * testFraction);
    let taken = 0;
    for (const rows of stratumGroups) {
      // A group goes to test while that brings the count nearer the share wanted.
      if (taken < wanted && wanted - taken >= rows.length / 2) {
        test.push(...rows);
        taken += rows.length;
      } else train.push(...rows);
    }
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
 * A seeded three-way split that keeps each group whole, e.g. molecules that share a Bemis-Murcko
 * scaffold (Chemprop's "balanced scaffold split", Yang et al. 2019). Unlike stratifiedGroupSplit,
 * groups larger than half a validation or test part go to training first, so that no held-out
 * part is dominated by one group (the acyclic molecules, say); the rest follow in random order,
 * each to training while it fits, else to validation while that fits, else to test.
 */
export function balancedGroupSplit(
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
