import { describe, expect, it } from 'vitest';
import { rmse } from '../metrics.ts';
import { createRng, type Rng } from '../random.ts';
import { boostingToJson } from '../serialize.ts';
import { meanLogLoss, randomRows, treeShape } from '../testing.ts';
import { type BoostingRound, trainBoosting } from './index.ts';

/** Standard normal draw (Box-Muller). */
const gaussian = (rng: Rng): number =>
  Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());

describe('gradient boosting: learning', () => {
  it('fits y = sin(2πx) + noise far better than a constant', () => {
    const rng = createRng(11);
    const sample = (n: number) => {
      const x = Float32Array.from({ length: n }, () => rng.next());
      const y = Array.from(x, (v) => Math.sin(2 * Math.PI * v) + 0.1 * gaussian(rng));
      return { x, y };
    };
    const train = sample(800);
    const test = sample(400);
    const model = trainBoosting({ x: train.x, nFeatures: 1 }, train.y, {
      kind: 'regression',
      nRounds: 150,
      maxDepth: 3,
    });
    const predicted = Array.from({ length: 400 }, (_, i) => model.predict(test.x, i));
    const constant = new Array(400).fill(model.baseScore);
    // The noise alone gives an RMSE of 0.1; a constant gives about 0.7.
    expect(rmse(test.y, constant)).toBeGreaterThan(0.6);
    expect(rmse(test.y, predicted)).toBeLessThan(0.15);
  });

  it('lowers the training log-loss at every round', () => {
    const p = 6;
    const x = randomRows(600, p, 21);
    const rng = createRng(22);
    const y = Array.from({ length: 600 }, (_, i) =>
      x[i * p] + x[i * p + 1] > 1 !== rng.next() < 0.1 ? 1 : 0,
    );
    const rounds: BoostingRound[] = [];
    const model = trainBoosting({ x, nFeatures: p }, y, {
      kind: 'classification',
      nRounds: 30,
      maxDepth: 3,
      onRound: (r) => rounds.push(r),
    });
    expect(rounds.map((r) => r.round)).toEqual(Array.from({ length: 30 }, (_, k) => k + 1));
    const prior = y.reduce((a: number, b) => a + b, 0) / 600;
    let previous = -(prior * Math.log(prior) + (1 - prior) * Math.log(1 - prior));
    for (const r of rounds) {
      expect(r.trainLoss).toBeLessThan(previous);
      previous = r.trainLoss;
    }
    // The loss the callback reports is the model's.
    expect(meanLogLoss(model, x, y)).toBeCloseTo(previous, 10);
  });

  it('stops early once the validation loss turns up, keeping the best round', () => {
    // Few rows, label noise and deep trees with a large step: it soon fits noise.
    const p = 10;
    const rng = createRng(31);
    const noisy = (x: Float32Array) =>
      Array.from({ length: x.length / p }, (_, i) => (x[i * p] > 0.5 !== rng.next() < 0.3 ? 1 : 0));
    const x = randomRows(200, p, 32);
    const vx = randomRows(400, p, 33);
    const y = noisy(x);
    const vy = noisy(vx);
    const rounds: BoostingRound[] = [];
    const model = trainBoosting({ x, nFeatures: p }, y, {
      kind: 'classification',
      nRounds: 300,
      maxDepth: 6,
      learningRate: 0.3,
      minChildWeight: 0,
      earlyStopping: { data: { x: vx, nFeatures: p }, y: vy, patience: 8 },
      onRound: (r) => rounds.push(r),
    });
    const losses = rounds.map((r) => r.validationLoss as number);
    const best = losses.indexOf(Math.min(...losses)) + 1;
    expect(rounds.length).toBeLessThan(300);
    expect(rounds.length).toBe(best + 8);
    expect(losses[losses.length - 1]).toBeGreaterThan(losses[best - 1]);
    expect(model.nTrees).toBe(best);
    // Only the kept trees' nodes remain (a binary tree has 2 · leaves - 1 nodes).
    expect(model.nNodes).toBe(treeShape(model).leaves.reduce((a, b) => a + 2 * b - 1, 0));
    expect(meanLogLoss(model, vx, vy)).toBeCloseTo(losses[best - 1], 10);
  });

  it('credits the informative feature with the importance', () => {
    const p = 8;
    const x = randomRows(500, p, 41);
    const y = Array.from({ length: 500 }, (_, i) => (x[i * p + 5] > 0.3 ? 1 : 0));
    const model = trainBoosting({ x, nFeatures: p }, y, {
      kind: 'classification',
      nRounds: 20,
      maxDepth: 3,
      colsample: 0.75,
    });
    const sum = model.importances.reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 10);
    expect(model.importances[5]).toBeGreaterThan(0.8);
  });
});

describe('gradient boosting: sampling', () => {
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

  it('gives the same model for the same seed, and another for another seed', () => {
    expect(boostingToJson(sampled(3))).toBe(boostingToJson(sampled(3)));
    expect(boostingToJson(sampled(3))).not.toBe(boostingToJson(sampled(4)));
    // Each kind of sampling on its own depends on the seed too.
    for (const sampling of [{ subsample: 0.7 }, { colsample: 0.5 }]) {
      const train = (seed: number) =>
        boostingToJson(
          trainBoosting({ x, nFeatures: p }, y, {
            kind: 'classification',
            nRounds: 5,
            seed,
            ...sampling,
          }),
        );
      expect(train(5)).toBe(train(5));
      expect(train(5)).not.toBe(train(6));
    }
  });
});

describe('gradient boosting: bad input', () => {
  const x = randomRows(10, 2, 61);
  const y = [0, 1, 0, 1, 0, 1, 0, 1, 0, 1];

  it('names the row of a bad label or feature', () => {
    const bad = [...y];
    bad[3] = 2;
    expect(() => trainBoosting({ x, nFeatures: 2 }, bad, { kind: 'classification' })).toThrow(
      /Row 3: label 2 is not 0 or 1/,
    );
    const nan = x.slice();
    nan[2 * 7 + 1] = Number.NaN;
    expect(() => trainBoosting({ x: nan, nFeatures: 2 }, y, { kind: 'regression' })).toThrow(
      /Feature 1 of row 7 is not a number/,
    );
    expect(() =>
      trainBoosting({ x, nFeatures: 2 }, y, {
        kind: 'classification',
        earlyStopping: { data: { x, nFeatures: 2 }, y: [...y.slice(0, 9), 5] },
      }),
    ).toThrow(/Early-stopping row 9: label 5/);
  });

  it('refuses out-of-range options and one-class data', () => {
    expect(() =>
      trainBoosting({ x, nFeatures: 2 }, y, { kind: 'classification', subsample: 0 }),
    ).toThrow(/subsample = 0/);
    expect(() =>
      trainBoosting({ x, nFeatures: 2 }, y, { kind: 'classification', maxBins: 256 }),
    ).toThrow(/maxBins = 256/);
    expect(() =>
      trainBoosting({ x, nFeatures: 2 }, new Array(10).fill(1), { kind: 'classification' }),
    ).toThrow(/both classes/);
  });
});
