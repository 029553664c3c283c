export { AA_INDEX, AMINO_ACIDS, isStandardPeptide, scaleVector } from './amino-acids.ts';
export {
  concatBlocks,
  type FeatureBlock,
  featureBlock,
  featureRows,
  trainingFeatures,
} from './block.ts';
export { AMINO_ACID_COMPOSITION, DIPEPTIDE_COMPOSITION } from './composition.ts';
export { CTD_COMPOSITION, CTD_DISTRIBUTION, CTD_PROPERTIES, CTD_TRANSITION } from './ctd.ts';
export { longestCommonSubsequence, nearIdenticalGroups } from './groups.ts';
export {
  GLOBAL_DESCRIPTORS,
  MOMENT_WINDOW,
  RESIDUE_SCALES,
  SCALE_MEANS,
} from './physicochemical.ts';
export { REDUCED_ALPHABET_COUNTS, REDUCED_ALPHABETS } from './reduced-alphabet.ts';
