import { loadRDKit, withMolecule } from '@peptox/molecule';
import { beforeAll, describe, expect, it } from 'vitest';
import { type GraphInput, graphInput } from './graph-input.ts';
import { GcnModel } from './model.ts';
import { DEFAULT_CONFIG } from './network.ts';
import { tf, useWasmBackend } from './tf.ts';
import {
  type LabelledGraphs,
  maskedCrossEntropy,
  maskedSquaredError,
  rampUp,
  type TrainingOptions,
  taskAucs,
  taskR2s,
  trainGcn,
} from './train.ts';

// Two tasks a graph network can learn from a few dozen molecules: "has a nitrogen" and "has an
// aromatic ring".
const SMILES = [
  'CCO',
  'CCCO',
  'CCCCO',
  'CC(C)O',
  'CCN',
  'CCCN',
  'CCCCN',
  'CC(C)N',
  'CCOC',
  'CCNC',
  'c1ccccc1',
  'Cc1ccccc1',
  'CCc1ccccc1',
  'Oc1ccccc1',
  'Nc1ccccc1',
  'c1ccncc1',
  'Cc1ccncc1',
  'c1ccc2ccccc2c1',
  'c1cc[nH]c1',
  'c1ccoc1',
  'C1CCCCC1',
  'C1CCNCC1',
  'C1CCOCC1',
  'CC(=O)O',
  'CC(=O)N',
  'NCC(=O)O',
  'OCC(O)CO',
  'CCCCCC',
  'CCCCCCN',
  'CCCCCCO',
  'Clc1ccccc1',
  'Brc1ccccc1',
  'CC#N',
  'N#Cc1ccccc1',
  'CC(C)(C)O',
  'CC(C)(C)N',
  'O=C1CCCC1',
  'O=C1CCCN1',
  'c1ccsc1',
  'CSC',
];
const TASKS = 2;

let graphs: GraphInput[];
let labels: Float32Array;
beforeAll(async () => {
  const rdkit = await loadRDKit();
  await useWasmBackend();
  graphs = SMILES.map((smiles) => {
    const read = withMolecule(rdkit, smiles, (m) => graphInput(m.graph()));
    if (!read.ok) throw new Error(read.reason);
    return read.value;
  });
  labels = new Float32Array(SMILES.length * TASKS);
  SMILES.forEach((smiles, i) => {
    labels[i * TASKS] = /N|n/.test(smiles) ? 1 : 0;
    labels[i * TASKS + 1] = /c/.test(smiles) ? 1 : 0;
  });
  // Some labels not measured, as in Tox21.
  for (const i of [3, 11, 22, 35]) labels[i * TASKS + 1] = Number.NaN;
});

const options: TrainingOptions = {
  config: { ...DEFAULT_CONFIG, hidden: 16, dense: 16, layers: 2, outputs: TASKS },
  tasks: ['nitrogen', 'aromatic'],
  epochs: 40,
  patience: 40,
  batchSize: 8,
  learningRate: 0.01,
  dropout: 0.1,
  inputNoise: 0,
  seed: 7,
};

const set = (rows: number[]): LabelledGraphs => {
  const out = new Float32Array(rows.length * TASKS);
  rows.forEach((m, r) => {
    out.set(labels.subarray(m * TASKS, (m + 1) * TASKS), r * TASKS);
  });
  return { graphs: rows.map((m) => graphs[m] as GraphInput), labels: out };
};
const all = () => set(SMILES.map((_, i) => i));

describe('maskedCrossEntropy', () => {
  it('averages the binary cross-entropy over measured entries only', () => {
    const logits = tf.tensor2d([
      [2, -1],
      [0.5, 30],
    ]);
    const y = tf.tensor2d([
      [1, 0],
      [0, 1],
    ]);
    const mask = tf.tensor2d([
      [1, 1],
      [1, 0],
    ]);
    const bce = (x: number, z: number) =>
      Math.max(x, 0) - x * z + Math.log1p(Math.exp(-Math.abs(x)));
    const expected = (bce(2, 1) + bce(-1, 0) + bce(0.5, 0)) / 3;
    expect(maskedCrossEntropy(logits, y, mask).dataSync()[0]).toBeCloseTo(expected, 5);
  });
});

describe('maskedSquaredError', () => {
  it('averages the squared error over measured entries only', () => {
    const outputs = tf.tensor2d([
      [1, 2],
      [3, 4],
    ]);
    const y = tf.tensor2d([
      [0, 2],
      [5, 100],
    ]);
    const mask = tf.tensor2d([
      [1, 1],
      [1, 0],
    ]);
    expect(maskedSquaredError(outputs, y, mask).dataSync()[0]).toBeCloseTo((1 + 0 + 4) / 3, 5);
  });
});

describe('taskR2s', () => {
  it('scores each task over its measured molecules only', () => {
    const labels = Float32Array.from([1, 0, 2, Number.NaN, 3, 5]);
    const values = Float32Array.from([1, 9, 2, 9, 3, 4]);
    const [first, second] = taskR2s(labels, values, 2);
    expect(first).toBeCloseTo(1);
    // Measured 0 and 5 (mean 2.5), predicted 9 and 4: 1 - (81 + 1) / 12.5.
    expect(second).toBeCloseTo(1 - 82 / 12.5);
  });
});

describe('rampUp', () => {
  it("rises from exp(-5) to 1 over the ramp, as the mean teacher's consistency weight does", () => {
    expect(rampUp(0, 5)).toBeCloseTo(Math.exp(-5));
    expect(rampUp(2.5, 5)).toBeCloseTo(Math.exp(-1.25));
    expect(rampUp(5, 5)).toBe(1);
    expect(rampUp(3, 0)).toBe(1);
  });
});

describe('trainGcn', () => {
  it('learns two graph properties from labelled molecules, ignoring unmeasured labels', async () => {
    const trained = await trainGcn(all(), [], all(), options);
    const aucs = taskAucs(all().labels, trained.model.predict(graphs), TASKS);
    expect(aucs[0]).toBeGreaterThan(0.95);
    expect(aucs[1]).toBeGreaterThan(0.95);
    expect(trained.history[0]?.validationScore).toBeLessThan(
      trained.history.at(-1)?.validationScore ?? 0,
    );
    expect(trained.history.some((h) => h.consistency !== undefined)).toBe(false);
  });

  it('learns a value (regression): the atom count, standardised', async () => {
    const atoms = graphs.map((g) => g.atoms);
    const mean = atoms.reduce((a, b) => a + b, 0) / atoms.length;
    const sd = Math.sqrt(atoms.reduce((a, b) => a + (b - mean) ** 2, 0) / atoms.length);
    const values = Float32Array.from(atoms, (n) => (n - mean) / sd);
    const data = { graphs, labels: values };
    const trained = await trainGcn(data, [], data, {
      ...options,
      config: { ...options.config, outputs: 1 },
      tasks: ['atoms'],
      objective: 'regression',
    });
    const [r2] = taskR2s(values, trained.model.predictValues(graphs), 1);
    expect(r2).toBeGreaterThan(0.8);
    expect(trained.history.at(-1)?.validationScore).toBeGreaterThan(
      trained.history[0]?.validationScore ?? 1,
    );
  });

  it('repeats itself exactly for a seed, and differs for another', async () => {
    const options2 = { ...options, epochs: 3 };
    const a = await trainGcn(set([0, 1, 2, 10, 11, 12, 13]), [], all(), options2);
    const b = await trainGcn(set([0, 1, 2, 10, 11, 12, 13]), [], all(), options2);
    const c = await trainGcn(set([0, 1, 2, 10, 11, 12, 13]), [], all(), { ...options2, seed: 8 });
    expect(a.model.predict(graphs)).toEqual(b.model.predict(graphs));
    expect(a.model.predict(graphs)).not.toEqual(c.model.predict(graphs));
  });

  it('trains a mean teacher on labelled and unlabelled molecules and returns the teacher', async () => {
    const labelled = [0, 4, 10, 15, 20, 25, 30, 33];
    const unlabelled = graphs.filter((_, i) => !labelled.includes(i));
    const trained = await trainGcn(set(labelled), unlabelled, all(), {
      ...options,
      inputNoise: 0.1,
      meanTeacher: { emaDecay: 0.9, consistency: 1, rampUpEpochs: 5 },
    });
    expect(trained.history.every((h) => (h.consistency ?? -1) >= 0)).toBe(true);
    expect(trained.bestEpoch).toBeGreaterThan(1);
    const aucs = taskAucs(all().labels, trained.model.predict(graphs), TASKS);
    expect(Math.min(...aucs)).toBeGreaterThan(0.8);
  });
});

describe('GcnModel files', () => {
  it('predict the same after a round trip through the file', async () => {
    const trained = await trainGcn(all(), [], all(), { ...options, epochs: 2 });
    const file = JSON.parse(JSON.stringify(trained.model.toFile({ note: 'test' })));
    const loaded = GcnModel.fromFile(file);
    expect(loaded.predict(graphs)).toEqual(trained.model.predict(graphs));
    expect(loaded.tasks).toEqual(['nitrogen', 'aromatic']);
    expect(file.meta).toEqual({ note: 'test' });
    file.weights[0].shape = [1, 1];
    expect(() => GcnModel.fromFile(file)).toThrow('conv0.kernel');
  });

  it('embed every molecule in the representation that all the task outputs read', async () => {
    const trained = await trainGcn(all(), [], all(), { ...options, epochs: 2 });
    const { dense, outputs } = options.config;
    const hidden = trained.model.embed(graphs);
    expect(hidden.length).toBe(graphs.length * dense);
    const values = trained.model.values();
    const kernel = values[values.length - 2] as Float32Array;
    const bias = values[values.length - 1] as Float32Array;
    const probabilities = trained.model.predict(graphs);
    // The output layer by hand on the embedding gives the model's own probabilities.
    for (let m = 0; m < graphs.length; m++) {
      for (let t = 0; t < outputs; t++) {
        let logit = bias[t] as number;
        for (let k = 0; k < dense; k++) {
          logit += (hidden[m * dense + k] as number) * (kernel[k * outputs + t] as number);
        }
        expect(1 / (1 + Math.exp(-logit))).toBeCloseTo(probabilities[m * outputs + t] as number, 5);
      }
    }
    // After the ReLU of the dense layer, and not all zero.
    expect(hidden.every((v) => v >= 0)).toBe(true);
    expect(hidden.some((v) => v > 0)).toBe(true);
  });

  it('score molecules in any batch the same', async () => {
    const trained = await trainGcn(all(), [], all(), { ...options, epochs: 2 });
    const together = trained.model.predict(graphs);
    const alone = graphs.flatMap((g) => [...trained.model.predict([g])]);
    together.forEach((p, i) => {
      expect(p).toBeCloseTo(alone[i] as number, 5);
    });
  });
});
