// The similarity spaces a model's training records live in: peptides by alignment identity,
// molecules by the Tanimoto similarity of their Morgan fingerprints. Both answer the same
// question: which training record is nearest to this input, and how near (0-1, 1 = the same).
import { FingerprintSet } from '@peptox/molecule';
import type { SimilarityMeasure } from '@peptox/tool-schema';
import type { SimilarityIndex } from './nearest.ts';
import { PeptideIndex } from './peptide-index.ts';

/** The measure in words, for model cards and result columns. */
export function describeSimilarity(similarity: SimilarityMeasure): string {
  return similarity.measure === 'alignment-identity'
    ? 'identity of the nearest training peptide: identical residues of the best Smith–Waterman local alignment (BLOSUM62, gaps 11 + 1 per residue) over the longer of the two peptides'
    : `Tanimoto similarity of Morgan fingerprints (radius ${similarity.fingerprint.radius}, ${similarity.fingerprint.nBits} bits) to the nearest training molecule`;
}

/** A query record: a peptide sequence, or a molecule's packed Morgan fingerprint. */
export type RecordQuery = string | Uint8Array;

/** The training records of a model in their similarity space, searched by subsets (folds). */
export interface RecordSpace {
  readonly size: number;
  readonly similarity: SimilarityMeasure;
  /** An index over the records at `rows` (its `index` results are positions in `rows`). */
  indexOf(rows: readonly number[]): SimilarityIndex<number>;
}

/** Peptide records: `sequences[i]` is record i. */
export function peptideSpace(sequences: readonly string[]): RecordSpace {
  return {
    size: sequences.length,
    similarity: { measure: 'alignment-identity' },
    indexOf(rows) {
      const index = new PeptideIndex(rows.map((r) => sequences[r] as string));
      return { size: index.size, nearest: (r) => index.nearest(sequences[r] as string) };
    },
  };
}

/** Molecule records: `fingerprints[i]` is record i's packed Morgan fingerprint. */
export function moleculeSpace(
  fingerprints: readonly Uint8Array[],
  fingerprint: { radius: number; nBits: number },
): RecordSpace {
  return {
    size: fingerprints.length,
    similarity: { measure: 'tanimoto', fingerprint },
    indexOf(rows) {
      const set = new FingerprintSet(rows.map((r) => fingerprints[r] as Uint8Array));
      return { size: set.size, nearest: (r) => set.nearest(fingerprints[r] as Uint8Array) };
    },
  };
}

/**
 * Each row's similarity to the records outside its fold (a row in no fold, -1, is skipped: NaN):
 * what the model trained without that fold had seen of it. One index per fold.
 */
export function outOfFoldSimilarity(space: RecordSpace, folds: ArrayLike<number>): Float64Array {
  const out = new Float64Array(space.size).fill(Number.NaN);
  let k = 0;
  for (let i = 0; i < folds.length; i++) k = Math.max(k, (folds[i] as number) + 1);
  for (let fold = 0; fold < k; fold++) {
    const inside: number[] = [];
    const outside: number[] = [];
    for (let i = 0; i < folds.length; i++) {
      if (folds[i] === fold) inside.push(i);
      else if ((folds[i] as number) >= 0) outside.push(i);
    }
    if (outside.length === 0) continue;
    const index = space.indexOf(outside);
    for (const i of inside) out[i] = index.nearest(i)?.similarity ?? 0;
  }
  return out;
}

/** Each query row's similarity to the reference rows (the hold-out against the training part). */
export function similarityTo(
  space: RecordSpace,
  queries: readonly number[],
  reference: readonly number[],
): Float64Array {
  const index = space.indexOf(reference);
  return Float64Array.from(queries, (q) => index.nearest(q)?.similarity ?? 0);
}
