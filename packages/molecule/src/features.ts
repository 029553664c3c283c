// A molecule as a row of features for tree models: blocks of RDKit features that a model picks
// from (its training run chooses them by cross-validation and names them in the model file).
import { DESCRIPTOR_NAMES, type Descriptors, descriptorVector } from './descriptors.ts';
import { hasBit } from './fingerprint.ts';
import type { Molecule } from './molecule.ts';

/** Bins of the count fingerprints (radius 2 for Morgan): the baseline's 2048. */
export const COUNT_BINS = 2048;
/** RDKit numbers the MACCS keys 1-166 (bit 0 is unused). */
const MACCS_KEYS = 166;

const numbered = (prefix: string, count: number, first = 0) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + first}`);

/** Every block a model can use: its feature names and what it is, in words (for a card). */
export const FEATURE_BLOCKS = {
  descriptors: {
    names: DESCRIPTOR_NAMES as readonly string[],
    description: `RDKit's ${DESCRIPTOR_NAMES.length} 2D descriptors (all that its WebAssembly build computes: molecular weight, Crippen logP and molar refractivity, TPSA, Labute ASA, H-bond donors and acceptors, ring, heteroatom and stereo counts, Kier-Hall chi and kappa indices, ...)`,
  },
  maccs: {
    names: numbered('maccs_', MACCS_KEYS, 1),
    description: `the ${MACCS_KEYS} MACCS structural keys`,
  },
  morganCounts: {
    names: numbered('morgan_', COUNT_BINS),
    description: `Morgan count fingerprint (radius 2, ${COUNT_BINS} bins)`,
  },
  atomPairCounts: {
    names: numbered('atom_pair_', COUNT_BINS),
    description: `atom-pair count fingerprint (${COUNT_BINS} bins)`,
  },
  torsionCounts: {
    names: numbered('torsion_', COUNT_BINS),
    description: `topological-torsion count fingerprint (${COUNT_BINS} bins)`,
  },
} as const satisfies Record<string, { names: readonly string[]; description: string }>;

export type FeatureBlock = keyof typeof FEATURE_BLOCKS;

export const FEATURE_BLOCK_IDS = Object.keys(FEATURE_BLOCKS) as FeatureBlock[];

/** The note every count block shares: RDKit.js gives counts only up to a bound. */
export const COUNTS_NOTE =
  'Counts are RDKit count simulation read back per bin: the highest of 1, 2, 4 or 8 that the count reached';

/** The feature names of some blocks, in the order given. */
export function featureNames(blocks: readonly FeatureBlock[]): string[] {
  return blocks.flatMap((block) => FEATURE_BLOCKS[block].names);
}

/** How many features some blocks make: featureNames(blocks).length without building the names (a per-molecule cost otherwise). */
export function featureCount(blocks: readonly FeatureBlock[]): number {
  let count = 0;
  for (const block of blocks) count += FEATURE_BLOCKS[block].names.length;
  return count;
}

/** The blocks in words, for a card. */
export function describeFeatureBlocks(blocks: readonly FeatureBlock[]): string {
  const parts = blocks.map((block) => FEATURE_BLOCKS[block].description);
  const counts = blocks.some((block) => block.endsWith('Counts')) ? `. ${COUNTS_NOTE}` : '';
  return `${parts.join('; ')}; from RDKit's WebAssembly build (2026.09)${counts}`;
}

/** Refuses a block name a model file may hold that this code does not know. */
export function checkFeatureBlocks(blocks: readonly string[]): FeatureBlock[] {
  for (const block of blocks) {
    if (!(block in FEATURE_BLOCKS)) {
      throw new Error(`Unknown feature block '${block}'; known: ${FEATURE_BLOCK_IDS.join(', ')}.`);
    }
  }
  return blocks as FeatureBlock[];
}

/**
 * Writes a molecule's features of `blocks` into `out` from `offset` (a row of a matrix). Pass
 * `descriptors` when already computed (they are the costliest block, about 0.9 ms a molecule).
 */
export function writeFeatures(
  molecule: Molecule,
  blocks: readonly FeatureBlock[],
  out: Float32Array,
  offset = 0,
  descriptors?: Descriptors,
): void {
  let at = offset;
  for (const block of blocks) {
    switch (block) {
      case 'descriptors':
        out.set(descriptorVector(descriptors ?? molecule.descriptors()), at);
        break;
      case 'maccs': {
        const keys = molecule.maccsKeys();
        for (let key = 1; key <= MACCS_KEYS; key++) out[at + key - 1] = hasBit(keys, key) ? 1 : 0;
        break;
      }
      case 'morganCounts':
        out.set(molecule.morganCounts({ radius: 2, nBins: COUNT_BINS }), at);
        break;
      case 'atomPairCounts':
        out.set(molecule.atomPairCounts(COUNT_BINS), at);
        break;
      case 'torsionCounts':
        out.set(molecule.torsionCounts(COUNT_BINS), at);
        break;
    }
    at += FEATURE_BLOCKS[block].names.length;
  }
}
