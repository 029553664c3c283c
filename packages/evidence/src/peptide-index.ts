import { alignLocal, residueCodes } from './alignment.ts';
import type { Nearest, SimilarityIndex } from './similarity.ts';

/** Residue k-mers used to pick candidates before aligning (20^3 = 8 000 of them). */
const K = 3;

/** Candidates aligned per query: the training peptides sharing the most 3-mers with it. */
const DEFAULT_CANDIDATES = 4;

/**
 * Training peptides kept for nearest-identity searches. A search picks the few peptides that share
 * the most residue 3-mers with the query (an inverted index: only the lists of the query's 3-mers
 * are walked), aligns those (Smith–Waterman, BLOSUM62), and returns the best identity over the
 * longer peptide (see alignment.ts). A peptide in the set is found at once, at identity 1.
 * A query sharing no 3-mer with any peptide is aligned against all of them.
 */
export class PeptideIndex implements SimilarityIndex<string> {
  readonly size: number;
  private readonly codes: Uint8Array[];
  private readonly exact = new Map<string, number>();
  /** Distinct k-mers per peptide, and peptides per k-mer (CSR: starts, members). */
  private readonly kmerCounts: Uint32Array;
  private readonly starts: Uint32Array;
  private readonly members: Uint32Array;
  private readonly shared: Uint32Array;
  private readonly candidates: number;

  constructor(sequences: readonly string[], options: { candidates?: number } = {}) {
    this.size = sequences.length;
    this.candidates = options.candidates ?? DEFAULT_CANDIDATES;
    this.codes = sequences.map((s) => residueCodes(s));
    sequences.forEach((s, i) => {
      const key = s.toUpperCase();
      if (!this.exact.has(key)) this.exact.set(key, i);
    });
    const kmers = this.codes.map(distinctKmers);
    this.kmerCounts = Uint32Array.from(kmers, (k) => k.length);
    const perKmer = new Uint32Array(20 ** K + 1);
    for (const list of kmers) for (const k of list) perKmer[k + 1] = (perKmer[k + 1] as number) + 1;
    for (let k = 0; k < 20 ** K; k++) {
      perKmer[k + 1] = (perKmer[k + 1] as number) + (perKmer[k] as number);
    }
    this.starts = perKmer;
    this.members = new Uint32Array(perKmer[20 ** K] as number);
    const fill = perKmer.slice(0, 20 ** K);
    kmers.forEach((list, i) => {
      for (const k of list) {
        this.members[fill[k] as number] = i;
        fill[k] = (fill[k] as number) + 1;
      }
    });
    this.shared = new Uint32Array(this.size);
  }

  nearest(query: string): Nearest | null {
    if (this.size === 0) return null;
    const known = this.exact.get(query.toUpperCase());
    if (known !== undefined) return { index: known, similarity: 1 };
    const codes = residueCodes(query);
    const kmers = distinctKmers(codes);
    const touched: number[] = [];
    const shared = this.shared;
    for (const k of kmers) {
      const end = this.starts[k + 1] as number;
      for (let p = this.starts[k] as number; p < end; p++) {
        const i = this.members[p] as number;
        if (shared[i] === 0) touched.push(i);
        shared[i] = (shared[i] as number) + 1;
      }
    }
    // The candidates: most shared 3-mers relative to the larger 3-mer count (a cheap identity).
    let picked: number[];
    if (touched.length === 0) {
      picked = [...Array(this.size).keys()];
    } else {
      const score = (i: number) =>
        (shared[i] as number) / Math.max(kmers.length, this.kmerCounts[i] as number);
      picked = topBy(touched, score, this.candidates);
    }
    for (const i of touched) shared[i] = 0;
    let best: Nearest = { index: -1, similarity: -1 };
    for (const i of picked) {
      const target = this.codes[i] as Uint8Array;
      const longer = Math.max(codes.length, target.length);
      // Identity over the longer peptide cannot exceed the shorter one's share of it.
      if (Math.min(codes.length, target.length) / longer <= best.similarity) continue;
      const similarity = longer === 0 ? 1 : alignLocal(codes, target).identical / longer;
      if (similarity > best.similarity || (similarity === best.similarity && i < best.index)) {
        best = { index: i, similarity };
      }
    }
    return best.index < 0 ? { index: 0, similarity: 0 } : best;
  }
}

/** The `count` items of highest score (ties: the lower item first), best first, in one pass. */
function topBy(items: readonly number[], score: (i: number) => number, count: number): number[] {
  const top: { item: number; score: number }[] = [];
  for (const item of items) {
    const s = score(item);
    if (top.length === count) {
      const last = top[count - 1] as { item: number; score: number };
      if (s < last.score || (s === last.score && item > last.item)) continue;
      top.pop();
    }
    let at = top.length;
    while (at > 0) {
      const before = top[at - 1] as { item: number; score: number };
      if (before.score > s || (before.score === s && before.item < item)) break;
      at--;
    }
    top.splice(at, 0, { item, score: s });
  }
  return top.map((t) => t.item);
}

/** The distinct k-mer codes of a peptide (k-mers holding an unknown residue are skipped). */
function distinctKmers(codes: Uint8Array): number[] {
  const seen = new Set<number>();
  for (let i = 0; i + K <= codes.length; i++) {
    let code = 0;
    let known = true;
    for (let j = 0; j < K; j++) {
      const c = codes[i + j] as number;
      if (c === 20) {
        known = false;
        break;
      }
      code = code * 20 + c;
    }
    if (known) seen.add(code);
  }
  return [...seen];
}
