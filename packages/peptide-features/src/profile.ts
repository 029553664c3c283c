import { concatBlocks } from './block.ts';
import {
  AMINO_ACID_COMPOSITION,
  DIPEPTIDE_COMPOSITION,
  TERMINAL_COMPOSITION,
} from './composition.ts';
import { CTD_COMPOSITION, CTD_DISTRIBUTION, CTD_TRANSITION } from './ctd.ts';
import { GLOBAL_DESCRIPTORS, SCALE_MEANS } from './physicochemical.ts';

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
