import { describe, expect, it } from 'vitest';
import { type MolecularGraph, symmetricRmsd } from './rmsd.ts';

/** A benzene ring of radius 1.39 Å turned by `angle`, carbons in order. */
function benzene(angle: number, shift = 0): MolecularGraph {
  const coords = new Float64Array(18);
  for (let i = 0; i < 6; i++) {
    const a = angle + (i * Math.PI) / 3;
    coords.set([1.39 * Math.cos(a) + shift, 1.39 * Math.sin(a), 0], i * 3);
  }
  return {
    elements: Array(6).fill('C'),
    bonds: Array.from({ length: 6 }, (_, i) => [(i + 5) % 6, (i + 1) % 6]),
    coords,
  };
}

describe('symmetry-corrected RMSD', () => {
  it('is 0 for a benzene ring turned by 60 degrees onto itself', () => {
    expect(symmetricRmsd(benzene(Math.PI / 3), benzene(0))).toBeCloseTo(0, 9);
  });

  it('is the shift for a ring moved sideways', () => {
    expect(symmetricRmsd(benzene(0, 1.5), benzene(0))).toBeCloseTo(1.5, 9);
  });

  it('swaps only atoms of the same element', () => {
    const pyridine = benzene(Math.PI / 3);
    pyridine.elements[0] = 'N';
    const reference = benzene(0);
    reference.elements[0] = 'N';
    // The nitrogen sits 60 degrees away from the reference's: the ring cannot be turned onto it.
    expect(symmetricRmsd(pyridine, reference)).toBeGreaterThan(0.5);
  });
});
