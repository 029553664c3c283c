/** RDKit's 2D descriptors as `get_descriptors()` gives them (RDKit 2026.09), in its order. */
export const DESCRIPTOR_NAMES = [
  'exactmw',
  'amw',
  'lipinskiHBA',
  'lipinskiHBD',
  'NumRotatableBonds',
  'NumHBD',
  'NumHBA',
  'NumHeavyAtoms',
  'NumAtoms',
  'NumHeteroatoms',
  'NumAmideBonds',
  'FractionCSP3',
  'NumRings',
  'NumAromaticRings',
  'NumAliphaticRings',
  'NumSaturatedRings',
  'NumHeterocycles',
  'NumAromaticHeterocycles',
  'NumSaturatedHeterocycles',
  'NumAliphaticHeterocycles',
  'NumSpiroAtoms',
  'NumBridgeheadAtoms',
  'NumAtomStereoCenters',
  'NumUnspecifiedAtomStereoCenters',
  'labuteASA',
  'tpsa',
  'CrippenClogP',
  'CrippenMR',
  'chi0v',
  'chi1v',
  'chi2v',
  'chi3v',
  'chi4v',
  'chi0n',
  'chi1n',
  'chi2n',
  'chi3n',
  'chi4n',
  'hallKierAlpha',
  'kappa1',
  'kappa2',
  'kappa3',
  'Phi',
] as const;

export type DescriptorName = (typeof DESCRIPTOR_NAMES)[number];

/**
 * exactmw: monoisotopic mass; amw: average molecular weight (g/mol); NumAtoms counts hydrogens,
 * NumHeavyAtoms does not; CrippenClogP / CrippenMR: Wildman-Crippen logP and molar refractivity;
 * tpsa: topological polar surface area (Å²); labuteASA: Labute's approximate surface area;
 * chi*, kappa*, hallKierAlpha, Phi: Kier-Hall connectivity and shape indices.
 */
export type Descriptors = Record<DescriptorName, number>;

/** Reads `get_descriptors()` JSON; a name missing (RDKit changed) is an error, not a silent 0. */
export function readDescriptors(json: string): Descriptors {
  const raw = JSON.parse(json) as Record<string, unknown>;
  const descriptors = {} as Descriptors;
  for (const name of DESCRIPTOR_NAMES) {
    const value = raw[name];
    if (typeof value !== 'number') {
      throw new Error(`RDKit's descriptors lack '${name}'; this package expects RDKit 2026.09.`);
    }
    descriptors[name] = value;
  }
  return descriptors;
}

/** The descriptors as a feature vector in DESCRIPTOR_NAMES order. */
export function descriptorVector(descriptors: Descriptors): Float64Array {
  return Float64Array.from(DESCRIPTOR_NAMES, (name) => descriptors[name]);
}
