import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { modelToFile, trainRegressor } from '@peptox/ml';
import { describe, expect, it } from 'vitest';
import { loadModelFile } from './models.ts';

/** A 3-feature forest written as a model file whose meta names its feature blocks. */
function modelFile(blocks: string[]): URL {
  const x = Float32Array.from({ length: 60 }, (_, i) => (i * 7) % 11);
  const y = Array.from({ length: 20 }, (_, i) => i % 3);
  const model = trainRegressor({ x, nFeatures: 3 }, y, { nTrees: 3, seed: 1 });
  const meta = { name: 'toy', trainedAt: '2026-11-25T00:00:00Z', trainingRows: 20, blocks };
  const path = join(mkdtempSync(join(tmpdir(), 'peptox-model-')), 'toy.json');
  writeFileSync(path, JSON.stringify(modelToFile(model, meta)));
  return pathToFileURL(path);
}

describe('loadModelFile', () => {
  it('checks the feature count the code computes, given as a number or from the file’s meta', () => {
    const url = modelFile(['a', 'b', 'c']);
    expect(loadModelFile(url, 3, 'retrain').meta.name).toBe('toy');
    expect(
      loadModelFile(url, (meta) => (meta.blocks as string[]).length, 'retrain').model.nFeatures,
    ).toBe(3);
    expect(() =>
      loadModelFile(url, (meta) => (meta.blocks as string[]).length + 1, 'pnpm train'),
    ).toThrow(/takes 3 features but the code computes 4; retrain it \(pnpm train\)/);
    expect(() =>
      loadModelFile(
        url,
        () => {
          throw new Error('unknown block');
        },
        'retrain',
      ),
    ).toThrow(/unknown block/);
  });
});
