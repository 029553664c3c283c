import { featureNames, loadRDKit, type RDKitModule } from '@peptox/molecule';
import { beforeAll, describe, expect, it } from 'vitest';
import { compoundFeatures, DOMAIN_FINGERPRINT, modelFeatureBlocks } from './features.ts';

let rdkit: RDKitModule;
beforeAll(async () => {
  rdkit = await loadRDKit();
});

const blocks = ['descriptors', 'maccs', 'torsionCounts'] as const;
const names = featureNames(blocks);
const at = (name: string) => names.indexOf(name);

describe('compoundFeatures', () => {
  it('lays out the blocks asked for under their names, with the weight and the domain fingerprint', () => {
    const ethanol = compoundFeatures(rdkit, 'OCC', blocks);
    if (!ethanol.ok) throw new Error(ethanol.reason);
    expect(ethanol.features).toHaveLength(names.length);
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
    expect(ethanol.features.subarray(at('torsion_0')).every((v) => v === 0)).toBe(true);
    expect(ethanol.fingerprint).toHaveLength(DOMAIN_FINGERPRINT.nBits / 8);
  });

  it('writes into a training row at an offset, the same values as alone, in the order asked', () => {
    const p = names.length;
    const matrix = new Float32Array(2 * p);
    const aspirin = 'CC(=O)Oc1ccccc1C(=O)O';
    const inRow = compoundFeatures(rdkit, aspirin, blocks, matrix, p);
    const alone = compoundFeatures(rdkit, aspirin, blocks);
    if (!inRow.ok || !alone.ok) throw new Error('aspirin did not parse');
    expect(matrix.subarray(p)).toEqual(alone.features);
    expect(matrix.subarray(0, p).every((v) => v === 0)).toBe(true);
    expect(alone.features.subarray(at('torsion_0')).some((v) => v > 0)).toBe(true);
    // Blocks in another order: the same values, moved.
    const swapped = compoundFeatures(rdkit, aspirin, ['maccs', 'descriptors']);
    if (!swapped.ok) throw new Error('aspirin did not parse');
    expect(swapped.features.subarray(166)).toEqual(alone.features.subarray(0, at('maccs_1')));
  });

  it('says why a SMILES cannot be read', () => {
    expect(compoundFeatures(rdkit, 'C1CC', blocks)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/ring bond 1/),
    });
  });
});

describe('modelFeatureBlocks', () => {
  it('takes the blocks a model file names, and refuses a file without them or with unknown ones', () => {
    expect(modelFeatureBlocks({ featureBlocks: ['descriptors', 'maccs'] }, 'm.json')).toEqual([
      'descriptors',
      'maccs',
    ]);
    expect(() => modelFeatureBlocks({}, 'm.json')).toThrow(
      /m\.json does not name its feature blocks/,
    );
    expect(() => modelFeatureBlocks({ featureBlocks: ['ecfp6'] }, 'm.json')).toThrow(
      /Unknown feature block 'ecfp6'/,
    );
  });
});
