/** One GHS category and the highest dose it takes (mg/kg or mg/L); a cut-off belongs to it. */
export interface GhsCutoff {
  category: string;
  upTo: number;
}

export const NOT_CLASSIFIED = 'Not classified';

/**
 * The GHS category of a dose: the first of `cutoffs` (ascending) whose `upTo` it does not exceed,
 * else 'Not classified'.
 */
export function ghsCategory(cutoffs: readonly GhsCutoff[], dose: number): string {
  if (!(dose >= 0)) throw new RangeError(`A dose is a number >= 0, not ${dose}.`);
  return cutoffs.find((c) => dose <= c.upTo)?.category ?? NOT_CLASSIFIED;
}
