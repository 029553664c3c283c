import { describe, expect, it } from 'vitest';
import { boxAround, boxTouches } from './box.ts';

const ligand = [
  'ROOT',
  'ATOM      1  C   UNL     1       1.000   2.000   3.000  0.00  0.00    +0.000 C ',
  'ATOM      2  O   UNL     1       3.000   6.000   3.500  0.00  0.00    +0.000 OA',
  'ATOM      3  H   UNL     1      20.000   6.000   3.500  0.00  0.00    +0.000 HD',
  'ENDROOT',
  'TORSDOF 0',
].join('\n');

describe('the box around a reference ligand', () => {
  it('spans the heavy atoms plus the padding on each side, hydrogens aside', () => {
    expect(boxAround(ligand, 'ref.pdbqt', 4)).toEqual({
      center: [2, 4, 3.25],
      size: [10, 12, 8.5],
    });
  });

  it('tells a box that misses the receptor', () => {
    const box = boxAround(ligand, 'ref.pdbqt', 4);
    expect(boxTouches(box, [{ x: 2, y: 9.9, z: 3 }])).toBe(true);
    expect(boxTouches(box, [{ x: 2, y: 10.1, z: 3 }])).toBe(false);
  });
});
