import { createRng } from '@peptox/ml';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alignLocal,
  blosum62,
  GAP_EXTEND,
  GAP_OPEN,
  peptideIdentity,
  residueCodes,
} from './alignment.ts';
import { PeptideIndex } from './peptide-index.ts';
import { outOfFoldSimilarity, peptideSpace, similarityTo } from './similarity.ts';

const AA = 'ACDEFGHIKLMNPQRSTVWY';

/** The best local score by the textbook recurrences, full matrices, no shortcuts. */
function referenceScore(a: string, b: string): number {
  const w = b.length + 1;
  const H = new Float64Array((a.length + 1) * w);
  const E = new Float64Array((a.length + 1) * w).fill(-1e9);
  const F = new Float64Array((a.length + 1) * w).fill(-1e9);
  const at = (m: Float64Array, i: number, j: number) => m[i * w + j] as number;
  let best = 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const e = Math.max(at(H, i, j - 1) - GAP_OPEN - GAP_EXTEND, at(E, i, j - 1) - GAP_EXTEND);
      const f = Math.max(at(H, i - 1, j) - GAP_OPEN - GAP_EXTEND, at(F, i - 1, j) - GAP_EXTEND);
      const diag = at(H, i - 1, j - 1) + blosum62(a.charAt(i - 1), b.charAt(j - 1));
      E[i * w + j] = e;
      F[i * w + j] = f;
      H[i * w + j] = Math.max(0, diag, e, f);
      best = Math.max(best, at(H, i, j));
    }
  }
  return best;
}

const peptide = (min: number, max: number) =>
  fc.array(fc.constantFrom(...AA), { minLength: min, maxLength: max }).map((r) => r.join(''));

describe('BLOSUM62', () => {
  it('is symmetric, with the diagonal of the published matrix', () => {
    for (const x of AA) for (const y of AA) expect(blosum62(x, y)).toBe(blosum62(y, x));
    expect([...'WCHPYAL'].map((x) => blosum62(x, x))).toEqual([11, 9, 8, 7, 7, 4, 4]);
    expect(blosum62('W', 'A')).toBe(-3);
    expect(blosum62('I', 'V')).toBe(3);
  });
});

describe('local alignment', () => {
  it('scores as the textbook recurrences do', () => {
    fc.assert(
      fc.property(peptide(1, 25), peptide(1, 25), (a, b) => {
        expect(alignLocal(residueCodes(a), residueCodes(b)).score).toBe(referenceScore(a, b));
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it('counts identical residues on the best alignment, over the longer peptide', () => {
    expect(peptideIdentity('KLLK', 'KLLK')).toBe(1);
    expect(peptideIdentity('klLK', 'KLLK')).toBe(1);
    // One substitution in ten (W for F scores +1, so the alignment runs through it).
    expect(peptideIdentity('GIGKFLHSAK', 'GIGKWLHSAK')).toBeCloseTo(0.9, 10);
    // A part of a longer peptide is identical over its own length only.
    expect(peptideIdentity('KLLKLLK', 'KLLK')).toBeCloseTo(4 / 7, 10);
    // Worked by hand: shifted by one, AAA|W-A|WWW|CCCC scores 78 with 10 identities (a gap
    // would score 73), over 12 residues.
    const found = alignLocal(residueCodes('AAAAWWWWCCCC'), residueCodes('AAAAWWWCCCC'));
    expect(found).toEqual({ score: 78, identical: 10, length: 11 });
    expect(peptideIdentity('AAAAWWWWCCCC', 'AAAAWWWCCCC')).toBeCloseTo(10 / 12, 10);
  });

  it('keeps identity within 0-1 and at 1 only for the same peptide', () => {
    fc.assert(
      fc.property(peptide(1, 30), peptide(1, 30), (a, b) => {
        const identity = peptideIdentity(a, b);
        expect(identity).toBeGreaterThanOrEqual(0);
        expect(identity).toBeLessThanOrEqual(1);
        expect(identity === 1).toBe(a === b);
      }),
      { seed: 3, numRuns: 300 },
    );
  });
});

/** A random peptide, and copies of it with `k` substitutions. */
function mutants(seed: number) {
  const rng = createRng(seed);
  const random = (n: number) =>
    Array.from({ length: n }, () => AA[Math.floor(rng.next() * 20)]).join('');
  const mutate = (s: string, k: number) => {
    const chars = [...s];
    for (let i = 0; i < k; i++)
      chars[Math.floor(rng.next() * chars.length)] = AA[Math.floor(rng.next() * 20)] as string;
    return chars.join('');
  };
  return { random, mutate };
}

describe('PeptideIndex', () => {
  const { random, mutate } = mutants(11);
  const training = Array.from({ length: 400 }, (_, i) => random(8 + (i % 40)));
  const index = new PeptideIndex(training);

  it('finds a training peptide itself at identity 1', () => {
    expect(index.nearest(training[17] as string)).toEqual({ index: 17, similarity: 1 });
    expect(index.nearest((training[17] as string).toLowerCase())?.similarity).toBe(1);
  });

  it('finds the source of a mutated copy, at the identity an exhaustive search gives', () => {
    for (let t = 0; t < 60; t++) {
      const source = (t * 7) % training.length;
      const query = mutate(training[source] as string, 2);
      const found = index.nearest(query);
      const exhaustive = Math.max(...training.map((s) => peptideIdentity(query, s)));
      expect(found?.similarity).toBeCloseTo(exhaustive, 10);
      expect(peptideIdentity(query, training[found?.index ?? -1] ?? '')).toBeCloseTo(
        exhaustive,
        10,
      );
    }
  });

  it('answers a query that shares no 3-mer (one residue) by aligning against all', () => {
    const found = index.nearest('W');
    const exhaustive = Math.max(...training.map((s) => peptideIdentity('W', s)));
    expect(found?.similarity).toBeCloseTo(exhaustive, 10);
  });
});

describe('out-of-fold similarity', () => {
  it('measures each record against the other folds only, and a hold-out against the training part', () => {
    const space = peptideSpace(['KLLKLLKK', 'KLLKLLKK', 'GGGGSSSS', 'WWWWYYYY']);
    // Records 0 and 1 are the same peptide: in one fold they cannot see each other.
    expect(Array.from(outOfFoldSimilarity(space, [0, 0, 1, 1]))[0]).toBeLessThan(1);
    expect(Array.from(outOfFoldSimilarity(space, [0, 1, 0, 1]))[0]).toBe(1);
    expect(Array.from(similarityTo(space, [0], [1, 2]))).toEqual([1]);
    // A record in no fold (-1) gets no similarity.
    expect(Number.isNaN(outOfFoldSimilarity(space, [0, 1, -1, 1])[2])).toBe(true);
  });
});
