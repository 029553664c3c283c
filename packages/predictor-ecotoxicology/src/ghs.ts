import { type GhsCutoff, ghsCategory } from '@peptox/compound-regression';

/**
 * GHS acute (short-term) aquatic hazard categories of a fish 96 h LC50 in mg/L: the cut-offs of
 * the UN GHS (Rev. 10, 2023), chapter 4.1, Table 4.1.1 (a). GHS classifies by the lowest of the
 * fish, crustacean and algae values; only the fish LC50 is predicted here, so the category is the
 * fish's. Acute 2 and 3 are GHS's own; the EU's CLP regulation has only Acute 1.
 */
export const GHS_AQUATIC_CUTOFFS: readonly GhsCutoff[] = [
  { category: 'Acute 1', upTo: 1 },
  { category: 'Acute 2', upTo: 10 },
  { category: 'Acute 3', upTo: 100 },
];

/** 'Acute 1' (LC50 <= 1 mg/L), 'Acute 2' (<= 10), 'Acute 3' (<= 100), else 'Not classified'. */
export const ghsAcuteAquaticCategory = (lc50MgPerL: number): string =>
  ghsCategory(GHS_AQUATIC_CUTOFFS, lc50MgPerL);
