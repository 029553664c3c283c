// A peptide as a matrix: one row per residue, the residue's one-hot code beside a few
// physicochemical scales (scaled to about unit range, so that no channel dominates the first layer).
import {
  AMINO_ACIDS,
  CHOU_FASMAN_HELIX,
  EISENBERG_CONSENSUS,
  KYTE_DOOLITTLE,
  SIDE_CHAIN_CHARGE,
  WIMLEY_WHITE_INTERFACE,
} from '@peptox/sequence';

type Scale = Readonly<Record<string, number>>;

/** Scales per residue, each divided by its largest magnitude over the 20 residues. */
const SCALES: readonly Scale[] = [
  EISENBERG_CONSENSUS,
  KYTE_DOOLITTLE,
  WIMLEY_WHITE_INTERFACE,
  CHOU_FASMAN_HELIX,
  SIDE_CHAIN_CHARGE,
].map((scale) => {
  const largest = Math.max(...[...AMINO_ACIDS].map((aa) => Math.abs(scale[aa] ?? 0)));
  return Object.fromEntries([...AMINO_ACIDS].map((aa) => [aa, (scale[aa] ?? 0) / largest]));
});

/** Channels per residue: 20 one-hot, then the scales. */
export const RESIDUE_CHANNELS = AMINO_ACIDS.length + SCALES.length;

/** A batch of peptides: residues × channels each, padded with zeros to one length. */
export interface EncodedBatch {
  /** peptides × length × channels, row-major. */
  x: Float32Array;
  /** peptides × length: 1 on a residue, 0 on padding. */
  mask: Float32Array;
  /** The length of every row (the longest peptide, at most the cap). */
  length: number;
  size: number;
}

/**
 * Encodes peptides (upper-case, standard residues; any other letter is an all-zero row). A peptide
 * longer than `maxLength` keeps its first `maxLength` residues.
 */
export function encodePeptides(sequences: readonly string[], maxLength: number): EncodedBatch {
  const length = Math.max(1, Math.min(maxLength, Math.max(0, ...sequences.map((s) => s.length))));
  const size = sequences.length;
  const x = new Float32Array(size * length * RESIDUE_CHANNELS);
  const mask = new Float32Array(size * length);
  sequences.forEach((sequence, p) => {
    for (let i = 0; i < Math.min(sequence.length, length); i++) {
      const aa = sequence[i] as string;
      const row = (p * length + i) * RESIDUE_CHANNELS;
      mask[p * length + i] = 1;
      const code = AMINO_ACIDS.indexOf(aa);
      if (code < 0) continue;
      x[row + code] = 1;
      SCALES.forEach((scale, s) => {
        x[row + AMINO_ACIDS.length + s] = scale[aa] as number;
      });
    }
  });
  return { x, mask, length, size };
}
