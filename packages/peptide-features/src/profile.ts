import { concatBlocks, type FeatureBlock } from './block.ts';
import {
  AMINO_ACID_COMPOSITION,
  DIPEPTIDE_COMPOSITION,
  TERMINAL_COMPOSITION,
} from './composition.ts';
import { CTD_COMPOSITION, CTD_DISTRIBUTION, CTD_TRANSITION } from './ctd.ts';
import { GLOBAL_DESCRIPTORS, SCALE_MEANS } from './physicochemical.ts';
import {
  CONJOINT_TRIAD_ALPHABET,
  kSpacedPairs,
  MURPHY_10_ALPHABET,
  reducedComposition,
  scaleAutocorrelation,
  scaleSegments,
} from './sequence-order.ts';

/**
 * The project's broad peptide description, for models that pick what matters themselves
 * (boosting, forests): amino-acid (20), dipeptide (400) and terminal (40) composition, CTD
 * composition, transition and distribution (147), global descriptors (11) and residue-scale
 * means (21): 639 values.
 */
export const PEPTIDE_PROFILE = concatBlocks(
  AMINO_ACID_COMPOSITION,
  DIPEPTIDE_COMPOSITION,
  TERMINAL_COMPOSITION,
  CTD_COMPOSITION,
  CTD_TRANSITION,
  CTD_DISTRIBUTION,
  GLOBAL_DESCRIPTORS,
  SCALE_MEANS,
);

/** PEPTIDE_PROFILE in words, for model cards. */
export const PEPTIDE_PROFILE_DESCRIPTION =
  "amino-acid composition (20), dipeptide composition (400), composition of the five N- and C-terminal residues (40), CTD composition, transition and distribution (147, protr's groups and index rule), 11 global descriptors (length, log length, net charge, charge per residue, mean Eisenberg hydrophobicity, helical hydrophobic moment of the whole peptide and of its best 11-residue window, hydrophobic share, aromatic and cationic counts, molecular weight) and the means of 7 residue scales over the peptide and its N- and C-terminal halves (21)";

/**
 * The order of residues beyond neighbours, in few values: composition in Murphy's ten-letter
 * alphabet (10), pairs of conjoint-triad classes 1-5 residues apart (gaps of 0–4 residues, 245), the 7
 * residue scales over five fifths of the chain (35) and their autocorrelation at lags 1-6 (42):
 * 332 values.
 */
export const SEQUENCE_ORDER = concatBlocks(
  reducedComposition(MURPHY_10_ALPHABET),
  kSpacedPairs([0, 1, 2, 3, 4], CONJOINT_TRIAD_ALPHABET),
  scaleSegments(5),
  scaleAutocorrelation([1, 2, 3, 4, 5, 6]),
);

/** SEQUENCE_ORDER in words, for model cards. */
export const SEQUENCE_ORDER_DESCRIPTION =
  "composition in Murphy's ten-letter reduced alphabet (10), composition of residue pairs 1-5 positions apart in the seven conjoint-triad classes (k-spaced pairs with gaps of 0–4 residues, 245), the 7 residue scales averaged over five equal parts of the chain, N- to C-terminal (35), and their autocorrelation at lags 1-6 (42)";

/** The profile without dipeptides: amino-acid and terminal composition, CTD, global, scales (239). */
const COMPACT_PROFILE = concatBlocks(
  AMINO_ACID_COMPOSITION,
  TERMINAL_COMPOSITION,
  CTD_COMPOSITION,
  CTD_TRANSITION,
  CTD_DISTRIBUTION,
  GLOBAL_DESCRIPTORS,
  SCALE_MEANS,
);

/** A candidate feature set of a model: its block and, for the card, its description. */
export interface NamedFeatureSet {
  name: string;
  block: FeatureBlock;
  description: string;
}

/**
 * The feature sets a peptide model's training run compares (by 5-fold cross-validation on the
 * protocol's 80 %) before training on the best: the broad profile, the profile with the sequence
 * order, and a compact profile (no dipeptides) with the sequence order.
 */
export const PEPTIDE_FEATURE_SETS = {
  profile: {
    name: 'profile',
    block: PEPTIDE_PROFILE,
    description: PEPTIDE_PROFILE_DESCRIPTION,
  },
  profileOrder: {
    name: 'profileOrder',
    block: concatBlocks(PEPTIDE_PROFILE, SEQUENCE_ORDER),
    description: `${PEPTIDE_PROFILE_DESCRIPTION}; and ${SEQUENCE_ORDER_DESCRIPTION}`,
  },
  compactOrder: {
    name: 'compactOrder',
    block: concatBlocks(COMPACT_PROFILE, SEQUENCE_ORDER),
    description: `${PEPTIDE_PROFILE_DESCRIPTION.replace('dipeptide composition (400), ', '')}; and ${SEQUENCE_ORDER_DESCRIPTION}`,
  },
} as const satisfies Record<string, NamedFeatureSet>;
