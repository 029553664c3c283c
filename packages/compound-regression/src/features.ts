import {
  DESCRIPTOR_NAMES,
  descriptorVector,
  hasBit,
  type MorganOptions,
  type RDKitModule,
  type SmilesResult,
  withMolecule,
} from '@peptox/molecule';

/** MACCS keys 1-166 (RDKit numbers them so; bit 0 is unused). */
const MACCS_KEYS = 166;
/** Topological-torsion bits; counts are simulated, so a repeated torsion sets more bits. */
const TORSION_BITS = 1024;

/**
 * The model's features, in order: RDKit's 43 2D descriptors, the 166 MACCS keys and a 1024-bit
 * topological-torsion fingerprint. Chosen in a probe on the LD50 and fish sets (80/20 and 5-fold,
 * gradient boosting): these beat descriptors with Morgan bits (radius 1-3), atom pairs, or E-state
 * atom-type sums, and adding Morgan bits to them changed nothing.
 */
export const COMPOUND_FEATURE_NAMES: readonly string[] = [
  ...DESCRIPTOR_NAMES,
  ...Array.from({ length: MACCS_KEYS }, (_, i) => `maccs_${i + 1}`),
  ...Array.from({ length: TORSION_BITS }, (_, i) => `torsion_${i}`),
];

export const COMPOUND_FEATURE_COUNT = COMPOUND_FEATURE_NAMES.length;

export const COMPOUND_FEATURE_DESCRIPTION = `${DESCRIPTOR_NAMES.length} RDKit 2D descriptors (molecular weight, Crippen logP and molar refractivity, TPSA, Labute ASA, H-bond donors and acceptors, ring, heteroatom and stereo counts, Kier-Hall chi and kappa indices, ...), the ${MACCS_KEYS} MACCS structural keys and a ${TORSION_BITS}-bit topological-torsion fingerprint (RDKit's, counts simulated), all from RDKit's WebAssembly build (2026.09)`;

/** The applicability domain's fingerprint: Morgan radius 2 (ECFP4-like), 2048 bits. */
export const DOMAIN_FINGERPRINT: Required<MorganOptions> = { radius: 2, nBits: 2048 };

/** What one molecule gives a compound model. */
export interface CompoundFeatures {
  canonicalSmiles: string;
  /** Average molecular weight (g/mol), to turn mol/kg or mol/L into mg/kg or mg/L. */
  molecularWeight: number;
  /** COMPOUND_FEATURE_NAMES' values. */
  features: Float32Array;
  /** Morgan fingerprint (DOMAIN_FINGERPRINT) for the applicability domain. */
  fingerprint: Uint8Array;
}

/**
 * Reads a SMILES with RDKit and computes the model's features, or says why the SMILES cannot be
 * read. `out`, when given, receives the features at `offset` (a row of a training matrix).
 */
export function compoundFeatures(
  rdkit: RDKitModule,
  smiles: string,
  out: Float32Array = new Float32Array(COMPOUND_FEATURE_COUNT),
  offset = 0,
): SmilesResult<CompoundFeatures> {
  const read = withMolecule(rdkit, smiles, (molecule) => {
    const descriptors = molecule.descriptors();
    out.set(descriptorVector(descriptors), offset);
    let at = offset + DESCRIPTOR_NAMES.length;
    const maccs = molecule.maccsKeys();
    for (let key = 1; key <= MACCS_KEYS; key++) out[at++] = hasBit(maccs, key) ? 1 : 0;
    const torsions = molecule.topologicalTorsionFingerprint(TORSION_BITS);
    for (let bit = 0; bit < TORSION_BITS; bit++) out[at++] = hasBit(torsions, bit) ? 1 : 0;
    return {
      canonicalSmiles: molecule.canonicalSmiles(),
      molecularWeight: descriptors.amw,
      features: out.subarray(offset, offset + COMPOUND_FEATURE_COUNT),
      fingerprint: molecule.morganFingerprint(DOMAIN_FINGERPRINT),
    };
  });
  return read.ok ? { ok: true, ...read.value } : read;
}
