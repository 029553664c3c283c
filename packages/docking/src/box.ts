// A search box around a reference ligand (the user's co-crystallised ligand, say).
import type { Box } from './grid.ts';
import { readLigandPdbqt } from './pdbqt.ts';

/** The ligand's heavy-atom extent plus `padding` Å on every side, centred on it. */
export function boxAround(ligandPdbqt: string, file = 'reference.pdbqt', padding = 8): Box {
  const atoms = readLigandPdbqt(ligandPdbqt, file).atoms.filter((a) => !a.adType.startsWith('H'));
  const axis = (k: 'x' | 'y' | 'z') => atoms.map((a) => a[k]);
  const range = (['x', 'y', 'z'] as const).map((k) => [Math.min(...axis(k)), Math.max(...axis(k))]);
  return {
    center: range.map(([lo, hi]) => ((lo as number) + (hi as number)) / 2) as Box['center'],
    size: range.map(([lo, hi]) => (hi as number) - (lo as number) + 2 * padding) as Box['size'],
  };
}

/** Does the box reach any receptor atom? A box that misses the receptor docks into nothing. */
export function boxTouches(box: Box, atoms: { x: number; y: number; z: number }[]): boolean {
  return atoms.some(
    (a) =>
      Math.abs(a.x - box.center[0]) <= box.size[0] / 2 &&
      Math.abs(a.y - box.center[1]) <= box.size[1] / 2 &&
      Math.abs(a.z - box.center[2]) <= box.size[2] / 2,
  );
}
