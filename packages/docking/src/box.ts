// A search box around a reference ligand (the user's co-crystallised ligand, say).
import { BOX_PADDING, boxAroundAtoms } from '@peptox/docking-input';
import type { Box } from './grid.ts';
import { readLigandPdbqt } from './pdbqt.ts';

export { boxTouches } from '@peptox/docking-input';

/** The ligand's heavy-atom extent plus `padding` Å on every side, centred on it. */
export function boxAround(
  ligandPdbqt: string,
  file = 'reference.pdbqt',
  padding = BOX_PADDING,
): Box {
  const atoms = readLigandPdbqt(ligandPdbqt, file).atoms.map((a) => ({
    x: a.x,
    y: a.y,
    z: a.z,
    element: a.adType.startsWith('H') ? 'H' : a.adType,
  }));
  return boxAroundAtoms(atoms, padding);
}
