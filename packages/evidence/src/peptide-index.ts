import { alignLocal, type Band, residueCodes } from './alignment.ts';
import type { Nearest, SimilarityIndex } from './nearest.ts';

/** Candidates aligned per query: the training peptides sharing the most k-mers with it. */
const DEFAULT_CANDIDATES = 3;

/** Each candidate is aligned in a band this wide on either side of its shared k-mers' diagonal. */
const BAND_HALF_WIDTH = 12;

/**
 * Queries at least this long pick candidates by 4-mers (fewer, shorter lists to walk); shorter
 * ones by 3-mers, since a few substitutions leave a short peptide few 4-mers of its own.
 */
const FOUR_MERS_FROM = 20;

/**
 * Residue k-mers and the peptides holding each (an inverted index, as compressed rows), and the
 * number of distinct k-mers per peptide.
 */
class KmerPostings {
  readonly counts: Uint32Array;
  readonly starts: Uint32Array;
  readonly members: Uint32Array;

  constructor(
    readonly k: number,
    peptides: readonly Uint8Array[],
  ) {
    const codes = 20 ** k;
    const lists = peptides.map((p) => distinctKmers(p, k));
    this.counts = Uint32Array.from(lists, (l) => l.length);
    const starts = new Uint32Array(codes + 1);
    for (const list of lists) for (const c of list) starts[c + 1] = (starts[c + 1] as number) + 1;
    for (let c = 0; c < codes; c++)
      starts[c + 1] = (starts[c + 1] as number) + (starts[c] as number);
    this.starts = starts;
    this.members = new Uint32Array(starts[codes] as number);
    const fill = starts.slice(0, codes);
    lists.forEach((list, i) => {
      for (const c of list) {
        this.members[fill[c] as number] = i;
        fill[c] = (fill[c] as number) + 1;
      }
    });
  }
}

/**
 * Training peptides kept for nearest-identity searches. A search picks the few peptides that share
 * the most residue 4-mers with the query (3-mers for a query under 20 residues, or when none shares
 * a 4-mer), walking only the lists of the query's own k-mers, aligns those (Smith–Waterman, BLOSUM62) in a band along the
 * diagonal where most of their shared k-mers lie (where the alignment of related peptides runs),
 * and returns the best identity over the longer peptide (see alignment.ts). A peptide in the set
 * is found at once, at identity 1; a query sharing not even a 3-mer with any peptide is aligned
 * against all of them, in full.
 */
export class PeptideIndex implements SimilarityIndex<string> {
  readonly size: number;
  private readonly codes: Uint8Array[];
  private readonly exact = new Map<string, number>();
  private readonly three: KmerPostings;
  private four: KmerPostings | undefined;
  private readonly candidates: number;
  /** Shared k-mers per peptide, and the peptides sharing any (the first `count` of `touched`). */
  private readonly shared: Uint32Array;
  private readonly touched: Int32Array;
  /** The current query's k-mers: the last position of each, and a chain to the earlier ones. */
  private firstPosition = new Int32Array(0);
  private stampOf = new Uint32Array(0);
  private stamp = 0;
  private nextPosition = new Int32Array(256);
  /** Shared k-mers per diagonal of a candidate (reused between candidates). */
  private diagonals = new Int32Array(512);

  constructor(sequences: readonly string[], options: { candidates?: number } = {}) {
    this.size = sequences.length;
    this.candidates = options.candidates ?? DEFAULT_CANDIDATES;
    this.codes = sequences.map((s) => residueCodes(s));
    sequences.forEach((s, i) => {
      const key = s.toUpperCase();
      if (!this.exact.has(key)) this.exact.set(key, i);
    });
    this.three = new KmerPostings(3, this.codes);
    this.shared = new Uint32Array(this.size);
    this.touched = new Int32Array(this.size);
  }

  nearest(query: string): Nearest | null {
    if (this.size === 0) return null;
    const known = this.exact.get(query.toUpperCase());
    if (known !== undefined) return { index: known, similarity: 1 };
    const codes = residueCodes(query);
    let postings = this.three;
    let picked: number[] = [];
    if (codes.length >= FOUR_MERS_FROM) {
      this.four ??= new KmerPostings(4, this.codes);
      postings = this.four;
      picked = this.pick(codes, postings);
    }
    if (picked.length === 0) {
      postings = this.three;
      picked = this.pick(codes, postings);
    }
    const banded = picked.length > 0;
    if (banded) this.indexQuery(codes, postings.k);
    else for (let i = 0; i < this.size; i++) picked.push(i);
    let best: Nearest = { index: -1, similarity: -1 };
    for (const i of picked) {
      const target = this.codes[i] as Uint8Array;
      const longer = Math.max(codes.length, target.length);
      // Identity over the longer peptide cannot exceed the shorter one's share of it.
      if (Math.min(codes.length, target.length) / longer <= best.similarity) continue;
      const band = banded ? this.bandWith(codes.length, target, postings.k) : undefined;
      const similarity = longer === 0 ? 1 : alignLocal(codes, target, band).identical / longer;
      if (similarity > best.similarity || (similarity === best.similarity && i < best.index)) {
        best = { index: i, similarity };
      }
    }
    return best.index < 0 ? { index: 0, similarity: 0 } : best;
  }

  /**
   * The candidates: the peptides with the most k-mers shared relative to the larger k-mer count
   * (a cheap identity), best first (ties: the earlier peptide); none when none shares a k-mer.
   */
  private pick(codes: Uint8Array, postings: KmerPostings): number[] {
    const kmers = distinctKmers(codes, postings.k);
    const { shared, touched } = this;
    const { starts, members, counts } = postings;
    let count = 0;
    for (const c of kmers) {
      const end = starts[c + 1] as number;
      for (let p = starts[c] as number; p < end; p++) {
        const i = members[p] as number;
        if (shared[i] === 0) touched[count++] = i;
        shared[i] = (shared[i] as number) + 1;
      }
    }
    const picked: number[] = [];
    const scores: number[] = [];
    for (let t = 0; t < count; t++) {
      const i = touched[t] as number;
      const score = (shared[i] as number) / Math.max(kmers.length, counts[i] as number);
      shared[i] = 0;
      let at = picked.length;
      while (at > 0) {
        const before = scores[at - 1] as number;
        if (before > score || (before === score && (picked[at - 1] as number) < i)) break;
        at--;
      }
      if (at >= this.candidates) continue;
      picked.splice(at, 0, i);
      scores.splice(at, 0, score);
      if (picked.length > this.candidates) {
        picked.pop();
        scores.pop();
      }
    }
    return picked;
  }

  /** Remembers where each k-mer of the query lies (a chain of positions per k-mer), for bandWith. */
  private indexQuery(codes: Uint8Array, k: number): void {
    if (this.firstPosition.length !== 20 ** k) {
      this.firstPosition = new Int32Array(20 ** k);
      this.stampOf = new Uint32Array(20 ** k);
    }
    this.stamp++;
    if (this.nextPosition.length < codes.length)
      this.nextPosition = new Int32Array(codes.length * 2);
    const { firstPosition, stampOf, nextPosition, stamp } = this;
    forEachKmer(codes, k, (code, i) => {
      nextPosition[i] = stampOf[code] === stamp ? (firstPosition[code] as number) : -1;
      firstPosition[code] = i;
      stampOf[code] = stamp;
    });
  }

  /** The band along the diagonal (target position - query position) most shared k-mers lie on. */
  private bandWith(queryLength: number, target: Uint8Array, k: number): Band {
    const size = queryLength + target.length;
    if (this.diagonals.length < size) this.diagonals = new Int32Array(size * 2);
    const counts = this.diagonals.fill(0, 0, size);
    const { firstPosition, stampOf, nextPosition, stamp } = this;
    let offset = 0;
    let most = 0;
    forEachKmer(target, k, (code, j) => {
      if (stampOf[code] !== stamp) return;
      for (let i = firstPosition[code] as number; i >= 0; i = nextPosition[i] as number) {
        const d = j - i + queryLength;
        const n = (counts[d] as number) + 1;
        counts[d] = n;
        if (n > most) {
          most = n;
          offset = j - i;
        }
      }
    });
    return { offset, halfWidth: BAND_HALF_WIDTH };
  }
}

/** Calls `use` with each k-mer's code and start (k-mers holding an unknown residue skipped). */
function forEachKmer(
  codes: Uint8Array,
  k: number,
  use: (code: number, start: number) => void,
): void {
  for (let i = 0; i + k <= codes.length; i++) {
    let code = 0;
    let known = true;
    for (let j = 0; j < k; j++) {
      const c = codes[i + j] as number;
      if (c === 20) {
        known = false;
        break;
      }
      code = code * 20 + c;
    }
    if (known) use(code, i);
  }
}

/** The distinct k-mer codes of a peptide. */
function distinctKmers(codes: Uint8Array, k: number): number[] {
  const seen = new Set<number>();
  forEachKmer(codes, k, (code) => seen.add(code));
  return [...seen];
}
