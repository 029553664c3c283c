import { NUCLEOTIDE_BASES } from './alphabet.ts';
import { type CodonTable, codonTable } from './codon-tables.ts';
import type { FastaRecord } from './fasta.ts';

/** Peptide lengths (residues, both ends included) that six-frame translation keeps. */
export interface LengthWindow {
  minLength: number;
  maxLength: number;
}

// Bit sets of bases (A = 1, C = 2, G = 4, T = 8), and each base's place in NCBI's TCAG order.
const BASE_BITS = [1, 2, 4, 8];
const TCAG_INDEX = [2, 1, 3, 0]; // A, C, G, T
const COMPLEMENT_BITS = (mask: number) =>
  ((mask & 1) << 3) | ((mask & 8) >> 3) | ((mask & 2) << 1) | ((mask & 4) >> 1);

const BREAK = 0; // stop codon, or an ambiguous codon that does not name one amino acid

/**
 * For one table, the amino acid (char code) of every codon of three base masks, indexed
 * mask1 * 256 + mask2 * 16 + mask3. An ambiguous codon (IUPAC letters) gets an amino acid only
 * when every codon it can stand for gives the same one (GCN = Ala); otherwise it is a BREAK,
 * since the predictors take only the 20 standard amino acids.
 */
function codonLookup(table: CodonTable): Uint8Array {
  const lookup = new Uint8Array(16 * 16 * 16);
  const basesOf = (mask: number) => BASE_BITS.filter((bit) => mask & bit).map(Math.log2);
  for (let m1 = 1; m1 < 16; m1++) {
    for (let m2 = 1; m2 < 16; m2++) {
      for (let m3 = 1; m3 < 16; m3++) {
        const meanings = new Set<string>();
        for (const b1 of basesOf(m1)) {
          for (const b2 of basesOf(m2)) {
            for (const b3 of basesOf(m3)) {
              const index =
                (TCAG_INDEX[b1] ?? 0) * 16 + (TCAG_INDEX[b2] ?? 0) * 4 + (TCAG_INDEX[b3] ?? 0);
              meanings.add(table.aminoAcids[index] ?? '*');
            }
          }
        }
        const [only] = meanings;
        if (meanings.size === 1 && only !== undefined && only !== '*') {
          lookup[m1 * 256 + m2 * 16 + m3] = only.charCodeAt(0);
        }
      }
    }
  }
  return lookup;
}

const lookups = new Map<number, Uint8Array>();

function lookupFor(tableId: number): Uint8Array {
  let lookup = lookups.get(tableId);
  if (lookup === undefined) {
    lookup = codonLookup(codonTable(tableId));
    lookups.set(tableId, lookup);
  }
  return lookup;
}

/** Char code -> base bit mask, upper and lower case; 0 for anything that is not a nucleotide. */
const MASK_OF_CHAR = new Uint8Array(128);
for (const [letter, mask] of Object.entries(NUCLEOTIDE_BASES)) {
  MASK_OF_CHAR[letter.charCodeAt(0)] = mask;
  MASK_OF_CHAR[letter.toLowerCase().charCodeAt(0)] = mask;
}

/** The bases of a DNA/RNA sequence as bit masks. */
function baseMasks(sequence: string): Uint8Array {
  const masks = new Uint8Array(sequence.length);
  for (let i = 0; i < sequence.length; i++) {
    const code = sequence.charCodeAt(i);
    masks[i] = code < 128 ? (MASK_OF_CHAR[code] ?? 0) : 0;
  }
  return masks;
}

/**
 * Translates each DNA contig in the three forward and three reverse-complement frames,
 * splits the translation at stop codons and at codons that do not name one amino acid, and
 * keeps the peptides whose length is within the window.
 *
 * Conventions (those of EMBOSS transeq and of NCBI's six-frame views):
 * - Frame +1, +2, +3 start at nucleotide 1, 2, 3 of the contig; frame -1, -2, -3 start at
 *   nucleotide 1, 2, 3 of the reverse complement, i.e. at the contig's last, second-last and
 *   third-last nucleotide, reading towards its start.
 * - A peptide's id is `<contig>_f<frame>_<start>-<end>`: 1-based, inclusive coordinates on the
 *   FORWARD strand of the nucleotides coding the peptide's residues (the stop codon excluded),
 *   start <= end on both strands. E.g. `chr1_f-2_4-9` is a 2-residue peptide read from
 *   nucleotide 9 down to 4.
 * - `line` is the contig's header line. A trailing partial codon is ignored.
 */
export function translateSixFrames(
  contigs: readonly FastaRecord[],
  tableId: number,
  window: LengthWindow,
): FastaRecord[] {
  const lookup = lookupFor(tableId);
  const peptides: FastaRecord[] = [];
  for (const contig of contigs) {
    const forward = baseMasks(contig.sequence);
    const length = forward.length;
    const reverse = new Uint8Array(length);
    for (let i = 0; i < length; i++) reverse[i] = COMPLEMENT_BITS(forward[length - 1 - i] ?? 0);

    for (const strand of [1, -1] as const) {
      const bases = strand === 1 ? forward : reverse;
      for (let offset = 0; offset < 3; offset++) {
        const frame = `${strand === 1 ? '+' : '-'}${offset + 1}`;
        translateFrame(bases, offset, lookup, window, (residues, first, last) => {
          // first/last: 0-based indices, on this strand, of the first and last coding base.
          const start = strand === 1 ? first + 1 : length - last;
          const end = strand === 1 ? last + 1 : length - first;
          peptides.push({
            id: `${contig.id}_f${frame}_${start}-${end}`,
            sequence: residues,
            line: contig.line,
          });
        });
      }
    }
  }
  return peptides;
}

/** Walks one frame; calls `emit` for each stop-free stretch whose length is in the window. */
function translateFrame(
  bases: Uint8Array,
  offset: number,
  lookup: Uint8Array,
  window: LengthWindow,
  emit: (residues: string, firstBase: number, lastBase: number) => void,
): void {
  const codons = Math.max(0, Math.floor((bases.length - offset) / 3));
  const residues = new Uint8Array(codons);
  for (let c = 0, i = offset; c < codons; c++, i += 3) {
    residues[c] =
      lookup[(bases[i] ?? 0) * 256 + (bases[i + 1] ?? 0) * 16 + (bases[i + 2] ?? 0)] ?? BREAK;
  }
  // One string for the whole frame; peptides are slices of it.
  const protein = charsOf(residues);
  let runStart = 0; // first codon of the current stretch
  for (let c = 0; c <= codons; c++) {
    if (c < codons && residues[c] !== BREAK) continue;
    const runLength = c - runStart;
    if (runLength > 0 && runLength >= window.minLength && runLength <= window.maxLength) {
      emit(protein.slice(runStart, c), offset + 3 * runStart, offset + 3 * c - 1);
    }
    runStart = c + 1;
  }
}

/** Char codes to a string, in chunks so that long frames do not overflow the call stack. */
function charsOf(codes: Uint8Array): string {
  const chunks: string[] = [];
  for (let i = 0; i < codes.length; i += 8192) {
    // A typed array is a valid argument list at run time; TypeScript wants number[].
    chunks.push(
      String.fromCharCode.apply(null, codes.subarray(i, i + 8192) as unknown as number[]),
    );
  }
  return chunks.join('');
}
