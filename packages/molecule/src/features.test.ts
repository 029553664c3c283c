import { beforeAll, describe, expect, it } from 'vitest';
import { DESCRIPTOR_NAMES, descriptorVector } from './descriptors.ts';
import {
  checkFeatureBlocks,
  describeFeatureBlocks,
  FEATURE_BLOCK_IDS,
  type FeatureBlock,
  featureCount,
  featureNames,
  writeFeatures,
} from './features.ts';
import { withMolecule } from './molecule.ts';
import { loadRDKit, type RDKitModule } from './rdkit.ts';

let rdkit: RDKitModule;
beforeAll(async () => {
  rdkit = await loadRDKit();
});

const features = (smiles: string, blocks: FeatureBlock[], offset = 0) => {
  const out = new Float32Array(offset + featureNames(blocks).length).fill(-1);
  const read = withMolecule(rdkit, smiles, (m) => writeFeatures(m, blocks, out, offset));
  if (!read.ok) throw new Error(read.reason);
  return out;
};

describe('feature blocks', () => {
  it('names every feature of the blocks asked for, in their order', () => {
    expect(featureNames(['descriptors'])).toEqual([...DESCRIPTOR_NAMES]);
    const names = featureNames(['maccs', 'morganCounts']);
    expect(names).toHaveLength(166 + 2048);
    expect(names[0]).toBe('maccs_1');
    expect(names[166]).toBe('morgan_0');
    expect(new Set(featureNames(FEATURE_BLOCK_IDS)).size).toBe(43 + 166 + 3 * 2048);
    for (const blocks of [
      [],
      ['maccs'],
      ['descriptors', 'torsionCounts'],
      FEATURE_BLOCK_IDS,
    ] as const) {
      expect(featureCount(blocks)).toBe(featureNames(blocks).length);
    }
    expect(describeFeatureBlocks(['descriptors', 'torsionCounts'])).toMatch(
      /43 2D descriptors.*torsion count fingerprint.*1, 2, 4 or 8/,
    );
  });

  it('writes each block where its names say, from the offset on', () => {
    const ethanol = features('CCO', ['morganCounts', 'descriptors', 'maccs'], 3);
    expect([...ethanol.subarray(0, 3)]).toEqual([-1, -1, -1]); // before the offset: untouched
    const morgan = ethanol.subarray(3, 3 + 2048);
    const expected = withMolecule(rdkit, 'CCO', (m) => ({
      counts: m.morganCounts(),
      descriptors: descriptorVector(m.descriptors()),
    }));
    if (!expected.ok) throw new Error(expected.reason);
    expect([...morgan]).toEqual([...expected.value.counts]);
    const descriptors = ethanol.subarray(3 + 2048, 3 + 2048 + 43);
    expect([...descriptors]).toEqual([...Float32Array.from(expected.value.descriptors)]);
    const maccs = ethanol.subarray(3 + 2048 + 43);
    // Key 139 (OH) is feature maccs_139, at index 138; ethanol has no ring (key 165).
    expect(maccs[138]).toBe(1);
    expect(maccs[164]).toBe(0);
    expect(maccs.every((v) => v === 0 || v === 1)).toBe(true);
  });

  it('gives two spellings of one molecule the same row', () => {
    const blocks = FEATURE_BLOCK_IDS;
    expect([...features('OCC', blocks)]).toEqual([...features('CCO', blocks)]);
  });

  it('refuses a block a model file names that the code does not know', () => {
    expect(checkFeatureBlocks(['maccs', 'descriptors'])).toEqual(['maccs', 'descriptors']);
    expect(() => checkFeatureBlocks(['maccs', 'mqn'])).toThrow(/Unknown feature block 'mqn'/);
  });
});
