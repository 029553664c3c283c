import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { modelToFile, trainRegressor } from '@peptox/ml';
import { afterEach, describe, expect, it } from 'vitest';
import { loadModelFile, modelPath, servedCard } from './models.ts';

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

describe('MODELS_DIR: released model files take the place of the committed ones', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'peptox-models-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    delete process.env.MODELS_DIR;
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('reads a file of the same name from MODELS_DIR, and the committed one otherwise', () => {
    const committed = folder();
    const released = folder();
    writeFileSync(join(released, 'demo.json'), '{}');
    const url = (name: string) => pathToFileURL(join(committed, name));
    expect(modelPath(url('demo.json'))).toBe(join(committed, 'demo.json'));
    process.env.MODELS_DIR = released;
    expect(modelPath(url('demo.json'))).toBe(join(released, 'demo.json'));
    expect(modelPath(url('other.json'))).toBe(join(committed, 'other.json'));
  });

  it("serves the released card of a model when MODELS_DIR has it, with the method's id", () => {
    const released = folder();
    const card = { name: 'demo', title: 'Demo', date: '2026-11-01' };
    writeFileSync(
      join(released, 'demo.card.json'),
      JSON.stringify({ ...card, date: '2026-11-25' }),
    );
    expect(servedCard(card, 'm').date).toBe('2026-11-01');
    process.env.MODELS_DIR = released;
    expect(servedCard(card, 'm')).toMatchObject({ date: '2026-11-25', method: 'm' });
    expect(servedCard({ ...card, name: 'other' }, 'm').date).toBe('2026-11-01');
  });
});
