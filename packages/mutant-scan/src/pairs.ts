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
 * The one edit that turns the wild type into the variant, named as the scan names it (a deletion
 * in a run of one residue by the run's first), or null when it is not one substitution or one
 * deletion (a truncation, say). Upper case in, upper case out.
 */
export function singleEdit(wildType: string, variant: string): Edit | null {
  if (variant.length === wildType.length) {
    let at = -1;
    for (let i = 0; i < wildType.length; i++) {
      if (wildType[i] === variant[i]) continue;
      if (at >= 0) return null;
      at = i;
    }
    if (at < 0) return null;
    return {
      kind: 'substitution',
      position: at + 1,
      from: wildType[at] as string,
      to: variant[at] as string,
    };
  }
  if (variant.length !== wildType.length - 1) return null;
  let at = 0;
  while (at < variant.length && wildType[at] === variant[at]) at++;
  if (wildType.slice(at + 1) !== variant.slice(at)) return null;
  while (at > 0 && wildType[at - 1] === wildType[at]) at--;
  return { kind: 'deletion', position: at + 1, from: wildType[at] as string, to: null };
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
