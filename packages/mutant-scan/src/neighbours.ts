// A variant's measured neighbours: the training peptides one substitution or one deletion from it
// (either way), the wild type left out. Their measured values tell what the variant's own value is
// likely to be (read-across), which the learned change reads. A scan's variants are each one edit
// from the wild type, so their neighbours are among the few records within two edits of it: those
// are found once per wild type, and each variant is checked against them alone.
import { singleEdit } from './pairs.ts';

/** Whether two peptides are one substitution or one deletion (either way) apart. */
export function oneEditApart(a: string, b: string): boolean {
  return singleEdit(a, b) !== null || singleEdit(b, a) !== null;
}

/** Whether two peptides are at most two edits apart (substitutions, insertions, deletions). */
export function withinTwoEdits(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const d = Math.min(
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
      );
      current.push(d);
      smallest = Math.min(smallest, d);
    }
    // Distances never shrink down the rows: once every cell is over two, so is the end.
    if (smallest > 2) return false;
    previous = current;
  }
  return (previous[b.length] as number) <= 2;
}

const RESIDUES = 26;
const composition = (sequence: string) => {
  const counts = new Int16Array(RESIDUES);
  for (let i = 0; i < sequence.length; i++) counts[sequence.charCodeAt(i) - 65]++;
  return counts;
};

/** The training peptides one edit from each variant of one wild type. */
export class VariantNeighbours {
  readonly #near: { row: number; sequence: string }[];

  /** `records`: distinct peptides, upper case; the wild type, upper case. */
  constructor(records: readonly string[], wildType: string) {
    const own = composition(wildType);
    // Two edits change the residue counts by four at most: a quick test before the alignment.
    const close = (sequence: string) => {
      if (Math.abs(sequence.length - wildType.length) > 2) return false;
      const counts = composition(sequence);
      let apart = 0;
      for (let k = 0; k < RESIDUES && apart <= 4; k++)
        apart += Math.abs((counts[k] as number) - (own[k] as number));
      return apart <= 4;
    };
    this.#near = records.flatMap((sequence, row) =>
      sequence !== wildType && close(sequence) && withinTwoEdits(sequence, wildType)
        ? [{ row, sequence }]
        : [],
    );
  }

  /** The rows of the records one edit from a variant (one edit of the wild type), in order. */
  of(variant: string): number[] {
    return this.#near.flatMap(({ row, sequence }) =>
      sequence !== variant && oneEditApart(sequence, variant) ? [row] : [],
    );
  }
}
