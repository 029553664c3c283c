// Browser-safe and free of RDKit: reading a tool's SMILES input, fingerprint arithmetic, SVG cleaning.

export {
  DESCRIPTOR_NAMES,
  type DescriptorName,
  type Descriptors,
  descriptorVector,
} from './descriptors.ts';
export { ELEMENT_SYMBOLS } from './elements.ts';
export {
  COUNT_BINS,
  COUNTS_NOTE,
  checkFeatureBlocks,
  describeFeatureBlocks,
  FEATURE_BLOCK_IDS,
  FEATURE_BLOCKS,
  type FeatureBlock,
  featureCount,
  featureNames,
  writeFeatures,
} from './features.ts';
export {
  COUNT_LEVELS,
  countLevels,
  FingerprintSet,
  fingerprintFeatures,
  hasBit,
  mostSimilar,
  type NearestFingerprint,
  onBits,
  popcount,
  tanimoto,
} from './fingerprint.ts';
export {
  type GraphAtom,
  type GraphBond,
  HYBRIDIZATIONS,
  type Hybridization,
  type MoleculeGraph,
} from './graph.ts';
export {
  DEFAULT_MAX_MOLECULES,
  DEFAULT_MAX_SMILES_LENGTH,
  MAX_LISTED_FATAL_PROBLEMS,
  type MoleculeInputProblem,
  type MoleculeRecord,
  type MoleculeTextLimits,
  type ParsedMolecules,
  parseMoleculeText,
} from './input.ts';
export {
  foldLeakage,
  type MoleculeKeys,
  type MoleculeLeakage,
  moleculeLeakage,
  NEAR_DUPLICATE,
} from './leakage.ts';
export {
  checkSmiles,
  DEFAULT_MORGAN,
  invalidSmilesProblem,
  MAX_MOLECULE_ATOMS,
  Molecule,
  type MorganOptions,
  readSmiles,
  type SmilesResult,
  type SvgOptions,
  smilesProblems,
  withMolecule,
} from './molecule.ts';
// RDKit: loaded on the first call of loadRDKit, never at import.
export { type LoadRDKitOptions, loadRDKit, type RDKitModule } from './rdkit.ts';
export { explainSmilesError } from './smiles-errors.ts';
export { sanitizeSvg } from './svg.ts';
