import { AA_INDEX } from './amino-acids.ts';

/** Length of the longest common subsequence of two sequences (dynamic programming, two rows). */
export function longestCommonSubsequence(a: string, b: string): number {
  if (a.length < b.length) return longestCommonSubsequence(b, a);
  let previous = new Int32Array(b.length + 1);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const c = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      current[j] =
        c === b.charCodeAt(j - 1) ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

/**
 * Groups of near-identical sequences, for splits that keep them on one side: two sequences are
 * near-identical when their longest common subsequence covers at least `minIdentity` of the
 * longer one (so point mutants and slightly trimmed variants, not short fragments of long
 * proteins); groups are the connected components of that relation. Returns each sequence's
 * group id (the index of the group's first sequence). Sequences must hold standard residues.
 */
export function nearIdenticalGroups(sequences: readonly string[], minIdentity = 0.8): Int32Array {
  const n = sequences.length;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root];
    while (parent[i] !== root) [i, parent[i]] = [parent[i], root];
    return root;
  };
  // Residue counts bound the common subsequence: sum over residues of the smaller count.
  const counts = sequences.map((s) => {
    const c = new Int32Array(20);
    for (let i = 0; i < s.length; i++) c[AA_INDEX[s.charCodeAt(i)]]++;
    return c;
  });
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => sequences[a].length - sequences[b].length,
  );
  for (let x = 0; x < n; x++) {
    const i = order[x];
    const shorter = sequences[i];
    for (let y = x + 1; y < n; y++) {
      const j = order[y];
      const longer = sequences[j];
      const needed = Math.ceil(minIdentity * longer.length);
      if (shorter.length < needed) break; // later sequences are longer still
      if (find(i) === find(j)) continue;
      let bound = 0;
      for (let a = 0; a < 20; a++) bound += Math.min(counts[i][a], counts[j][a]);
      if (bound < needed) continue;
      if (longestCommonSubsequence(shorter, longer) >= needed) parent[find(j)] = find(i);
    }
  }
  const ids = new Int32Array(n);
  const first = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const root = find(i);
    if (!first.has(root)) first.set(root, i);
    ids[i] = first.get(root) as number;
  }
  return ids;
}

/** How many rows of a split have their twin on another side of it. */
export type SplitLeakage = {
  /** Rows checked. */
  n: number;
  /** Rows whose exact sequence is also on another side. */
  identical: number;
  /** Rows with a near-identical sequence (nearIdenticalGroups' relation) on another side. */
  nearIdentical: number;
};

/**
 * The leakage check of a split: `side` gives each sequence's side (0 train / 1 test of a hold-out,
 * or the fold of a k-fold split; negative: not in the split), and every sequence is compared with
 * those on the other sides, identical and near-identical (a longest common subsequence covering
 * at least `minIdentity` of the longer). A split that keeps nearIdenticalGroups whole gives 0 and 0.
 */
export function splitLeakage(
  sequences: readonly string[],
  side: ArrayLike<number>,
  minIdentity = 0.8,
): SplitLeakage {
  const rows = sequences.flatMap((_, i) => ((side[i] as number) >= 0 ? [i] : []));
  const identical = new Uint8Array(sequences.length);
  const near = new Uint8Array(sequences.length);
  const sideOf = new Map<string, Set<number>>();
  for (const i of rows) {
    const sides = sideOf.get(sequences[i]) ?? new Set<number>();
    sideOf.set(sequences[i], sides.add(side[i] as number));
  }
  for (const i of rows) {
    if ((sideOf.get(sequences[i])?.size ?? 0) > 1) identical[i] = near[i] = 1;
  }
  const counts = new Map(
    rows.map((i) => {
      const c = new Int32Array(20);
      for (let k = 0; k < sequences[i].length; k++) c[AA_INDEX[sequences[i].charCodeAt(k)]]++;
      return [i, c];
    }),
  );
  const order = [...rows].sort((a, b) => sequences[a].length - sequences[b].length);
  for (let x = 0; x < order.length; x++) {
    const i = order[x];
    const shorter = sequences[i];
    for (let y = x + 1; y < order.length; y++) {
      const j = order[y];
      const longer = sequences[j];
      const needed = Math.ceil(minIdentity * longer.length);
      if (shorter.length < needed) break; // later sequences are longer still
      if (side[i] === side[j] || (near[i] && near[j])) continue;
      let bound = 0;
      const ci = counts.get(i) as Int32Array;
      const cj = counts.get(j) as Int32Array;
      for (let a = 0; a < 20; a++) bound += Math.min(ci[a], cj[a]);
      if (bound < needed) continue;
      if (longestCommonSubsequence(shorter, longer) >= needed) near[i] = near[j] = 1;
    }
  }
  const sum = (flags: Uint8Array) => flags.reduce((a, b) => a + b, 0);
  return { n: rows.length, identical: sum(identical), nearIdentical: sum(near) };
}

/**
 * The leakage checks a model card prints: the hold-out against the rest (`leakage.validation`)
 * and every fold of the 10-fold cross-validation against the others
 * (`leakage.crossValidation10Fold`), each as splitLeakage counts. `split` and `folds` are the
 * training protocol's (its ProtocolRun's split and crossValidation.folds).
 */
export function leakageChecks(
  sequences: readonly string[],
  split: { test: readonly number[] },
  folds: ArrayLike<number>,
  minIdentity = 0.8,
): Record<string, SplitLeakage> {
  const side = new Int32Array(sequences.length);
  for (const r of split.test) side[r] = 1;
  return {
    'leakage.validation': splitLeakage(sequences, side, minIdentity),
    'leakage.crossValidation10Fold': splitLeakage(sequences, folds, minIdentity),
  };
}

/** The card's note that goes with leakageChecks. */
export const LEAKAGE_NOTE =
  'leakage.validation and leakage.crossValidation10Fold: of n sequences, how many have the same sequence (identical) or a near-identical one (a longest common subsequence covering 80 % of the longer) on the other side of the hold-out, or in another fold; 0 and 0 mean no sequence was judged by a model that learned it or its twin.';

/**
 * For each query, whether some reference sequence is identical or near-identical to it (a longest
 * common subsequence covering at least `minIdentity` of the longer of the two): e.g. which
 * peptides of an outside benchmark a model effectively saw in training.
 */
export function nearIdenticalTo(
  queries: readonly string[],
  references: readonly string[],
  minIdentity = 0.8,
): boolean[] {
  const exact = new Set(references);
  const byLength = [...references].sort((a, b) => a.length - b.length);
  const countsOf = (s: string) => {
    const c = new Int32Array(20);
    for (let k = 0; k < s.length; k++) c[AA_INDEX[s.charCodeAt(k)]]++;
    return c;
  };
  const referenceCounts = new Map(byLength.map((s) => [s, countsOf(s)]));
  return queries.map((query) => {
    if (exact.has(query)) return true;
    const q = countsOf(query);
    // A match needs the shorter to cover minIdentity of the longer: lengths within that ratio.
    const shortest = Math.ceil(minIdentity * query.length);
    const longest = Math.floor(query.length / minIdentity);
    for (const reference of byLength) {
      if (reference.length < shortest) continue;
      if (reference.length > longest) break;
      const needed = Math.ceil(minIdentity * Math.max(query.length, reference.length));
      const r = referenceCounts.get(reference) as Int32Array;
      let bound = 0;
      for (let a = 0; a < 20; a++) bound += Math.min(q[a], r[a]);
      if (bound >= needed && longestCommonSubsequence(query, reference) >= needed) return true;
    }
    return false;
  });
}
