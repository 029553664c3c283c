// The feature sets of AmPEP's models, each made of @peptox/peptide-features blocks.
import {
  AMINO_ACID_COMPOSITION,
  CONJOINT_TRIAD_ALPHABET,
  CTD_COMPOSITION,
  CTD_DISTRIBUTION,
  CTD_TRANSITION,
  concatBlocks,
  GLOBAL_DESCRIPTORS,
  kSpacedPairs,
  MURPHY_10_ALPHABET,
  type NamedFeatureSet,
  PEPTIDE_FEATURE_SETS,
  REDUCED_ALPHABET_COUNTS,
  reducedComposition,
  SCALE_MEANS,
  SEQUENCE_ORDER,
  SEQUENCE_ORDER_DESCRIPTION,
  scaleAutocorrelation,
  scaleSegments,
} from '@peptox/peptide-features';

/** AmPEP (Bhadra et al. 2018): CTD distribution, 105 values. */
export const AMPEP_FEATURES = CTD_DISTRIBUTION;

/** RF-AmPEP30 (Yan et al. 2020): counts in the clusters of five reduced alphabets, 86 values. */
export const RFAMPEP30_FEATURES = REDUCED_ALPHABET_COUNTS;

/**
 * Amino-acid composition (20), CTD composition (21), transition (21) and distribution (105), the
 * global descriptors (11) and the residue-scale means (21): 199 values.
 */
const MIC_COMPOSITION = concatBlocks(
  AMINO_ACID_COMPOSITION,
  CTD_COMPOSITION,
  CTD_TRANSITION,
  CTD_DISTRIBUTION,
  GLOBAL_DESCRIPTORS,
  SCALE_MEANS,
);

const MIC_COMPOSITION_DESCRIPTION =
  'amino-acid composition (20), CTD composition (21), transition (21) and distribution (105), 11 global descriptors (length, log length, net charge, charge per residue, mean Eisenberg hydrophobicity, helical hydrophobic moment of the peptide and of its best 11-residue window, hydrophobic share, aromatic and cationic counts, molecular weight) and the means of 7 residue scales (Kyte-Doolittle, Hopp-Woods, Chou-Fasman helix and sheet propensity, residue mass, Wimley-White, charge) over the peptide and its N- and C-terminal halves (21)';

/** The reduced alphabets and k-spaced pairs of SEQUENCE_ORDER (255), without its profiles. */
const REDUCED_PAIRS = concatBlocks(
  reducedComposition(MURPHY_10_ALPHABET),
  kSpacedPairs([0, 1, 2, 3, 4], CONJOINT_TRIAD_ALPHABET),
);
const REDUCED_PAIRS_DESCRIPTION =
  "composition in Murphy's ten-letter reduced alphabet (10) and composition of residue pairs 1-5 positions apart in the seven conjoint-triad classes (k-spaced pairs with gaps of 0–4 residues, 245)";

/** The physicochemical profiles along the chain of SEQUENCE_ORDER (77), without its pairs. */
const SCALE_PROFILES = concatBlocks(scaleSegments(5), scaleAutocorrelation([1, 2, 3, 4, 5, 6]));
const SCALE_PROFILES_DESCRIPTION =
  'the 7 residue scales averaged over five equal parts of the chain, N- to C-terminal (35), and their autocorrelation at lags 1-6 (42)';

/**
 * The feature sets the MIC training run compares, the same for both organisms: the composition
 * set alone, with the reduced alphabets and k-spaced pairs, with the profiles along the chain,
 * and with both.
 */
export const MIC_FEATURE_SETS = {
  composition: {
    name: 'composition',
    block: MIC_COMPOSITION,
    description: MIC_COMPOSITION_DESCRIPTION,
  },
  compositionPairs: {
    name: 'compositionPairs',
    block: concatBlocks(MIC_COMPOSITION, REDUCED_PAIRS),
    description: `${MIC_COMPOSITION_DESCRIPTION}; and ${REDUCED_PAIRS_DESCRIPTION}`,
  },
  compositionProfiles: {
    name: 'compositionProfiles',
    block: concatBlocks(MIC_COMPOSITION, SCALE_PROFILES),
    description: `${MIC_COMPOSITION_DESCRIPTION}; and ${SCALE_PROFILES_DESCRIPTION}`,
  },
  compositionOrder: {
    name: 'compositionOrder',
    block: concatBlocks(MIC_COMPOSITION, SEQUENCE_ORDER),
    description: `${MIC_COMPOSITION_DESCRIPTION}; and ${SEQUENCE_ORDER_DESCRIPTION}`,
  },
} as const satisfies Record<string, NamedFeatureSet>;

/**
 * The MIC regressions' features, one set for both organisms, as their training run chose it
 * among MIC_FEATURE_SETS (the cards' featureSets.* rows). Each model file records the name in
 * meta.featureSet; a test holds the two together.
 */
export const MIC_FEATURE_SET: NamedFeatureSet = MIC_FEATURE_SETS.compositionPairs;
export const MIC_FEATURES = MIC_FEATURE_SET.block;

/**
 * AmPEP's length-robust method: the feature set its training run chose among
 * PEPTIDE_FEATURE_SETS (5-fold CV on the protocol's 80 %; the card's featureSets.* rows). The
 * model file records the name in meta.featureSet; a test holds the two together.
 */
export const AMPEP_GB_FEATURE_SET: NamedFeatureSet = PEPTIDE_FEATURE_SETS.compactOrder;
export const AMPEP_GB_FEATURES = AMPEP_GB_FEATURE_SET.block;
