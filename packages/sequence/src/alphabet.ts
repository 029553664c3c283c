/** The 20 standard amino acids, in the alphabetical order of their one-letter codes. */
export const AMINO_ACIDS = 'ACDEFGHIKLMNPQRSTVWY';

/**
 * The other one-letter codes of UniProt sequences. A peptide holding one is accepted and kept in
 * the results, marked as not predicted (the models know only the 20 standard amino acids).
 */
export const NON_STANDARD_RESIDUES: Readonly<Record<string, string>> = {
  B: 'D or N',
  J: 'L or I',
  O: 'pyrrolysine',
  U: 'selenocysteine',
  X: 'any amino acid',
  Z: 'E or Q',
};

/** The distinct non-standard codes in an upper-case sequence, in order of first appearance. */
export function nonStandardResidues(sequence: string): string[] {
  const found = new Set<string>();
  for (const char of sequence) if (char in NON_STANDARD_RESIDUES) found.add(char);
  return [...found];
}

/**
 * Why a peptide with non-standard codes was not predicted, naming them; null when it has none.
 * The predictors put it in the row's note.
 */
export function nonStandardNote(sequence: string): string | null {
  const letters = nonStandardResidues(sequence);
  if (letters.length === 0) return null;
  const named = letters.map((l) => `${l} (${NON_STANDARD_RESIDUES[l]})`).join(', ');
  return `Not predicted: the sequence holds ${named}; the models know only the 20 standard amino acids.`;
}

/**
 * Nucleotide letters: A C G T, U (RNA), and the IUPAC ambiguity codes
 * (R Y S W K M B D H V N). Each letter maps to a bit set of the bases it can stand for
 * (A = 1, C = 2, G = 4, T/U = 8), which translation uses to resolve ambiguous codons.
 */
export const NUCLEOTIDE_BASES: Readonly<Record<string, number>> = {
  A: 1,
  C: 2,
  G: 4,
  T: 8,
  U: 8,
  R: 1 | 4,
  Y: 2 | 8,
  S: 2 | 4,
  W: 1 | 8,
  K: 4 | 8,
  M: 1 | 2,
  B: 2 | 4 | 8,
  D: 1 | 4 | 8,
  H: 1 | 2 | 8,
  V: 1 | 2 | 4,
  N: 1 | 2 | 4 | 8,
};

export const NUCLEOTIDES = Object.keys(NUCLEOTIDE_BASES).join('');

export type Alphabet = 'protein' | 'dna';

const PROTEIN_LETTERS = AMINO_ACIDS + Object.keys(NON_STANDARD_RESIDUES).join('');
const ALPHABET_LETTERS: Record<Alphabet, string> = { protein: PROTEIN_LETTERS, dna: NUCLEOTIDES };

/** What the allowed letters are, said the way the problem messages end. */
export const ALPHABET_RULE: Record<Alphabet, string> = {
  protein:
    'only the 20 standard amino acids (and the codes B, J, O, U, X and Z, kept but not predicted) are allowed',
  dna: 'only the DNA letters A, C, G, T, U, N and the IUPAC ambiguity codes (R, Y, S, W, K, M, B, D, H, V) are allowed',
};

/** A character-code lookup (1 = allowed) for fast checks of long sequences. */
function lookup(letters: string): Uint8Array {
  const table = new Uint8Array(128);
  for (const letter of letters) table[letter.charCodeAt(0)] = 1;
  return table;
}

const LOOKUPS: Record<Alphabet, Uint8Array> = {
  protein: lookup(PROTEIN_LETTERS),
  dna: lookup(NUCLEOTIDES),
};

const STANDARD = lookup(AMINO_ACIDS);

/** Index of the first character of `sequence` (upper case) outside the alphabet, or -1. */
export function firstInvalidIndex(sequence: string, alphabet: Alphabet | 'standard'): number {
  const table = alphabet === 'standard' ? STANDARD : LOOKUPS[alphabet];
  for (let i = 0; i < sequence.length; i++) {
    const code = sequence.charCodeAt(i);
    if (code >= 128 || table[code] === 0) return i;
  }
  return -1;
}

/** The distinct characters of `sequence` outside the alphabet, in order of first appearance. */
export function invalidLetters(sequence: string, alphabet: Alphabet): string[] {
  const allowed = ALPHABET_LETTERS[alphabet];
  const found = new Set<string>();
  for (const char of sequence) if (!allowed.includes(char)) found.add(char);
  return [...found];
}
