import { describe, expect, it } from 'vitest';
import { type BoostingRound, GradientBoosting, trainBoosting } from './boosting.ts';
import { trainClassifier } from './forest.ts';
import { rmse } from './metrics.ts';
import { createRng, type Rng } from './random.ts';
import { boostingFromJson, boostingToJson, forestToJson, modelFromJson } from './serialize.ts';
import { sumOfLeaves } from './trees.ts';

/** n rows of p uniform features from a seeded generator. */
function randomRows(n: number, p: number, seed: number): Float32Array {
  const rng = createRng(seed);
  return Float32Array.from({ length: n * p }, () => rng.next());
}

/** Standard normal draw (Box-Muller). */
const gaussian = (rng: Rng): number =>
  Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());

const meanLogLoss = (model: GradientBoosting, x: Float32Array, y: ArrayLike<number>): number => {
  const p = model.nFeatures;
  let sum = 0;
  for (let i = 0; i < y.length; i++) {
    const prob = model.predict(x, i * p);
    sum -= y[i] === 1 ? Math.log(prob) : Math.log(1 - prob);
  }
  return sum / y.length;
};

/** Leaves per tree, and the deepest and shallowest leaf's depth over all trees. */
function treeShape(model: GradientBoosting): {
  leaves: number[];
  depth: number;
  shallowest: number;
} {
  const leaves: number[] = [];
  let depth = 0;
  let shallowest = Number.POSITIVE_INFINITY;
  for (let t = 0; t < model.nTrees; t++) {
    const root = model.roots[t];
    let count = 0;
    const stack: [number, number][] = [[root, 0]];
    while (stack.length > 0) {
      const [node, d] = stack.pop() as [number, number];
      if (model.feature[node] < 0) {
        count++;
        depth = Math.max(depth, d);
        shallowest = Math.min(shallowest, d);
      } else {
        const left = root + model.child[node];
        stack.push([left, d + 1], [left + 1, d + 1]);
      }
    }
    leaves.push(count);
  }
  return { leaves, depth, shallowest };
}

describe('gradient boosting: trees', () => {
  // Feature 0 takes 100 distinct values (each 4 times), feature 1 is noise.
  const n = 400;
  const x = new Float32Array(n * 2);
  const rng = createRng(5);
  for (let i = 0; i < n; i++) {
    x[2 * i] = (i % 100) / 100;
    x[2 * i + 1] = rng.next();
  }

  it('finds the threshold of a step with a single stump', () => {
    const y = Array.from({ length: n }, (_, i) => (x[2 * i] > 0.42 ? 1 : 0));
    const model = trainBoosting({ x, nFeatures: 2 }, y, {
      kind: 'classification',
      nRounds: 1,
      maxDepth: 1,
    });
    expect(model.nTrees).toBe(1);
    expect(model.nNodes).toBe(3);
    expect(model.feature[0]).toBe(0);
    expect(model.value[0]).toBeGreaterThan(Math.fround(0.42));
    expect(model.value[0]).toBeLessThan(Math.fround(0.43));
    expect(model.predict([0.42, 0.5])).toBeLessThan(model.predict([0.43, 0.5]));
  });

  it('orders negative, zero and positive values alike when binning', () => {
    // Feature 0 from -0.7 to 0.29, zero as -0 in half the rows and +0 in the others; a step
    // between -0.28 and -0.27.
    const shifted = x.map((v, k) => {
      if (k % 2 === 1) return v;
      const row = k / 2;
      if (row % 100 === 70) return row % 200 === 70 ? -0 : 0;
      return v - 0.7;
    });
    expect(shifted.filter((v) => Object.is(v, -0)).length).toBe(2);
    const y = Array.from({ length: n }, (_, i) => (shifted[2 * i] > -0.28 ? 1 : 0));
    const model = trainBoosting({ x: shifted, nFeatures: 2 }, y, {
      kind: 'classification',
      nRounds: 1,
      maxDepth: 1,
    });
    expect(model.feature[0]).toBe(0);
    expect(model.value[0]).toBeGreaterThan(Math.fround(-0.28));
    expect(model.value[0]).toBeLessThan(Math.fround(-0.27));
  });

  it('takes a Newton step for log-loss: -G / H on each side of the stump', () => {
    const y = Array.from({ length: n }, (_, i) => (x[2 * i] > 0.42 ? 1 : 0));
    const model = trainBoosting({ x, nFeatures: 2 }, y, {
      kind: 'classification',
      nRounds: 1,
      maxDepth: 1,
      lambda: 0,
      learningRate: 1,
    });
    // Every row starts at the prior q = 0.57: a class-1 row has g = q - 1 and h = q(1 - q).
    const q = 0.57;
    expect(model.baseScore).toBeCloseTo(Math.log(q / (1 - q)), 12);
    expect(model.predictRaw([0.9, 0.5]) - model.baseScore).toBeCloseTo(1 / q, 6);
    expect(model.predictRaw([0.1, 0.5]) - model.baseScore).toBeCloseTo(-1 / (1 - q), 6);
  });

  it('gives each side of a stump its mean (squared error, no penalty, no shrinkage)', () => {
    const y = Array.from({ length: n }, (_, i) => (x[2 * i] > 0.42 ? 5 : 1));
    const model = trainBoosting({ x, nFeatures: 2 }, y, {
      kind: 'regression',
      nRounds: 1,
      maxDepth: 1,
      lambda: 0,
      learningRate: 1,
    });
    expect(model.baseScore).toBeCloseTo((1 * 43 + 5 * 57) / 100, 10);
    expect(model.predict([0.1, 0.9])).toBeCloseTo(1, 5);
    expect(model.predict([0.9, 0.1])).toBeCloseTo(5, 5);
  });

  it('cuts a feature with more distinct values than bins at quantiles', () => {
    const xs = randomRows(1000, 1, 3);
    const y = Array.from(xs, (v) => Math.sin(6 * v));
    const model = trainBoosting({ x: xs, nFeatures: 1 }, y, {
      kind: 'regression',
      nRounds: 20,
      maxDepth: 3,
      maxBins: 2,
    });
    // Two bins leave one threshold, near the median.
    const thresholds = new Set(Array.from(model.value).filter((_, k) => model.feature[k] >= 0));
    expect(thresholds.size).toBe(1);
    const [median] = thresholds;
    expect(Math.abs((median as number) - 0.5)).toBeLessThan(0.05);
  });

  it('keeps to maxDepth, and to maxLeaves when it grows best-first', () => {
    const p = 5;
    const xs = randomRows(500, p, 8);
    const y = Array.from({ length: 500 }, (_, i) => Math.sin(5 * xs[i * p]) + xs[i * p + 1] ** 2);
    const deep = trainBoosting({ x: xs, nFeatures: p }, y, {
      kind: 'regression',
      nRounds: 5,
      maxDepth: 3,
    });
    expect(treeShape(deep).depth).toBe(3);
    expect(Math.max(...treeShape(deep).leaves)).toBe(8);
    const limited = trainBoosting({ x: xs, nFeatures: p }, y, {
      kind: 'regression',
      nRounds: 5,
      maxDepth: 20,
      maxLeaves: 5,
    });
    expect(treeShape(limited).leaves).toEqual([5, 5, 5, 5, 5]);
    // A leaf limit that maxDepth reaches first gives the same trees, grown in another order.
    const both = trainBoosting({ x: xs, nFeatures: p }, y, {
      kind: 'regression',
      nRounds: 5,
      maxDepth: 3,
      maxLeaves: 8,
    });
    const probe = randomRows(200, p, 9);
    for (let i = 0; i < 200; i++)
      expect(both.predict(probe, i * p)).toBe(deep.predict(probe, i * p));
  });
});

describe('gradient boosting: scoring', () => {
  const p = 4;
  const probe = randomRows(300, p, 72);
  for (let k = 0; k < probe.length; k += 7) probe[k] = Number.NaN; // NaN goes right
  const expectSameAsStoredNodes = (model: GradientBoosting) => {
    for (let i = 0; i < 300; i++) {
      expect(model.predictRaw(probe, i * p)).toBe(
        model.baseScore + sumOfLeaves(model, probe, i * p),
      );
    }
  };

  it('scores through padded complete trees exactly as through the stored nodes', () => {
    const x = randomRows(300, p, 71);
    const y = Array.from({ length: 300 }, (_, i) => Math.sin(8 * x[i * p]) + x[i * p + 1]);
    const model = trainBoosting({ x, nFeatures: p }, y, {
      kind: 'regression',
      nRounds: 10,
      maxDepth: 5,
      minChildWeight: 30,
    });
    const shape = treeShape(model);
    expect(shape.shallowest).toBeLessThan(shape.depth); // some leaves are padded
    expectSameAsStoredNodes(model);
  });

  it('scores a tree deeper than the padding limit (a chain of 12 splits)', () => {
    // One tree, a chain of 12 splits on feature 0: node 2k splits at (k + 1) / 13, its left
    // child 2k + 1 is a leaf of value k, its right child 2k + 2 the next split (or the last leaf).
    const depth = 12;
    const feature: number[] = [];
    const child: number[] = [];
    const value: number[] = [];
    for (let k = 0; k < depth; k++) {
      feature.push(0, -1);
      child.push(2 * k + 1, 0);
      value.push(Math.fround((k + 1) / (depth + 1)), k);
    }
    feature.push(-1);
    child.push(0);
    value.push(depth);
    const model = new GradientBoosting(
      'regression',
      p,
      0.5,
      Int32Array.of(0),
      Int32Array.from(feature),
      Int32Array.from(child),
      Float32Array.from(value),
      new Float64Array(p),
    );
    expect(treeShape(model).depth).toBe(depth);
    expect(model.predict([0.5, 0, 0, 0])).toBe(0.5 + 6); // 0.5 <= 7 / 13 first
    expectSameAsStoredNodes(model);
  });
});

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

  it('keeps the first rounds of a model: the rounds can be chosen after training', () => {
    const p = 5;
    const x = randomRows(300, p, 41);
    const y = Array.from({ length: 300 }, (_, i) => (x[i * p] + x[i * p + 1] > 1 ? 1 : 0));
    const rounds: BoostingRound[] = [];
    const model = trainBoosting({ x, nFeatures: p }, y, {
      kind: 'classification',
      nRounds: 30,
      maxDepth: 3,
      onRound: (r) => rounds.push(r),
    });
    for (const k of [1, 7, 30]) {
      const first = model.firstTrees(k);
      expect(first.nTrees).toBe(k);
      expect(first.nNodes).toBe(treeShape(first).leaves.reduce((a, b) => a + 2 * b - 1, 0));
      // The model of k rounds is the one training had after round k.
      expect(meanLogLoss(first, x, y)).toBeCloseTo(rounds[k - 1]?.trainLoss as number, 6);
    }
    expect(model.firstTrees(30).predict(x, 7 * p)).toBe(model.predict(x, 7 * p));
    expect(() => model.firstTrees(0)).toThrow(/firstTrees\(0\)/);
    expect(() => model.firstTrees(31)).toThrow(/has 30 trees/);
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

describe('gradient boosting: sampling and files', () => {
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
