import { type CodonTable, codonTable } from './codon-tables.ts';
import type { FastaRecord } from './fasta.ts';

const BASE_ORDER = 'TCAG';

/** Codon number 0-63 (TCAG order) as its three bases. */
function codonAt(index: number): string {
  return (
    (BASE_ORDER[index >> 4] ?? '') +
    (BASE_ORDER[(index >> 2) & 3] ?? '') +
    (BASE_ORDER[index & 3] ?? '')
  );
}

/** The first codon (TCAG order) of each amino acid and of the stop, in one table. */
function firstCodons(table: CodonTable): Map<string, string> {
  const codons = new Map<string, string>();
  [...table.aminoAcids].forEach((letter, index) => {
    if (!codons.has(letter)) codons.set(letter, codonAt(index));
  });
  return codons;
}

/**
 * A DNA contig that codes for the peptides, one after the other, each between stop codons
 * (the first codon of each amino acid in the table; no codon usage is implied). Translated in
 * six frames with the same table, its forward first frame gives the peptides back. The shared
 * pages use it as the genome example of a tool, built from the tool's example peptides.
 */
export function backTranslate(
  peptides: readonly Pick<FastaRecord, 'sequence'>[],
  tableId = 1,
): string {
  const codons = firstCodons(codonTable(tableId));
  const stop = codons.get('*') ?? 'TAA';
  const genes = peptides.map(({ sequence }) =>
    [...sequence.toUpperCase()]
      .map((residue) => {
        const codon = codons.get(residue);
        if (!codon) throw new RangeError(`'${residue}' has no codon in genetic code ${tableId}.`);
        return codon;
      })
      .join(''),
  );
  return `${stop}${genes.join(stop)}${stop}`;
}
