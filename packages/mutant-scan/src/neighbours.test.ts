import { describe, expect, it } from 'vitest';
import { oneEditApart, VariantNeighbours, withinTwoEdits } from './neighbours.ts';

describe('edits apart', () => {
  it('tells one substitution or one deletion, either way, from none or more', () => {
    expect(oneEditApart('KLAK', 'KLAA')).toBe(true);
    expect(oneEditApart('KLAK', 'KAK')).toBe(true);
    expect(oneEditApart('KAK', 'KLAK')).toBe(true);
    expect(oneEditApart('KLAK', 'KLAK')).toBe(false);
    expect(oneEditApart('KLAK', 'AKLA')).toBe(false);
    expect(oneEditApart('KLAK', 'KL')).toBe(false);
  });

  it('tells two edits at most from more', () => {
    expect(withinTwoEdits('KLAKLAK', 'KLAKLAK')).toBe(true);
    expect(withinTwoEdits('KLAKLAK', 'ALAKLAA')).toBe(true);
    expect(withinTwoEdits('KLAKLAK', 'KLAKL')).toBe(true);
    expect(withinTwoEdits('KLAKLAK', 'WKLAKLA')).toBe(true);
    expect(withinTwoEdits('KLAKLAK', 'AAAKLAA')).toBe(false);
    expect(withinTwoEdits('KLAKLAK', 'KLAK')).toBe(false);
  });
});

describe('VariantNeighbours', () => {
  // The wild type, then records one edit from its variant K4A (K1A of it, its C-terminal residue
  // deleted, a residue added), one far, and one edit from the wild type but two from K4A.
  const records = ['KLAKLAK', 'ALAALAK', 'KLAALA', 'KLAALAKW', 'GGGGGGG', 'KLAKLAG'];
  const near = new VariantNeighbours(records, 'KLAKLAK');

  it("finds the records one edit from each of the wild type's variants, never the wild type", () => {
    expect(near.of('KLAALAK')).toEqual([1, 2, 3]);
    expect(near.of('KLAKLAA')).toEqual([5]);
  });

  it('finds a variant that is itself a record among the others, not as its own neighbour', () => {
    expect(near.of('KLAKLAG')).toEqual([]);
  });
});
