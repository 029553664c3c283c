// Feature sets that read the order of residues beyond neighbours: residue pairs a few positions
// apart (in the full or a reduced alphabet), residue scales along the chain, and their
// autocorrelation. Each is a factory: a model chooses its gaps, alphabet, segments or lags.
import { AA_INDEX, AMINO_ACIDS } from './amino-acids.ts';
import { type FeatureBlock, featureBlock } from './block.ts';
import { RESIDUE_SCALES } from './physicochemical.ts';

/** A partition of the 20 amino acids into named clusters, each letter in exactly one. */
export interface ReducedAlphabet {
  readonly name: string;
  readonly clusters: readonly string[];
}

/**
 * The seven classes of the conjoint triad (Shen et al., PNAS 2007), by dipole and side-chain
 * volume: {AGV}, {ILFP}, {YMTS}, {HNQW}, {RK}, {DE}, {C}.
 */
export const CONJOINT_TRIAD_ALPHABET: ReducedAlphabet = {
  name: 'ct7',
  clusters: ['AGV', 'ILFP', 'YMTS', 'HNQW', 'RK', 'DE', 'C'],
};

/**
 * The ten-letter alphabet of Murphy, Wallqvist and Levy (Protein Eng 2000), from BLOSUM50:
 * {LVIM}, {C}, {A}, {G}, {ST}, {P}, {FYW}, {EDNQ}, {KR}, {H}.
 */
export const MURPHY_10_ALPHABET: ReducedAlphabet = {
  name: 'murphy10',
  clusters: ['LVIM', 'C', 'A', 'G', 'ST', 'P', 'FYW', 'EDNQ', 'KR', 'H'],
};

/** The 20 amino acids as an alphabet of 20 single-letter clusters (AMINO_ACIDS order). */
const FULL_ALPHABET: ReducedAlphabet = { name: 'aa', clusters: Array.from(AMINO_ACIDS) };

/** Cluster index of each amino acid (AMINO_ACIDS order); an error unless it is a partition. */
function clusterOf(alphabet: ReducedAlphabet): Uint8Array {
  const table = new Uint8Array(20).fill(255);
  alphabet.clusters.forEach((letters, c) => {
    for (const letter of letters) {
      const a = AMINO_ACIDS.indexOf(letter);
      if (a < 0 || table[a] !== 255) {
        throw new Error(`Alphabet ${alphabet.name}: '${letter}' is not a new standard residue`);
      }
      table[a] = c;
    }
  });
  if (table.includes(255)) throw new Error(`Alphabet ${alphabet.name} misses residues`);
  return table;
}

/** Composition in a reduced alphabet: the share of residues in each cluster. */
export function reducedComposition(alphabet: ReducedAlphabet): FeatureBlock {
  const cluster = clusterOf(alphabet);
  const k = alphabet.clusters.length;
  return featureBlock(
    alphabet.clusters.map((c) => `${alphabet.name}.${c}`),
    (sequence, out, offset) => {
      const n = sequence.length;
      for (let c = 0; c < k; c++) out[offset + c] = 0;
      for (let i = 0; i < n; i++) out[offset + cluster[AA_INDEX[sequence.charCodeAt(i)]]] += 1;
      for (let c = 0; c < k; c++) out[offset + c] /= n;
    },
  );
}

/**
 * Composition of k-spaced residue pairs (CKSAAP, Chen et al. 2007): for each gap g, the share of
 * the n - g - 1 pairs (residue i, residue i + g + 1) that are each ordered pair of clusters; gap
 * 0 is the dipeptide composition. All 0 for a gap the peptide is too short for. Names:
 * ksp<g>.<X><Y> in the full alphabet, <alphabet>.ksp<g>.<X>-<Y> in a reduced one.
 */
export function kSpacedPairs(
  gaps: readonly number[],
  alphabet: ReducedAlphabet = FULL_ALPHABET,
): FeatureBlock {
  const cluster = clusterOf(alphabet);
  const k = alphabet.clusters.length;
  const full = alphabet === FULL_ALPHABET;
  const names = gaps.flatMap((g) =>
    alphabet.clusters.flatMap((x) =>
      alphabet.clusters.map((y) =>
        full ? `ksp${g}.${x}${y}` : `${alphabet.name}.ksp${g}.${x}-${y}`,
      ),
    ),
  );
  const size = k * k;
  return featureBlock(names, (sequence, out, offset) => {
    const n = sequence.length;
    for (let j = 0; j < gaps.length * size; j++) out[offset + j] = 0;
    gaps.forEach((g, gi) => {
      const pairs = n - g - 1;
      if (pairs < 1) return;
      const base = offset + gi * size;
      for (let i = 0; i < pairs; i++) {
        const a = cluster[AA_INDEX[sequence.charCodeAt(i)]];
        const b = cluster[AA_INDEX[sequence.charCodeAt(i + g + 1)]];
        out[base + a * k + b] += 1;
      }
      for (let j = 0; j < size; j++) out[base + j] /= pairs;
    });
  });
}

/**
 * Each residue scale (RESIDUE_SCALES) along the chain: its mean over each of `segments` equal
 * parts of the peptide, residue i (covering [i/n, (i+1)/n) of the length) weighted by how much of
 * the part it covers, so that a peptide shorter than the number of parts still has a value for
 * each. Names <scale>.seg<s>, s = 1 (N-terminal) ... segments (C-terminal).
 */
export function scaleSegments(segments: number): FeatureBlock {
  return featureBlock(
    RESIDUE_SCALES.flatMap(({ name }) =>
      Array.from({ length: segments }, (_, s) => `${name}.seg${s + 1}`),
    ),
    (sequence, out, offset) => {
      const n = sequence.length;
      let o = offset;
      for (const { values } of RESIDUE_SCALES) {
        for (let s = 0; s < segments; s++) {
          // In units of 1 / (n · segments): part s is [s·n, (s+1)·n), residue i is [i·S, (i+1)·S).
          const start = s * n;
          const end = start + n;
          let sum = 0;
          for (let i = Math.floor(start / segments); i < n && i * segments < end; i++) {
            const overlap = Math.min(end, (i + 1) * segments) - Math.max(start, i * segments);
            if (overlap > 0) sum += overlap * values[AA_INDEX[sequence.charCodeAt(i)]];
          }
          out[o++] = sum / n;
        }
      }
    },
  );
}

/** Each residue scale standardised over the 20 amino acids (mean 0, population SD 1). */
const STANDARDISED_SCALES = RESIDUE_SCALES.map(({ name, values }) => {
  const mean = values.reduce((a, b) => a + b, 0) / 20;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / 20);
  return { name, values: values.map((v) => (v - mean) / sd) };
});

// Scratch space of scaleAutocorrelation (computing is synchronous, so one buffer serves every
// call): a sequence's values on one scale, grown to the longest sequence seen.
let profile = new Float64Array(256);

/**
 * Normalised Moreau-Broto autocorrelation of each residue scale (RESIDUE_SCALES, standardised
 * over the 20 amino acids): for lag d, the mean of z_i · z_(i+d) over the n - d pairs; 0 when the
 * peptide has no such pair. Lags 3-4 see the period of an amphipathic helix, 2 that of a strand.
 * Names <scale>.ac<d>.
 */
export function scaleAutocorrelation(lags: readonly number[]): FeatureBlock {
  return featureBlock(
    STANDARDISED_SCALES.flatMap(({ name }) => lags.map((d) => `${name}.ac${d}`)),
    (sequence, out, offset) => {
      const n = sequence.length;
      if (profile.length < n) profile = new Float64Array(2 * n);
      let o = offset;
      for (const { values } of STANDARDISED_SCALES) {
        for (let i = 0; i < n; i++) profile[i] = values[AA_INDEX[sequence.charCodeAt(i)]];
        for (const d of lags) {
          let sum = 0;
          for (let i = 0; i + d < n; i++) sum += profile[i] * profile[i + d];
          out[o++] = n > d ? sum / (n - d) : 0;
        }
      }
    },
  );
}
