import { useWasmBackend } from '@peptox/gcn';
import { createRng, pearson } from '@peptox/ml';
import { AMINO_ACIDS } from '@peptox/sequence';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodePeptides, RESIDUE_CHANNELS } from './encoding.ts';
import { type CnnFile, CnnModel } from './model.ts';
import { type CnnTrainingOptions, DEFAULT_CNN_TRAINING, trainCnn } from './train.ts';

beforeAll(() => useWasmBackend());

describe('encodePeptides', () => {
  it('codes each residue once, masks the padding and keeps the first residues of a long peptide', () => {
    const batch = encodePeptides(['KW', 'GLFDK'], 4);
    expect(batch.length).toBe(4);
    expect(Array.from(batch.mask)).toEqual([1, 1, 0, 0, 1, 1, 1, 1]);
    const channel = (p: number, i: number, c: number) =>
      batch.x[(p * batch.length + i) * RESIDUE_CHANNELS + c];
    expect(channel(0, 0, AMINO_ACIDS.indexOf('K'))).toBe(1);
    expect(channel(0, 1, AMINO_ACIDS.indexOf('W'))).toBe(1);
    const oneHot = (p: number, i: number) =>
      Array.from({ length: 20 }, (_, c) => channel(p, i, c)).reduce((a = 0, b = 0) => a + b, 0);
    expect(oneHot(1, 3)).toBe(1);
    expect(oneHot(0, 2)).toBe(0); // padding
  });
});

/** Random peptides with two tasks (share of K/R, share of W/F/L), each measured on half of them. */
function synthetic(n: number, seed: number) {
  const rng = createRng(seed);
  const sequences = Array.from({ length: n }, () =>
    Array.from({ length: 8 + rng.int(20) }, () => AMINO_ACIDS[rng.int(20)]).join(''),
  );
  const share = (s: string, set: string) => [...s].filter((c) => set.includes(c)).length / s.length;
  const targets = new Float32Array(n * 2);
  sequences.forEach((s, i) => {
    targets[i * 2] = i % 2 === 0 ? share(s, 'KR') : Number.NaN;
    targets[i * 2 + 1] = i % 3 !== 0 ? share(s, 'WFL') : Number.NaN;
  });
  return { sequences, tasks: ['cationic', 'hydrophobic'], targets };
}

const SMALL: CnnTrainingOptions = {
  ...DEFAULT_CNN_TRAINING,
  config: { ...DEFAULT_CNN_TRAINING.config, filters: 8, layers: 1, dense: 16 },
  epochs: 40,
  patience: 40,
  batchSize: 32,
  learningRate: 0.01,
  dropout: 0,
};

describe('trainCnn', () => {
  it('learns two tasks from peptides measured on one or the other, and its file predicts the same', () => {
    const train = synthetic(400, 1);
    const { model, epochs, bestEpoch } = trainCnn(train, SMALL);
    expect(epochs.length).toBe(40);
    expect(bestEpoch).toBeGreaterThan(1);
    const test = synthetic(200, 2);
    const predicted = model.predict(test.sequences);
    for (const k of [0, 1]) {
      const measured = test.sequences.map((_, i) => test.targets[i * 2 + k] as number);
      const rows = measured.flatMap((v, i) => (Number.isNaN(v) ? [] : [i]));
      const r = pearson(
        rows.map((i) => measured[i] as number),
        rows.map((i) => predicted[i * 2 + k] as number),
      );
      expect(r).toBeGreaterThan(0.8);
    }
    const file = JSON.parse(JSON.stringify(model.toFile({ note: 'test' }))) as CnnFile;
    const again = CnnModel.fromFile(file);
    expect(Array.from(again.predict(test.sequences.slice(0, 20)))).toEqual(
      Array.from(predicted.slice(0, 40)),
    );
    file.weights[0] = { ...(file.weights[0] as CnnFile['weights'][number]), name: 'dense.kernel' };
    expect(() => CnnModel.fromFile(file)).toThrow(/weight 0 is not conv0.kernel/);
    model.dispose();
    again.dispose();
  });
});
