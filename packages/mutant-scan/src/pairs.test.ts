import { describe, expect, it } from 'vitest';
import { analogPairs, pairFamilies } from './pairs.ts';

describe('analogPairs', () => {
  const sequences = ['KLAKLAK', 'KLAKAAK', 'KLAKLK', 'GIGKFLH', 'KLAKLAKK', 'KLGKLGK'];

  it('finds substitutions both ways and a deletion from the longer peptide only', () => {
    const found = analogPairs(sequences).map((p) => [
      sequences[p.reference],
      sequences[p.variant],
      p.kind,
      p.id,
    ]);
    expect(found).toEqual([
      ['KLAKLAK', 'KLAKAAK', 'substitution', 'L5A'],
      ['KLAKLAK', 'KLAKLK', 'deletion', 'A6del'],
      ['KLAKAAK', 'KLAKLAK', 'substitution', 'A5L'],
      // Deleting either of KLAKLAKK's last two K gives KLAKLAK: one pair, named by the first.
      ['KLAKLAKK', 'KLAKLAK', 'deletion', 'K7del'],
    ]);
  });

  it('takes no two steps (KLGKLGK is two substitutions from KLAKLAK) and no duplicates', () => {
    const pairs = analogPairs(sequences);
    expect(pairs.some((p) => sequences[p.variant] === 'KLGKLGK')).toBe(false);
    expect(() => analogPairs(['KLAK', 'KLAK'])).toThrow('KLAK is listed twice');
  });

  it('links pairs into families, in chains', () => {
    const families = pairFamilies(sequences.length, analogPairs(sequences));
    expect([...families]).toEqual([0, 0, 0, 3, 0, 5]);
  });
});
