/** The 20 standard amino acids, in the usual alphabetical one-letter order. */
export const AMINO_ACIDS = 'ACDEFGHIKLMNPQRSTVWY';

/** Index 0-19 of each standard amino acid by char code; 255 for anything else. */
export const AA_INDEX: Uint8Array = (() => {
  const table = new Uint8Array(128).fill(255);
  for (let i = 0; i < AMINO_ACIDS.length; i++) table[AMINO_ACIDS.charCodeAt(i)] = i;
  return table;
})();

/** True when the sequence is non-empty and holds only the 20 standard amino acids (upper case). */
export function isStandardPeptide(sequence: string): boolean {
  if (sequence.length === 0) return false;
  for (let i = 0; i < sequence.length; i++) {
    const code = sequence.charCodeAt(i);
    if (code >= 128 || AA_INDEX[code] === 255) return false;
  }
  return true;
}
