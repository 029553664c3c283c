import { AMINO_ACIDS } from './alphabet.ts';

// The variants of a mutant scan: every single substitution (19 per position), every single
// deletion, and the N- and C-terminal truncations. Ids read as biologists write them (K7A,
// K7del, del1-3), and each variant says where it sits, so a heat map needs no parsing.

export type VariantKind = 'substitution' | 'deletion' | 'n-truncation' | 'c-truncation';

export interface Variant {
  /** 'K7A' (substitution), 'K7del' (deletion), 'del1-3' or 'del28-30' (truncations). */
  id: string;
  kind: VariantKind;
  /**
   * The 1-based position changed (substitution, deletion); for a truncation, the number of
   * residues removed.
   */
  position: number;
  /** The residue replaced or removed (a truncation: the residues removed). */
  from: string;
  /** The residue put in; null for deletions and truncations. */
  to: string | null;
  sequence: string;
}

export interface ScanOptions {
  /** Truncations stop at this length (default 5: shorter peptides are outside every model's lengths). */
  minLength?: number;
}

/** How many variants `mutantScan` gives for a peptide of `length` residues. */
export function scanSize(length: number, { minLength = 5 }: ScanOptions = {}): number {
  const truncations = Math.max(0, length - minLength - 1);
  return length * 19 + length + 2 * truncations;
}

/**
 * Every single substitution (position by position, residues in alphabetical order), every single
 * deletion, then the N-terminal and the C-terminal truncations from 2 residues removed (1 is the
 * deletion of the end residue) down to `minLength`. `sequence`: standard residues, any case.
 */
export function mutantScan(sequence: string, { minLength = 5 }: ScanOptions = {}): Variant[] {
  const wild = sequence.toUpperCase();
  const n = wild.length;
  const variants: Variant[] = [];
  for (let i = 0; i < n; i++) {
    const from = wild[i] as string;
    for (const to of AMINO_ACIDS) {
      if (to === from) continue;
      variants.push({
        id: `${from}${i + 1}${to}`,
        kind: 'substitution',
        position: i + 1,
        from,
        to,
        sequence: wild.slice(0, i) + to + wild.slice(i + 1),
      });
    }
  }
  for (let i = 0; i < n; i++) {
    const from = wild[i] as string;
    variants.push({
      id: `${from}${i + 1}del`,
      kind: 'deletion',
      position: i + 1,
      from,
      to: null,
      sequence: wild.slice(0, i) + wild.slice(i + 1),
    });
  }
  for (let removed = 2; n - removed >= minLength; removed++) {
    variants.push({
      id: `del1-${removed}`,
      kind: 'n-truncation',
      position: removed,
      from: wild.slice(0, removed),
      to: null,
      sequence: wild.slice(removed),
    });
  }
  for (let removed = 2; n - removed >= minLength; removed++) {
    variants.push({
      id: `del${n - removed + 1}-${n}`,
      kind: 'c-truncation',
      position: removed,
      from: wild.slice(n - removed),
      to: null,
      sequence: wild.slice(0, n - removed),
    });
  }
  return variants;
}
