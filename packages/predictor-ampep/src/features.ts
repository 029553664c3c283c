// The feature sets of AmPEP's models, each made of @peptox/peptide-features blocks.
import {
  AMINO_ACID_COMPOSITION,
  CTD_COMPOSITION,
  CTD_DISTRIBUTION,
  CTD_TRANSITION,
  concatBlocks,
  GLOBAL_DESCRIPTORS,
  PEPTIDE_PROFILE,
  REDUCED_ALPHABET_COUNTS,
  SCALE_MEANS,
} from '@peptox/peptide-features';

/** AmPEP (Bhadra et al. 2018): CTD distribution, 105 values. */
export const AMPEP_FEATURES = CTD_DISTRIBUTION;

/** RF-AmPEP30 (Yan et al. 2020): counts in the clusters of five reduced alphabets, 86 values. */
export const RFAMPEP30_FEATURES = REDUCED_ALPHABET_COUNTS;

/**
 * The MIC regressions: amino-acid composition (20), CTD composition (21), transition (21) and
 * distribution (105), the global descriptors (11) and the residue-scale means (21): 199 values.
 */
export const MIC_FEATURES = concatBlocks(
  AMINO_ACID_COMPOSITION,
  CTD_COMPOSITION,
  CTD_TRANSITION,
  CTD_DISTRIBUTION,
  GLOBAL_DESCRIPTORS,
  SCALE_MEANS,
);

/** AmPEP's length-robust method: the broad peptide profile of @peptox/peptide-features (639). */
export const AMPEP_GB_FEATURES = PEPTIDE_PROFILE;
