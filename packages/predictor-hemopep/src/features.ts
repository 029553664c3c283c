import { PEPTIDE_PROFILE } from '@peptox/peptide-features';

/** HemoPep's features, for both models: the broad peptide profile (639 values). */
export const HEMOPEP_FEATURES = PEPTIDE_PROFILE;
