import type { TreeModel } from '@peptox/ml';
import { featureCount } from '@peptox/molecule';
import { describe, expect, it } from 'vitest';
import { auxiliaryMeta, modelInputs } from './auxiliary.ts';

describe('modelInputs', () => {
  it("computes each block once and makes the model's row: its blocks, then the other model's value", () => {
    const d = featureCount(['descriptors']);
    const m = featureCount(['maccs']);
    const t = featureCount(['torsionCounts']);
    // The other model reads maccs then torsion counts; it answers the sum of its first and last.
    const seen: number[][] = [];
    const other = {
      predict(x: Float32Array, offset: number) {
        seen.push(Array.from(x.subarray(offset, offset + m + t)));
        return (x[offset] as number) + (x[offset + m + t - 1] as number);
      },
    } as unknown as TreeModel;
    const inputs = modelInputs(['descriptors', 'maccs'], {
      model: other,
      blocks: ['maccs', 'torsionCounts'],
    });
    expect(inputs.blocks).toEqual(['descriptors', 'maccs', 'torsionCounts']);
    expect(inputs.nFeatures).toBe(d + m + 1);
    // Every computed feature its own index, so where each one lands can be read off.
    const features = Float32Array.from({ length: d + m + t }, (_, i) => i);
    const row = inputs.row(features, new Float32Array(inputs.nFeatures));
    expect(Array.from(row.subarray(0, d + m))).toEqual(Array.from(features.subarray(0, d + m)));
    expect(seen[0]).toEqual(Array.from(features.subarray(d)));
    expect(row[d + m]).toBe(d + (d + m + t - 1));
  });

  it('is the blocks alone for a model without an auxiliary model', () => {
    const inputs = modelInputs(['descriptors']);
    const features = Float32Array.from({ length: inputs.nFeatures }, (_, i) => i * 2);
    expect(inputs.blocks).toEqual(['descriptors']);
    expect(Array.from(inputs.row(features, new Float32Array(0)))).toEqual(Array.from(features));
  });
});

describe('auxiliaryMeta', () => {
  it('reads the copy and the label, none when absent, and refuses a half-written one', () => {
    expect(auxiliaryMeta({}, 'm.json')).toBeNull();
    expect(auxiliaryMeta({ auxiliary: { file: 'a.json', label: 'pLD50' } }, 'm.json')).toEqual({
      file: 'a.json',
      label: 'pLD50',
    });
    expect(() => auxiliaryMeta({ auxiliary: { file: 'a.json' } }, 'm.json')).toThrow(
      'm.json: meta.auxiliary',
    );
  });
});
