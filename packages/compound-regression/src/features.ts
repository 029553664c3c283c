import {
  checkFeatureBlocks,
  type FeatureBlock,
  featureCount,
  type MorganOptions,
  type RDKitModule,
  type SmilesResult,
  withMolecule,
  writeFeatures,
} from '@peptox/molecule';

/** The applicability domain's fingerprint: Morgan radius 2 (ECFP4-like), 2048 bits. */
export const DOMAIN_FINGERPRINT: Required<MorganOptions> = { radius: 2, nBits: 2048 };

/**
 * The feature blocks a model file was trained on (its meta's `featureBlocks`, chosen by its
 * training run), checked against the blocks this code computes.
 */
export function modelFeatureBlocks(meta: Record<string, unknown>, file: string): FeatureBlock[] {
  if (!Array.isArray(meta.featureBlocks) || meta.featureBlocks.length === 0) {
    throw new Error(`${file} does not name its feature blocks (meta.featureBlocks); retrain it.`);
  }
  return checkFeatureBlocks(meta.featureBlocks as string[]);
}

/** What one molecule gives a compound model. */
export interface CompoundFeatures {
  canonicalSmiles: string;
  /** Average molecular weight (g/mol), to turn mol/kg or mol/L into mg/kg or mg/L. */
  molecularWeight: number;
  /** The values of featureNames(blocks). */
  features: Float32Array;
  /** Morgan fingerprint (DOMAIN_FINGERPRINT) for the applicability domain. */
  fingerprint: Uint8Array;
}

/**
 * Reads a SMILES with RDKit and computes the features of `blocks` once (RDKit's descriptors serve
 * both the features and the molecular weight), or says why the SMILES cannot be read. `out`,
 * when given, receives the features at `offset` (a row of a training matrix).
 */
export function compoundFeatures(
  rdkit: RDKitModule,
  smiles: string,
  blocks: readonly FeatureBlock[],
  out: Float32Array = new Float32Array(featureCount(blocks)),
  offset = 0,
): SmilesResult<CompoundFeatures> {
  const count = featureCount(blocks);
  const read = withMolecule(rdkit, smiles, (molecule) => {
    const descriptors = molecule.descriptors();
    writeFeatures(molecule, blocks, out, offset, descriptors);
    return {
      canonicalSmiles: molecule.canonicalSmiles(),
      molecularWeight: descriptors.amw,
      features: out.subarray(offset, offset + count),
      fingerprint: molecule.morganFingerprint(DOMAIN_FINGERPRINT),
    };
  });
  return read.ok ? { ok: true, ...read.value } : read;
}
