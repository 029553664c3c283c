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
