import { describe, expect, it } from 'vitest';
import { boxAroundAtoms, boxDistance, boxTouches } from './box.ts';

describe('the box', () => {
  const atoms = [
    { x: 0, y: 0, z: 0, element: 'C' },
    { x: 4, y: 2, z: -2, element: 'N' },
    { x: 40, y: 40, z: 40, element: 'H' },
  ];

  it("is the heavy atoms' extent plus the padding, hydrogens aside", () => {
    expect(boxAroundAtoms(atoms, 8)).toEqual({ center: [2, 1, -1], size: [20, 18, 18] });
  });

  it('touches a receptor with an atom inside it, and says how far one that misses is', () => {
    const box = {
      center: [8, 0, 0] as [number, number, number],
      size: [10, 10, 10] as [number, number, number],
    };
    expect(boxTouches(box, atoms)).toBe(true);
    const far = { ...box, center: [30, 0, 0] as [number, number, number] };
    expect(boxTouches(far, atoms.slice(0, 2))).toBe(false);
    expect(boxDistance(far, atoms.slice(0, 2))).toBeCloseTo(Math.hypot(21, 0, 0), 5);
  });
});
