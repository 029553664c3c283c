import { type Scalar, tf, type Variable } from '@peptox/gcn';
import { createRng, shuffle } from '@peptox/ml';
import { encodePeptides } from './encoding.ts';
import { CnnModel, type CnnTask, predictStandardised } from './model.ts';
import {
  type CnnConfig,
  DEFAULT_CNN_CONFIG,
  forward,
  initialWeights,
  weightSpecs,
} from './network.ts';

/** Peptides with their targets: peptides × tasks, row-major; NaN where a task was not measured. */
export interface LabelledPeptides {
  sequences: readonly string[];
  tasks: readonly string[];
  targets: Float32Array;
}

export interface CnnTrainingOptions {
  config: Omit<CnnConfig, 'outputs'>;
  /** The most epochs run. */
  epochs: number;
  /** Stop when the validation loss has not improved for this many epochs. */
  patience: number;
  batchSize: number;
  learningRate: number;
  dropout: number;
  /** Share of the peptides kept aside to choose the epoch (never trained on). */
  validationShare: number;
  seed: number;
}

export const DEFAULT_CNN_TRAINING: CnnTrainingOptions = {
  config: DEFAULT_CNN_CONFIG,
  epochs: 60,
  patience: 8,
  batchSize: 64,
  learningRate: 0.002,
  dropout: 0.2,
  validationShare: 0.1,
  seed: 7,
};

export interface CnnEpoch {
  epoch: number;
  /** Mean masked squared error (standardised targets) over the epoch's batches. */
  loss: number;
  validationLoss: number;
  seconds: number;
}

export interface TrainedCnn {
  /** The network of the epoch with the lowest validation loss. */
  model: CnnModel;
  epochs: CnnEpoch[];
  bestEpoch: number;
}

/** Each task's mean and standard deviation over the peptides given (NaN skipped). */
function taskScales(data: LabelledPeptides, rows: readonly number[]): CnnTask[] {
  const t = data.tasks.length;
  return data.tasks.map((name, k) => {
    const values = rows
      .map((r) => data.targets[r * t + k] as number)
      .filter((v) => !Number.isNaN(v));
    if (values.length < 2) throw new Error(`Task ${name} has fewer than two measured peptides.`);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length) || 1;
    return { name, mean, sd };
  });
}

/** Standardised targets of some peptides and their mask (1 where measured). */
function targetsOf(data: LabelledPeptides, tasks: readonly CnnTask[], rows: readonly number[]) {
  const t = tasks.length;
  const y = new Float32Array(rows.length * t);
  const mask = new Float32Array(rows.length * t);
  rows.forEach((r, i) => {
    tasks.forEach(({ mean, sd }, k) => {
      const v = data.targets[r * t + k] as number;
      if (Number.isNaN(v)) return;
      y[i * t + k] = (v - mean) / sd;
      mask[i * t + k] = 1;
    });
  });
  return { y, mask };
}

function maskedError(predicted: ArrayLike<number>, y: Float32Array, mask: Float32Array): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < y.length; i++) {
    if (mask[i] === 0) continue;
    sum += ((predicted[i] as number) - (y[i] as number)) ** 2;
    count++;
  }
  return count > 0 ? sum / count : 0;
}

/**
 * Trains the network on every task at once: a masked squared error on targets standardised per
 * task, Adam, dropout, and the epoch chosen on a validation share of the peptides.
 */
export function trainCnn(
  data: LabelledPeptides,
  options: CnnTrainingOptions = DEFAULT_CNN_TRAINING,
  onEpoch?: (epoch: CnnEpoch) => void,
): TrainedCnn {
  const t = data.tasks.length;
  if (data.targets.length !== data.sequences.length * t) {
    throw new Error(
      `Expected ${data.sequences.length} × ${t} targets, got ${data.targets.length}.`,
    );
  }
  const config: CnnConfig = { ...options.config, outputs: t };
  const rng = createRng(options.seed);
  const order = shuffle(
    Array.from({ length: data.sequences.length }, (_, i) => i),
    rng,
  );
  const held = Math.max(1, Math.round(order.length * options.validationShare));
  const validation = order.slice(0, held);
  const train = order.slice(held);
  const tasks = taskScales(data, train);
  const valTargets = targetsOf(data, tasks, validation);
  const valSequences = validation.map((r) => data.sequences[r] as string);

  const weights: Variable[] = initialWeights(config, rng).map((values, i) =>
    tf.variable(tf.tensor(values, weightShape(config, i)), true),
  );
  const optimizer = tf.train.adam(options.learningRate);
  const epochs: CnnEpoch[] = [];
  let best = { loss: Infinity, epoch: 0, values: weights.map((w) => w.dataSync().slice()) };
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    const started = performance.now();
    shuffle(train, rng);
    let lossSum = 0;
    let batches = 0;
    for (let start = 0; start < train.length; start += options.batchSize) {
      const rows = train.slice(start, start + options.batchSize);
      const batch = encodePeptides(
        rows.map((r) => data.sequences[r] as string),
        config.maxLength,
      );
      const { y, mask } = targetsOf(data, tasks, rows);
      const seed = rng.int(2 ** 31);
      const cost = optimizer.minimize(
        () => {
          const out = forward(weights, config, batch, options.dropout, seed);
          const m = tf.tensor2d(mask, [rows.length, t]);
          const squared = tf.squaredDifference(out, tf.tensor2d(y, [rows.length, t])).mul(m);
          return squared.sum().div(tf.maximum(m.sum(), 1)) as Scalar;
        },
        true,
        weights,
      );
      lossSum += cost?.dataSync()[0] ?? 0;
      cost?.dispose();
      batches++;
    }
    const validationLoss = maskedError(
      predictStandardised(weights, config, valSequences),
      valTargets.y,
      valTargets.mask,
    );
    const report = {
      epoch,
      loss: lossSum / Math.max(1, batches),
      validationLoss,
      seconds: (performance.now() - started) / 1000,
    };
    epochs.push(report);
    onEpoch?.(report);
    if (validationLoss < best.loss) {
      best = { loss: validationLoss, epoch, values: weights.map((w) => w.dataSync().slice()) };
    } else if (epoch - best.epoch >= options.patience) break;
  }
  optimizer.dispose();
  for (const w of weights) w.dispose();
  const model = new CnnModel(
    config,
    tasks,
    best.values.map((values, i) => tf.tensor(values, weightShape(config, i))),
  );
  return { model, epochs, bestEpoch: best.epoch };
}

function weightShape(config: CnnConfig, i: number): number[] {
  return (weightSpecs(config)[i] as { shape: number[] }).shape;
}
