import { PEPTIDE_FEATURE_SETS } from '@peptox/peptide-features';

/**
 * The HC50 model's features, as its training run chose them among PEPTIDE_FEATURE_SETS (5-fold
 * CV on the protocol's 80 %; the card's featureSets.* rows). The model file records the name it
 * was trained on (meta.featureSet); a test holds the two together.
 */
export const HC50_FEATURE_SET = PEPTIDE_FEATURE_SETS.compactOrder;
