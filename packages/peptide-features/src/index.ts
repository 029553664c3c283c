export { AA_INDEX, AMINO_ACIDS, isStandardPeptide, scaleVector } from './amino-acids.ts';
export {
  concatBlocks,
  type FeatureBlock,
  featureBlock,
  featureRows,
  trainingFeatures,
} from './block.ts';
export {
  AMINO_ACID_COMPOSITION,
  BASELINE_COMPOSITION,
  BASELINE_COMPOSITION_DESCRIPTION,
  DIPEPTIDE_COMPOSITION,
  TERMINAL_COMPOSITION,
  TERMINAL_RESIDUES,
} from './composition.ts';
export { CTD_COMPOSITION, CTD_DISTRIBUTION, CTD_PROPERTIES, CTD_TRANSITION } from './ctd.ts';
export {
  LEAKAGE_NOTE,
  leakageChecks,
  longestCommonSubsequence,
  nearIdenticalGroups,
  nearIdenticalTo,
  type SplitLeakage,
  splitLeakage,
} from './groups.ts';
export {
  decoyFigures,
  REFERENCE_PEPTIDES,
  randomPeptides,
  referenceScores,
  type Scorer,
  scoreSequences,
  shuffledPeptides,
} from './model-checks.ts';
export {
  GLOBAL_DESCRIPTORS,
  MOMENT_WINDOW,
  RESIDUE_SCALES,
  SCALE_MEANS,
} from './physicochemical.ts';
export {
  type NamedFeatureSet,
  PEPTIDE_FEATURE_SETS,
  PEPTIDE_PROFILE,
  PEPTIDE_PROFILE_DESCRIPTION,
  SEQUENCE_ORDER,
  SEQUENCE_ORDER_DESCRIPTION,
} from './profile.ts';
export { REDUCED_ALPHABET_COUNTS, REDUCED_ALPHABETS } from './reduced-alphabet.ts';
export {
  CONJOINT_TRIAD_ALPHABET,
  kSpacedPairs,
  MURPHY_10_ALPHABET,
  type ReducedAlphabet,
  reducedComposition,
  scaleAutocorrelation,
  scaleSegments,
} from './sequence-order.ts';
