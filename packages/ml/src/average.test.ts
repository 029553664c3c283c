import { describe, expect, it } from 'vitest';
import { AveragedTrees } from './average.ts';
import { trainBoosting } from './boosting/index.ts';
import { trainRegressor } from './forest/index.ts';
import { createRng } from './random.ts';
import { modelFromJson, modelToFile } from './serialize.ts';

const p = 3;
const rng = createRng(5);
const x = Float32Array.from({ length: 200 * p }, () => rng.next());
const y = Array.from(
  { length: 200 },
  (_, i) => 2 * (x[i * p] as number) + (x[i * p + 1] as number),
);
const forest = trainRegressor({ x, nFeatures: p }, y, { nTrees: 10, seed: 1 });
const boosting = trainBoosting({ x, nFeatures: p }, y, { kind: 'regression', nRounds: 30 });

describe('averaged trees', () => {
  it('scores the weighted mean of its members', () => {
    const average = new AveragedTrees([forest, boosting], [3, 1]);
    const row = [0.2, 0.7, 0.1];
    expect(average.predict(row)).toBeCloseTo(
      0.75 * forest.predict(row) + 0.25 * boosting.predict(row),
      6,
    );
    expect(average.nTrees).toBe(forest.nTrees + boosting.nTrees);
  });

  it('weighs importances as it weighs scores', () => {
    const average = new AveragedTrees([forest, boosting]);
    const f = average.importances as Float64Array;
    expect(f[0]).toBeCloseTo(
      ((forest.importances?.[0] ?? 0) + (boosting.importances[0] ?? 0)) / 2,
      6,
    );
  });

  it('survives its file with the same scores', () => {
    const average = new AveragedTrees([forest, boosting], [1, 2]);
    const loaded = modelFromJson(JSON.stringify(modelToFile(average, { name: 'x' })));
    for (let i = 0; i < 20; i++)
      expect(loaded.predict(x, i * p)).toBeCloseTo(average.predict(x, i * p), 5);
  });

  it('refuses members of different tasks or feature counts, and no weight at all', () => {
    const wide = trainRegressor({ x: new Float32Array(40), nFeatures: 4 }, Array(10).fill(1), {
      nTrees: 2,
    });
    expect(() => new AveragedTrees([forest, wide])).toThrow('share');
    expect(() => new AveragedTrees([forest, boosting], [0, 0])).toThrow('weights');
    expect(() => new AveragedTrees([])).toThrow('at least one');
  });
});
