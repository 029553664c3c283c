import { PEPTIDE_FEATURE_SETS } from '@peptox/peptide-features';

// Each model's feature set, as its training run chose it among PEPTIDE_FEATURE_SETS (5-fold CV on
// the protocol's 80 %; the card's featureSets.* rows). The model file records the name it was
// trained on (meta.featureSet); a test holds the two together.

/** `acpep`, anticancer against any peptide. */
export const ACPEP_FEATURE_SET = PEPTIDE_FEATURE_SETS.profileOrder;

/** `acpep_vs_amp`, anticancer among antimicrobial peptides. */
export const ACPEP_VS_AMP_FEATURE_SET = PEPTIDE_FEATURE_SETS.profileOrder;
