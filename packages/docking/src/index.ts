export { boxAround, boxTouches } from './box.ts';
export * from './dock.ts';
export { InputError } from './errors.ts';
export type { Box } from './grid.ts';
export {
  readLigandPdbqt,
  readReceptorPdbqt,
  type TorsionBranch,
  writeLigandPdbqt,
  writePoses,
} from './pdbqt.ts';
export { heavyGraph, type MolecularGraph, symmetricRmsd } from './rmsd.ts';
export { scoreComplex } from './score-complex.ts';
export { SEARCHES, type SearchName } from './search/index.ts';
