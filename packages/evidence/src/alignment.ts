// Peptide identity as biologists read it: a Smith–Waterman local alignment with BLOSUM62 and
// affine gaps (BLASTP's 11 to open, 1 to extend), and the identical aligned positions counted
// over the longer of the two peptides. Over the longer one, so that a short peptide inside a long
// protein is not "100 % identical" to it: a model has not seen a peptide it only saw a part of.

const ORDER = 'ARNDCQEGHILKMFPSTWYV';

// NCBI's BLOSUM62, rows and columns in ORDER.
// biome-ignore format: a matrix reads best as a matrix
const BLOSUM62_ROWS = [
  [4, -1, -2, -2, 0, -1, -1, 0, -2, -1, -1, -1, -1, -2, -1, 1, 0, -3, -2, 0],
  [-1, 5, 0, -2, -3, 1, 0, -2, 0, -3, -2, 2, -1, -3, -2, -1, -1, -3, -2, -3],
  [-2, 0, 6, 1, -3, 0, 0, 0, 1, -3, -3, 0, -2, -3, -2, 1, 0, -4, -2, -3],
  [-2, -2, 1, 6, -3, 0, 2, -1, -1, -3, -4, -1, -3, -3, -1, 0, -1, -4, -3, -3],
  [0, -3, -3, -3, 9, -3, -4, -3, -3, -1, -1, -3, -1, -2, -3, -1, -1, -2, -2, -1],
  [-1, 1, 0, 0, -3, 5, 2, -2, 0, -3, -2, 1, 0, -3, -1, 0, -1, -2, -1, -2],
  [-1, 0, 0, 2, -4, 2, 5, -2, 0, -3, -3, 1, -2, -3, -1, 0, -1, -3, -2, -2],
  [0, -2, 0, -1, -3, -2, -2, 6, -2, -4, -4, -2, -3, -3, -2, 0, -2, -2, -3, -3],
  [-2, 0, 1, -1, -3, 0, 0, -2, 8, -3, -3, -1, -2, -1, -2, -1, -2, -2, 2, -3],
  [-1, -3, -3, -3, -1, -3, -3, -4, -3, 4, 2, -3, 1, 0, -3, -2, -1, -3, -1, 3],
  [-1, -2, -3, -4, -1, -2, -3, -4, -3, 2, 4, -2, 2, 0, -3, -2, -1, -2, -1, 1],
  [-1, 2, 0, -1, -3, 1, 1, -2, -1, -3, -2, 5, -1, -3, -1, 0, -1, -3, -2, -2],
  [-1, -1, -2, -3, -1, 0, -2, -3, -2, 1, 2, -1, 5, 0, -2, -1, -1, -1, -1, 1],
  [-2, -3, -3, -3, -2, -3, -3, -3, -1, 0, 0, -3, 0, 6, -4, -2, -2, 1, 3, -1],
  [-1, -2, -2, -1, -3, -1, -1, -2, -2, -3, -3, -1, -2, -4, 7, -1, -1, -4, -3, -2],
  [1, -1, 1, 0, -1, 0, 0, 0, -1, -2, -2, 0, -1, -2, -1, 4, 1, -3, -2, -2],
  [0, -1, 0, -1, -1, -1, -1, -2, -2, -1, -1, -1, -1, -2, -1, 1, 5, -2, -2, 0],
  [-3, -3, -4, -4, -2, -2, -3, -2, -2, -3, -2, -3, -1, 1, -4, -3, -2, 11, 2, -3],
  [-2, -2, -2, -3, -2, -1, -2, -3, 2, -1, -1, -2, -1, 3, -3, -2, -2, 2, 7, -1],
  [0, -3, -3, -3, -1, -2, -2, -3, -3, 3, 1, -2, 1, -1, -2, -2, 0, -3, -1, 4],
];

/** Residue codes 0-19 in BLOSUM62's order; any other letter is 20 (scores -4, never identical). */
const CODE = new Uint8Array(128).fill(20);
for (let i = 0; i < ORDER.length; i++) CODE[ORDER.charCodeAt(i)] = i;

const SIZE = 21;
/** BLOSUM62 as a flat 21 x 21 table (code 20: an unknown residue). */
const SCORES = new Int8Array(SIZE * SIZE).fill(-4);
BLOSUM62_ROWS.forEach((row, i) => {
  row.forEach((score, j) => {
    SCORES[i * SIZE + j] = score;
  });
});

export const GAP_OPEN = 11;
export const GAP_EXTEND = 1;

/** A peptide as residue codes (upper or lower case letters). */
export function residueCodes(sequence: string): Uint8Array {
  const codes = new Uint8Array(sequence.length);
  for (let i = 0; i < sequence.length; i++) {
    const c = sequence.charCodeAt(i) & ~32; // upper case
    codes[i] = c < 128 ? (CODE[c] as number) : 20;
  }
  return codes;
}

/** BLOSUM62's score of two residues (letters). */
export function blosum62(a: string, b: string): number {
  return SCORES[(residueCodes(a)[0] as number) * SIZE + (residueCodes(b)[0] as number)] as number;
}

export interface LocalAlignment {
  score: number;
  /** Identical residues in aligned (ungapped) positions of the best local alignment. */
  identical: number;
  /** Columns of the alignment, gaps included. */
  length: number;
}

// Scratch space grown as needed: one alignment at a time per thread.
let scratch = new Int32Array(0);
let moves = new Uint8Array(0);

const NEG = -(1 << 28);
// Where a cell's best score came from (bits 0-1), and whether each gap state opened here.
const STOP = 0;
const DIAG = 1;
const FROM_E = 2;
const FROM_F = 3;
const E_OPENED = 4;
const F_OPENED = 8;

/** A diagonal band of the alignment matrix: cells with j - i within offset ± halfWidth. */
export interface Band {
  /** Target position minus query position of the band's centre. */
  offset: number;
  halfWidth: number;
}

/**
 * The best local alignment of two peptides (Smith–Waterman, BLOSUM62, gaps costing 11 + 1 per
 * residue, Gotoh's three states), with its identical positions counted on the traceback. With a
 * band, only cells near that diagonal are computed: the alignment of two related peptides lies
 * along the diagonal their shared 3-mers give, at a fraction of the cost.
 */
export function alignLocal(a: Uint8Array, b: Uint8Array, band?: Band): LocalAlignment {
  const m = a.length;
  const n = b.length;
  if (m === 0 || n === 0) return { score: 0, identical: 0, length: 0 };
  const width = n + 1;
  if (scratch.length < 4 * width) scratch = new Int32Array(4 * width * 2);
  if (moves.length < (m + 1) * width) moves = new Uint8Array((m + 1) * width * 2);
  // Rows of H (best ending here) and F (ending in a gap in a: vertical); E is a scalar per row.
  let hPrev = scratch.subarray(0, width).fill(0);
  let hCur = scratch.subarray(width, 2 * width).fill(0);
  const f = scratch.subarray(2 * width, 3 * width).fill(NEG);
  let bestScore = 0;
  let bestI = 0;
  let bestJ = 0;
  for (let i = 1; i <= m; i++) {
    const lo = band ? Math.max(1, i + band.offset - band.halfWidth) : 1;
    const hi = band ? Math.min(n, i + band.offset + band.halfWidth) : n;
    if (lo > hi) {
      // The band has left the matrix on this row: nothing of it can be computed.
      if (i + (band?.offset ?? 0) - (band?.halfWidth ?? 0) > n) break;
      [hPrev, hCur] = [hCur, hPrev];
      continue;
    }
    // Cells just outside the band read as the start of an alignment (0) and no open gap.
    hCur[lo - 1] = 0;
    if (hi < n) {
      hCur[hi + 1] = 0;
      f[hi + 1] = NEG;
    }
    let e = NEG;
    const rowScores = (a[i - 1] as number) * SIZE;
    const rowMoves = i * width;
    for (let j = lo; j <= hi; j++) {
      let move = 0;
      // E: a gap in b (horizontal), opened from H to the left or extended.
      const eOpen = (hCur[j - 1] as number) - GAP_OPEN - GAP_EXTEND;
      const eExtend = e - GAP_EXTEND;
      if (eOpen >= eExtend) {
        e = eOpen;
        move |= E_OPENED;
      } else e = eExtend;
      // F: a gap in a (vertical), opened from H above or extended.
      const fOpen = (hPrev[j] as number) - GAP_OPEN - GAP_EXTEND;
      const fExtend = (f[j] as number) - GAP_EXTEND;
      let fj: number;
      if (fOpen >= fExtend) {
        fj = fOpen;
        move |= F_OPENED;
      } else fj = fExtend;
      f[j] = fj;
      const diag = (hPrev[j - 1] as number) + (SCORES[rowScores + (b[j - 1] as number)] as number);
      let h = 0;
      let from = STOP;
      if (diag > h) {
        h = diag;
        from = DIAG;
      }
      if (e > h) {
        h = e;
        from = FROM_E;
      }
      if (fj > h) {
        h = fj;
        from = FROM_F;
      }
      hCur[j] = h;
      moves[rowMoves + j] = move | from;
      if (h > bestScore) {
        bestScore = h;
        bestI = i;
        bestJ = j;
      }
    }
    [hPrev, hCur] = [hCur, hPrev];
  }
  // Traceback from the best cell, in state H until a gap state is entered.
  let i = bestI;
  let j = bestJ;
  let identical = 0;
  let length = 0;
  let state: 'H' | 'E' | 'F' = 'H';
  while (i > 0 && j > 0) {
    const move = moves[i * width + j] as number;
    if (state === 'H') {
      const from = move & 3;
      if (from === STOP) break;
      if (from === DIAG) {
        if (a[i - 1] === b[j - 1] && a[i - 1] !== 20) identical++;
        length++;
        i--;
        j--;
      } else state = from === FROM_E ? 'E' : 'F';
    } else if (state === 'E') {
      length++;
      j--;
      if (move & E_OPENED) state = 'H';
    } else {
      length++;
      i--;
      if (move & F_OPENED) state = 'H';
    }
  }
  return { score: bestScore, identical, length };
}

/**
 * Which peptide's length identity is counted over: the longer (the default: 1 only for the same
 * peptide), or the shorter (CD-HIT's convention for clustering: a peptide inside a longer one is
 * 1, so a fragment joins its parent's family).
 */
export type IdentityOver = 'longer' | 'shorter';

/**
 * The share of identical residues of the best local alignment (0-1), over the longer peptide
 * unless `over` says the shorter.
 */
export function peptideIdentity(a: string, b: string, over: IdentityOver = 'longer'): number {
  return codesIdentity(residueCodes(a), residueCodes(b), over);
}

/** peptideIdentity of peptides already in residue codes. */
export function codesIdentity(a: Uint8Array, b: Uint8Array, over: IdentityOver = 'longer'): number {
  const length = over === 'longer' ? Math.max(a.length, b.length) : Math.min(a.length, b.length);
  if (length === 0) return a.length === b.length ? 1 : 0;
  return alignLocal(a, b).identical / length;
}
