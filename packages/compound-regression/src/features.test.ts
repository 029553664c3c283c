import { DESCRIPTOR_NAMES, loadRDKit, type RDKitModule } from '@peptox/molecule';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMPOUND_FEATURE_COUNT,
  COMPOUND_FEATURE_NAMES,
  compoundFeatures,
  DOMAIN_FINGERPRINT,
} from './features.ts';

let rdkit: RDKitModule;
beforeAll(async () => {
  rdkit = await loadRDKit();
});

const at = (name: string) => COMPOUND_FEATURE_NAMES.indexOf(name);

describe('compoundFeatures', () => {
  it('lays out descriptors, MACCS keys 1-166 and 1024 torsion bits under their names', () => {
    expect(COMPOUND_FEATURE_COUNT).toBe(DESCRIPTOR_NAMES.length + 166 + 1024);
    expect(new Set(COMPOUND_FEATURE_NAMES).size).toBe(COMPOUND_FEATURE_COUNT);
    const ethanol = compoundFeatures(rdkit, 'OCC');
    if (!ethanol.ok) throw new Error(ethanol.reason);
    expect(ethanol.canonicalSmiles).toBe('CCO');
    // C2H6O: 2 x 12.011 + 6 x 1.008 + 15.999.
    expect(ethanol.molecularWeight).toBeCloseTo(46.069, 2);
    expect(ethanol.features[at('amw')]).toBeCloseTo(46.069, 2);
    expect(ethanol.features[at('NumHeavyAtoms')]).toBe(3);
    // MACCS 164 (O), 160 (CH3), 139 (OH) set; 162 (aromatic) not.
    expect([164, 160, 139, 162].map((k) => ethanol.features[at(`maccs_${k}`)])).toEqual([
      1, 1, 1, 0,
    ]);
    // Three heavy atoms make no four-atom torsion.
    const torsions = ethanol.features.subarray(at('torsion_0'));
    expect(torsions).toHaveLength(1024);
    expect(torsions.every((v) => v === 0)).toBe(true);
    expect(ethanol.fingerprint).toHaveLength(DOMAIN_FINGERPRINT.nBits / 8);
  });

  it('writes into a training row at an offset, the same values as alone', () => {
    const matrix = new Float32Array(2 * COMPOUND_FEATURE_COUNT);
    const aspirin = 'CC(=O)Oc1ccccc1C(=O)O';
    const inRow = compoundFeatures(rdkit, aspirin, matrix, COMPOUND_FEATURE_COUNT);
    const alone = compoundFeatures(rdkit, aspirin);
    if (!inRow.ok || !alone.ok) throw new Error('aspirin did not parse');
    expect(matrix.subarray(COMPOUND_FEATURE_COUNT)).toEqual(alone.features);
    expect(matrix.subarray(0, COMPOUND_FEATURE_COUNT).every((v) => v === 0)).toBe(true);
    // Butane-like paths exist in aspirin: some torsion bits are set.
    expect(alone.features.subarray(at('torsion_0')).some((v) => v === 1)).toBe(true);
  });

  it('says why a SMILES cannot be read', () => {
    expect(compoundFeatures(rdkit, 'C1CC')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/ring bond 1/),
    });
  });
});
