import { AMINO_ACIDS, type Scale } from '@peptox/sequence';

export { AMINO_ACIDS };

/** Index 0-19 of each standard amino acid (AMINO_ACIDS order) by char code; 255 for anything else. */
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

/** A residue scale of @peptox/sequence as 20 numbers in AMINO_ACIDS order, for fast lookups. */
export function scaleVector(scale: Scale): Float64Array {
  return Float64Array.from(AMINO_ACIDS, (aa) => {
    const value = scale[aa];
    if (value === undefined) throw new Error(`The scale has no value for ${aa}`);
    return value;
  });
}
