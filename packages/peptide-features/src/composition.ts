import { AA_INDEX, AMINO_ACIDS } from './amino-acids.ts';
import { concatBlocks, featureBlock } from './block.ts';

/** Amino-acid composition: the share of each of the 20 residues (AMINO_ACIDS order). */
export const AMINO_ACID_COMPOSITION = featureBlock(
  Array.from(AMINO_ACIDS, (aa) => `aac.${aa}`),
  (sequence, out, offset) => {
    const n = sequence.length;
    for (let a = 0; a < 20; a++) out[offset + a] = 0;
    for (let i = 0; i < n; i++) out[offset + AA_INDEX[sequence.charCodeAt(i)]] += 1;
    for (let a = 0; a < 20; a++) out[offset + a] /= n;
  },
);

/**
 * Dipeptide composition: the share of the n - 1 neighbour pairs that are each of the 400
 * ordered pairs, first residue major (AA, AC, ... YY); all 0 for a single residue.
 */
export const DIPEPTIDE_COMPOSITION = featureBlock(
  Array.from(AMINO_ACIDS).flatMap((a) => Array.from(AMINO_ACIDS, (b) => `dpc.${a}${b}`)),
  (sequence, out, offset) => {
    for (let k = 0; k < 400; k++) out[offset + k] = 0;
    const pairs = sequence.length - 1;
    if (pairs < 1) return;
    let previous = AA_INDEX[sequence.charCodeAt(0)];
    for (let i = 1; i <= pairs; i++) {
      const current = AA_INDEX[sequence.charCodeAt(i)];
      out[offset + previous * 20 + current] += 1;
      previous = current;
    }
    for (let k = 0; k < 400; k++) out[offset + k] /= pairs;
  },
);

/** Residues at each end that TERMINAL_COMPOSITION reads. */
export const TERMINAL_RESIDUES = 5;

/**
 * Composition of the N-terminal and of the C-terminal five residues (the whole sequence for
 * both ends when it is shorter): 40 shares, N-terminal first. The ends of anticancer and
 * antimicrobial peptides carry much of their charge and hydrophobic anchoring.
 */
export const TERMINAL_COMPOSITION = featureBlock(
  ['nterm', 'cterm'].flatMap((end) => Array.from(AMINO_ACIDS, (aa) => `${end}.${aa}`)),
  (sequence, out, offset) => {
    const n = sequence.length;
    const k = Math.min(TERMINAL_RESIDUES, n);
    for (let a = 0; a < 40; a++) out[offset + a] = 0;
    for (let i = 0; i < k; i++) {
      out[offset + AA_INDEX[sequence.charCodeAt(i)]] += 1 / k;
      out[offset + 20 + AA_INDEX[sequence.charCodeAt(n - 1 - i)]] += 1 / k;
    }
  },
);

/**
 * The baseline's features, the first a peptide scientist fits a forest on: amino-acid and
 * dipeptide composition, 420 values.
 */
export const BASELINE_COMPOSITION = concatBlocks(AMINO_ACID_COMPOSITION, DIPEPTIDE_COMPOSITION);
export const BASELINE_COMPOSITION_DESCRIPTION =
  'amino-acid composition (20) and dipeptide composition (400)';
