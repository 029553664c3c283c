import { type GhsCutoff, ghsCategory } from '@peptox/compound-regression';

/**
 * GHS acute oral toxicity categories of an LD50 in mg/kg body weight: the cut-offs of the UN GHS
 * (Rev. 10, 2023), chapter 3.1, Table 3.1.1. Category 5 is GHS's own; the EU's CLP regulation
 * stops at category 4.
 */
export const GHS_ORAL_CUTOFFS: readonly GhsCutoff[] = [
  { category: 'Category 1', upTo: 5 },
  { category: 'Category 2', upTo: 50 },
  { category: 'Category 3', upTo: 300 },
  { category: 'Category 4', upTo: 2000 },
  { category: 'Category 5', upTo: 5000 },
];

/** 'Category 1' (LD50 <= 5 mg/kg) ... 'Category 5' (<= 5000), else 'Not classified'. */
export const ghsAcuteOralCategory = (ld50MgPerKg: number): string =>
  ghsCategory(GHS_ORAL_CUTOFFS, ld50MgPerKg);
