// Peptide families as CD-HIT draws them for homology-aware splits: identity over the shorter
// peptide (alignment.ts), families linked at >= 40 % by default. The prefilter is the count of
// residues two peptides share (the sum over residues of the smaller count): the identical aligned
// positions are a common subsequence of the two, so they never exceed it, and a pair it rejects
// could not reach the identity. A shared 2-mer count is no such bound at 40 %: ACACAC and
// AGAGAG align at 50 % identity and share no 2-mer.
import { codesIdentity, type IdentityOver, residueCodes } from './alignment.ts';

/** Residue counts of peptides in residue codes (21 codes: the 20 and any other letter). */
function residueCounts(codes: readonly Uint8Array[]): Uint8Array[] {
  return codes.map((c) => {
    const counts = new Uint8Array(21);
    // A count past 255 only weakens the bound: clamp, never wrap.
    for (let k = 0; k < c.length; k++) {
      const r = c[k] as number;
      if ((counts[r] as number) < 255) counts[r] = (counts[r] as number) + 1;
    }
    return counts;
  });
}

/** Residues two peptides share (unknown residues, code 20, are never identical). */
function sharedResidues(a: Uint8Array, b: Uint8Array): number {
  let shared = 0;
  for (let r = 0; r < 20; r++) shared += Math.min(a[r] as number, b[r] as number);
  return shared;
}

/** Whether the residue-count bound lets two peptides reach `minIdentity` over the shorter. */
function mayReach(
  countsA: Uint8Array,
  countsB: Uint8Array,
  length: number,
  minIdentity: number,
): boolean {
  // The same division the identity makes, so the bound is never stricter than it by rounding.
  return length === 0 || sharedResidues(countsA, countsB) / length >= minIdentity;
}

/**
 * Families of peptides by single linkage: two peptides are in one family when a chain of pairs,
 * each at least `minIdentity` identical over the shorter peptide of the pair (Smith–Waterman,
 * BLOSUM62), links them. Returns each peptide's family id: the index of the family's first
 * peptide. Pairs already in one family are not aligned, nor pairs the residue counts rule out.
 */
export function identityFamilies(
  sequences: readonly string[],
  minIdentity = 0.4,
  over: IdentityOver = 'shorter',
): Int32Array {
  const n = sequences.length;
  const codes = sequences.map((s) => residueCodes(s));
  const counts = residueCounts(codes);
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[i] !== root) {
      const next = parent[i] as number;
      parent[i] = root;
      i = next;
    }
    return root;
  };
  for (let i = 0; i < n; i++) {
    const a = codes[i] as Uint8Array;
    const ca = counts[i] as Uint8Array;
    for (let j = i + 1; j < n; j++) {
      const b = codes[j] as Uint8Array;
      const length =
        over === 'shorter' ? Math.min(a.length, b.length) : Math.max(a.length, b.length);
      if (!mayReach(ca, counts[j] as Uint8Array, length, minIdentity)) continue;
      const ri = find(i);
      const rj = find(j);
      if (ri === rj) continue;
      if (codesIdentity(a, b, over) >= minIdentity) {
        // The smaller root stays the root, so ids do not depend on the order of merges.
        if (ri < rj) parent[rj] = ri;
        else parent[ri] = rj;
      }
    }
  }
  const ids = new Int32Array(n);
  for (let i = 0; i < n; i++) ids[i] = find(i);
  return ids;
}

/**
 * Families as CD-HIT draws them (greedy, by representatives): peptides from the longest down,
 * each joining the first representative it is at least `minIdentity` identical to over its own
 * length (the shorter), else founding a family as its representative. Unlike identityFamilies
 * there are no chains, so peptides of two families can still be that similar. Returns each
 * peptide's family id: the index of its representative.
 */
export function representativeFamilies(
  sequences: readonly string[],
  minIdentity = 0.4,
): Int32Array {
  const codes = sequences.map((s) => residueCodes(s));
  const counts = residueCounts(codes);
  // Longest first; among equal lengths, the order given (a stable sort).
  const order = [...sequences.keys()].sort((a, b) => sequences[b].length - sequences[a].length);
  const ids = new Int32Array(sequences.length);
  const representatives: number[] = [];
  for (const i of order) {
    const a = codes[i] as Uint8Array;
    const ca = counts[i] as Uint8Array;
    const found = representatives.find(
      (r) =>
        mayReach(ca, counts[r] as Uint8Array, a.length, minIdentity) &&
        codesIdentity(a, codes[r] as Uint8Array, 'shorter') >= minIdentity,
    );
    if (found === undefined) representatives.push(i);
    ids[i] = found ?? i;
  }
  return ids;
}

/**
 * For each query, its highest identity over the shorter peptide to any reference, when that is
 * at least `floor`; 0 when no reference reaches it (pairs below `floor` are not aligned).
 */
export function nearestIdentities(
  queries: readonly string[],
  references: readonly string[],
  floor: number,
): Float64Array {
  const queryCodes = queries.map((s) => residueCodes(s));
  const referenceCodes = references.map((s) => residueCodes(s));
  const queryCounts = residueCounts(queryCodes);
  const referenceCounts = residueCounts(referenceCodes);
  const best = new Float64Array(queries.length);
  queryCodes.forEach((q, i) => {
    const cq = queryCounts[i] as Uint8Array;
    for (let j = 0; j < referenceCodes.length && best[i] !== 1; j++) {
      const r = referenceCodes[j] as Uint8Array;
      const bar = Math.max(floor, best[i] as number);
      if (!mayReach(cq, referenceCounts[j] as Uint8Array, Math.min(q.length, r.length), bar)) {
        continue;
      }
      const identity = codesIdentity(q, r, 'shorter');
      if (identity >= bar) best[i] = identity;
    }
  });
  return best;
}

/** How many families, and how many peptides the largest ones and the median one hold. */
export interface FamilySizes {
  families: number;
  singletons: number;
  largest: number[];
  median: number;
  /** Families of 1, 2-4, 5-9, 10-49, 50-99 and 100 or more peptides. */
  histogram: Record<string, number>;
}

/** The size distribution of families (ids as identityFamilies gives them). */
export function familySizes(ids: ArrayLike<number>): FamilySizes {
  const size = new Map<number, number>();
  for (let i = 0; i < ids.length; i++)
    size.set(ids[i] as number, (size.get(ids[i] as number) ?? 0) + 1);
  const sizes = [...size.values()].sort((a, b) => b - a);
  const bins: [string, number, number][] = [
    ['1', 1, 1],
    ['2-4', 2, 4],
    ['5-9', 5, 9],
    ['10-49', 10, 49],
    ['50-99', 50, 99],
    ['100+', 100, Number.POSITIVE_INFINITY],
  ];
  return {
    families: sizes.length,
    singletons: sizes.filter((s) => s === 1).length,
    largest: sizes.slice(0, 5),
    median: sizes.length === 0 ? 0 : (sizes[Math.floor((sizes.length - 1) / 2)] as number),
    histogram: Object.fromEntries(
      bins.map(([name, lo, hi]) => [name, sizes.filter((s) => s >= lo && s <= hi).length]),
    ),
  };
}
