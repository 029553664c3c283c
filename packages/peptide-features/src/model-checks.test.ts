import { describe, expect, it } from 'vitest';
import { AMINO_ACID_COMPOSITION } from './composition.ts';
import { decoyFigures, randomPeptides, shuffledPeptides } from './model-checks.ts';

describe('decoy peptides', () => {
  it('random peptides: seeded, lengths in the range, standard residues of even frequency', () => {
    const peptides = randomPeptides(500, [10, 60], 4);
    expect(randomPeptides(500, [10, 60], 4)).toEqual(peptides);
    expect(peptides.every((p) => p.length >= 10 && p.length <= 60)).toBe(true);
    expect(new Set(peptides.map((p) => p.length)).size).toBeGreaterThan(40);
    const all = peptides.join('');
    for (const aa of 'ACDEFGHIKLMNPQRSTVWY') {
      const share = all.split(aa).length / all.length;
      expect(share).toBeGreaterThan(0.04);
      expect(share).toBeLessThan(0.06);
    }
  });

  it('shuffled peptides keep each one composition and length, not its order', () => {
    const originals = ['GIGKFLHSAKKFGKAFVGEIMNS', 'KWKLFKKIEKVGQNIRDGIIKAGPAVAVVGQATQIAK'];
    const shuffled = shuffledPeptides(originals, 1);
    shuffled.forEach((s, i) => {
      expect([...s].sort().join('')).toBe([...(originals[i] as string)].sort().join(''));
      expect(s).not.toBe(originals[i]);
    });
  });

  it('counts the share called class 1 and the mean score', () => {
    // A stand-in classifier: the share of K is the score.
    const byLysine = { predict: (x: ArrayLike<number>) => x[8] as number };
    const figures = decoyFigures(AMINO_ACID_COMPOSITION, byLysine, ['KKKA', 'KAAA', 'AAAA', 'KK']);
    expect(figures).toEqual({ n: 4, calledPositive: 0.5, meanScore: 0.5 });
  });
});
