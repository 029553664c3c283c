// The compound input area. Tools that read peptides leave this package out of their build
// (@peptox/build-config), so RDKit and the molecule editor never reach them.

export { MoleculeArea, MoleculeArea as default, type MoleculeAreaProps } from './MoleculeArea.tsx';
export { appendLine, MoleculeInput, type MoleculeInputProps } from './MoleculeInput.tsx';
export {
  checkMoleculeText,
  describeMolecules,
  type MoleculeCheck,
  type MoleculeLimits,
  moleculeNotes,
  recordsToRead,
  type SmilesReading,
  withReading,
} from './molecule-check.ts';
export { SmilesReader } from './smiles-reader.ts';
export {
  createSmilesReader,
  type SmilesReaderLike,
  WorkerSmilesReader,
} from './worker-reader.ts';
