import { mutantScan } from '@peptox/sequence';
import { describe, expect, it } from 'vitest';
import { analogPairs, pairFamilies, singleEdit } from './pairs.ts';

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

describe('singleEdit', () => {
  it('names every substitution and deletion of the scan as the scan does, and nothing else', () => {
    const wildType = 'GIGKKFLHSAKKF';
    const seen = new Set<string>();
    for (const v of mutantScan(wildType, { minLength: 5 })) {
      const edit = singleEdit(wildType, v.sequence);
      if (v.kind === 'substitution' || v.kind === 'deletion') {
        // A run's deletions give one peptide; the scan's first naming is the one kept.
        if (seen.has(v.sequence)) continue;
        seen.add(v.sequence);
        expect(edit, v.id).toEqual({ kind: v.kind, position: v.position, from: v.from, to: v.to });
      } else {
        expect(edit, v.id).toBeNull();
      }
    }
  });

  it('gives none for the wild type itself or two edits', () => {
    expect(singleEdit('KLAK', 'KLAK')).toBeNull();
    expect(singleEdit('KLAK', 'KAAA')).toBeNull();
    expect(singleEdit('KLAKL', 'KAKA')).toBeNull();
  });
});
