import { describe, expect, it } from 'vitest';
import { trainBoosting } from './boosting/index.ts';
import { trainClassifier } from './forest/index.ts';
import {
  boostingFromJson,
  boostingToJson,
  forestFromJson,
  forestToJson,
  modelFromJson,
} from './serialize.ts';
import { randomRows } from './testing.ts';

describe('gradient boosting: model files', () => {
  const p = 12;
  const x = randomRows(400, p, 51);
  const y = Array.from({ length: 400 }, (_, i) =>
    x[i * p] + x[i * p + 3] * x[i * p + 7] > 0.7 ? 1 : 0,
  );
  const sampled = (seed: number) =>
    trainBoosting({ x, nFeatures: p }, y, {
      kind: 'classification',
      nRounds: 15,
      subsample: 0.7,
      colsample: 0.5,
      seed,
    });

  it('loads back from its file with exactly the same predictions', () => {
    const model = sampled(1);
    const text = boostingToJson(model, { features: 'test' });
    const file = JSON.parse(text);
    expect(file.format).toBe('peptox-gradient-boosting');
    expect(file.featureType).toBe('uint8');
    expect(file.childType).toBe('uint16');
    expect(file.meta).toEqual({ features: 'test' });
    const loaded = boostingFromJson(text);
    expect(loaded.nTrees).toBe(model.nTrees);
    const probe = randomRows(500, p, 52);
    for (let i = 0; i < 500; i++) {
      expect(loaded.predict(probe, i * p)).toBe(model.predict(probe, i * p));
      expect(loaded.predictRaw(probe, i * p)).toBe(model.predictRaw(probe, i * p));
    }
  });

  it('round-trips a regression model on more than 255 features (int16 indices)', () => {
    const wide = 300;
    const xw = randomRows(150, wide, 53);
    const yw = Array.from({ length: 150 }, (_, i) => 2 * xw[i * wide + 280] + xw[i * wide]);
    const model = trainBoosting({ x: xw, nFeatures: wide }, yw, {
      kind: 'regression',
      nRounds: 10,
    });
    const text = boostingToJson(model);
    expect(JSON.parse(text).featureType).toBe('int16');
    const loaded = boostingFromJson(text);
    const probe = randomRows(50, wide, 54);
    for (let i = 0; i < 50; i++)
      expect(loaded.predict(probe, i * wide)).toBe(model.predict(probe, i * wide));
  });

  it('reads either learner through modelFromJson, for model selection', () => {
    const forest = trainClassifier({ x, nFeatures: p }, y, { nTrees: 10 });
    const booster = sampled(2);
    const probe = randomRows(100, p, 55);
    for (const [text, model] of [
      [forestToJson(forest), forest],
      [boostingToJson(booster), booster],
    ] as const) {
      const loaded = modelFromJson(text);
      expect(loaded.kind).toBe('classification');
      expect(loaded.nFeatures).toBe(p);
      for (let i = 0; i < 100; i++)
        expect(loaded.predict(probe, i * p)).toBe(model.predict(probe, i * p));
    }
    expect(() => modelFromJson('{"format":"other"}')).toThrow(/Unknown model file format "other"/);
    const truncated = JSON.parse(boostingToJson(booster));
    truncated.value = truncated.value.slice(0, -8);
    expect(() => modelFromJson(JSON.stringify(truncated))).toThrow(/truncated/);
  });
});

describe('random forest: model files', () => {
  // Class 1 exactly when feature 0 > 0.5; features 1-3 are noise.
  const p = 4;
  const x = randomRows(300, p, 7);
  const y = Array.from({ length: 300 }, (_, i) => (x[i * p] > 0.5 ? 1 : 0));

  it('serialises and loads back with identical predictions', () => {
    const forest = trainClassifier({ x, nFeatures: p }, y, { nTrees: 20, mtry: 2 });
    const loaded = forestFromJson(forestToJson(forest, { note: 'test' }));
    expect(loaded.nNodes).toBe(forest.nNodes);
    const probe = randomRows(500, p, 99);
    for (let i = 0; i < 500; i++)
      expect(loaded.predict(probe, i * p)).toBe(forest.predict(probe, i * p));
  });

  it('round-trips a forest with more than 255 features (int16 feature indices)', () => {
    const p = 300;
    const x = randomRows(60, p, 21);
    const y = Array.from({ length: 60 }, (_, i) => (x[i * p + 299] > 0.5 ? 1 : 0));
    const forest = trainClassifier({ x, nFeatures: p }, y, { nTrees: 10, mtry: 50 });
    const text = forestToJson(forest);
    expect(JSON.parse(text).featureType).toBe('int16');
    const loaded = forestFromJson(text);
    expect(Array.from(loaded.feature)).toEqual(Array.from(forest.feature));
    const probe = randomRows(100, p, 22);
    for (let i = 0; i < 100; i++)
      expect(loaded.predict(probe, i * p)).toBe(forest.predict(probe, i * p));
  });

  it('rejects a truncated file', () => {
    const x = randomRows(50, 2, 1);
    const file = JSON.parse(
      forestToJson(
        trainClassifier(
          { x, nFeatures: 2 },
          Array.from({ length: 50 }, (_, i) => i % 2),
        ),
      ),
    );
    file.value = file.value.slice(0, -8);
    expect(() => forestFromJson(JSON.stringify(file))).toThrow(/truncated/);
  });
});
