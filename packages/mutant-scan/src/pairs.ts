// Analog pairs: two measured peptides one substitution or one deletion apart, ordered as a scan
// orders them (the reference, then one of its variants). A substitution pair appears both ways;
// a deletion only from the longer peptide. The variants are the scan's own (@peptox/sequence's
// mutantScan), so the benchmark measures the very changes the scan shows.
import { mutantScan } from '@peptox/sequence';

/** One residue substituted or deleted, as the scan's variant states it. */
export interface Edit {
  kind: 'substitution' | 'deletion';
  /** 1-based, in the reference. */
  position: number;
  from: string;
  /** null for a deletion. */
  to: string | null;
}

export interface AnalogPair extends Edit {
  /** Row of the reference (the scan's wild type) and of its variant, in the records given. */
  reference: number;
  variant: number;
  /** The variant as the scan names it ('K7A', 'K7del'). */
  id: string;
}

/**
 * Every ordered analog pair among distinct peptides (upper case, standard residues), references
 * in record order, each reference's variants in the scan's order, each pair once.
 */
export function analogPairs(sequences: readonly string[]): AnalogPair[] {
  const row = new Map<string, number>();
  sequences.forEach((sequence, i) => {
    if (row.has(sequence))
      throw new Error(`${sequence} is listed twice: pairs need one record each.`);
    row.set(sequence, i);
  });
  const pairs: AnalogPair[] = [];
  sequences.forEach((sequence, reference) => {
    // Deleting either residue of a run gives the same peptide: one pair, named by the first.
    const seen = new Set<number>();
    // minLength at the length: no truncations, which are not single steps.
    for (const variant of mutantScan(sequence, { minLength: sequence.length })) {
      if (variant.kind !== 'substitution' && variant.kind !== 'deletion') continue;
      const found = row.get(variant.sequence);
      if (found !== undefined && !seen.has(found)) {
        seen.add(found);
        const { kind, position, from, to, id } = variant;
        pairs.push({ reference, variant: found, kind, position, from, to, id });
      }
    }
  });
  return pairs;
}

/**
 * Each record's family: records linked by analog pairs, in chains, share one number (the lowest
 * row among them); a record of no pair is a family of its own.
 */
export function pairFamilies(n: number, pairs: readonly AnalogPair[]): Int32Array {
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[i] !== root) [i, parent[i]] = [parent[i] as number, root];
    return root;
  };
  for (const { reference, variant } of pairs) {
    const [a, b] = [find(reference), find(variant)];
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  }
  return Int32Array.from({ length: n }, (_, i) => find(i));
}
