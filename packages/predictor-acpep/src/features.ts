import { PEPTIDE_PROFILE } from '@peptox/peptide-features';

/** ACPep's features: the broad peptide profile of @peptox/peptide-features (639 values). */
export const ACPEP_FEATURES = PEPTIDE_PROFILE;
