import { createRng, rocAuc, shuffle } from '@peptox/ml';
import { type GraphInput, packBatch } from './graph-input.ts';
import { GcnModel, predictOutputs, predictProbabilities } from './model.ts';
import {
  batchTensors,
  forward,
  type GcnConfig,
  initialWeights,
  type Perturbation,
  weightSpecs,
} from './network.ts';
import { type Scalar, type Tensor2D, tf } from './tf.ts';

/** Molecules with their labels: molecules × tasks, row-major; NaN where a task was not measured. */
export interface LabelledGraphs {
  graphs: readonly GraphInput[];
  labels: Float32Array;
}

/** Mean teacher (Tarvainen & Valpola, 2017): an averaged copy of the network teaches the network. */
export interface MeanTeacherOptions {
  /** The teacher's weights follow the student's as an exponential moving average with this decay. */
  emaDecay: number;
  /** Weight of the consistency loss (mean squared difference of the probabilities) once ramped up. */
  consistency: number;
  /** Epochs over which the consistency weight rises from 0 (exp(-5(1-t)²), as in the paper). */
  rampUpEpochs: number;
}

export interface TrainingOptions {
  config: GcnConfig;
  tasks: readonly string[];
  /** The most epochs run. */
  epochs: number;
  /** Stop when the validation score (see EpochReport) has not improved for this many epochs. */
  patience: number;
  batchSize: number;
  learningRate: number;
  /** Dropout and input noise of every training pass (student and teacher each draw their own). */
  dropout: number;
  inputNoise: number;
  seed: number;
  /** Present: mean-teacher training; absent: supervised training of the network alone. */
  meanTeacher?: MeanTeacherOptions;
  /**
   * 'classification' (the default): labels 0/1, one sigmoid output per task, masked binary
   * cross-entropy. 'regression': labels are values (best standardised by the caller), the outputs
   * are read as they are, masked mean squared error.
   */
  objective?: Objective;
}

export type Objective = 'classification' | 'regression';

export interface EpochReport {
  epoch: number;
  /** Mean supervised loss (masked cross-entropy or squared error) over the epoch's steps. */
  loss: number;
  /** Mean consistency loss, unweighted (mean teacher only). */
  consistency?: number;
  /**
   * Each task's score on the validation molecules, and their mean, for the evaluated network:
   * ROC-AUC for classification, R² for regression. The best mean is the epoch kept.
   */
  validationScores: number[];
  validationScore: number;
  seconds: number;
}

export interface TrainedGcn {
  /** The network of the best validation epoch (for mean teacher: the teacher). */
  model: GcnModel;
  bestEpoch: number;
  history: EpochReport[];
  seconds: number;
}

/** ROC-AUC of every task over the molecules where it was measured (NaN with one class only). */
export function taskAucs(
  labels: Float32Array,
  probabilities: Float32Array,
  tasks: number,
): number[] {
  return Array.from({ length: tasks }, (_, t) => {
    const actual: number[] = [];
    const scores: number[] = [];
    for (let i = t; i < labels.length; i += tasks) {
      const label = labels[i] as number;
      if (Number.isNaN(label)) continue;
      actual.push(label);
      scores.push(probabilities[i] as number);
    }
    return rocAuc(actual, scores);
  });
}

/** The mean of the finite values. */
export function meanOf(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite);
  return finite.reduce((a, b) => a + b, 0) / finite.length;
}

/** The mean-teacher ramp-up: exp(-5 (1 - t)²) for t = epoch / rampUpEpochs below 1, then 1. */
export function rampUp(epoch: number, rampUpEpochs: number): number {
  if (rampUpEpochs <= 0 || epoch >= rampUpEpochs) return 1;
  const t = 1 - Math.max(0, epoch) / rampUpEpochs;
  return Math.exp(-5 * t * t);
}

/** R² of every task over the molecules where it was measured (NaN with fewer than two). */
export function taskR2s(labels: Float32Array, values: Float32Array, tasks: number): number[] {
  return Array.from({ length: tasks }, (_, t) => {
    let n = 0;
    let sum = 0;
    for (let i = t; i < labels.length; i += tasks) {
      if (Number.isNaN(labels[i] as number)) continue;
      n++;
      sum += labels[i] as number;
    }
    if (n < 2) return Number.NaN;
    const mean = sum / n;
    let residual = 0;
    let total = 0;
    for (let i = t; i < labels.length; i += tasks) {
      const label = labels[i] as number;
      if (Number.isNaN(label)) continue;
      residual += (label - (values[i] as number)) ** 2;
      total += (label - mean) ** 2;
    }
    return 1 - residual / total;
  });
}

/** Squared error over the labelled entries only (mask 1), averaged. */
export function maskedSquaredError(outputs: Tensor2D, labels: Tensor2D, mask: Tensor2D): Scalar {
  const perEntry = tf.square(tf.sub(outputs, labels));
  return tf.div(tf.sum(tf.mul(perEntry, mask)), tf.maximum(tf.sum(mask), 1));
}

/** Binary cross-entropy from logits over the labelled entries only (mask 1), averaged. */
export function maskedCrossEntropy(logits: Tensor2D, labels: Tensor2D, mask: Tensor2D): Scalar {
  // max(x, 0) - x z + log(1 + exp(-|x|)): stable for large logits.
  const perEntry = tf.add(
    tf.sub(tf.relu(logits), tf.mul(logits, labels)),
    tf.log1p(tf.exp(tf.neg(tf.abs(logits)))),
  );
  return tf.div(tf.sum(tf.mul(perEntry, mask)), tf.maximum(tf.sum(mask), 1));
}

/**
 * Trains the network on labelled molecules, keeping the epoch with the best validation score
 * (mean ROC-AUC, or mean R² for regression). With `meanTeacher`, the `unlabelled` molecules and the unmeasured tasks of labelled
 * ones take part through the consistency loss; without it `unlabelled` is ignored.
 */
export async function trainGcn(
  train: LabelledGraphs,
  unlabelled: readonly GraphInput[],
  validation: LabelledGraphs,
  options: TrainingOptions,
  onEpoch?: (report: EpochReport) => void,
): Promise<TrainedGcn> {
  const started = performance.now();
  const { config, meanTeacher } = options;
  const regression = options.objective === 'regression';
  // What the loss and the teacher's agreement read: probabilities, or the values themselves.
  const read = (outputs: Tensor2D): Tensor2D => (regression ? outputs : tf.sigmoid(outputs));
  const supervisedLoss = regression ? maskedSquaredError : maskedCrossEntropy;
  const tasks = config.outputs;
  const rng = createRng(options.seed);
  const specs = weightSpecs(config);
  const initial = initialWeights(config, rng);
  const student = initial.map((values, i) => tf.variable(tf.tensor(values, specs[i]?.shape)));
  const teacher = meanTeacher
    ? initial.map((values, i) => tf.variable(tf.tensor(values, specs[i]?.shape), false))
    : undefined;
  const evaluated = teacher ?? student;
  const optimizer = tf.train.adam(options.learningRate);
  const perturbation = (): Perturbation => ({
    dropout: options.dropout,
    inputNoise: options.inputNoise,
    rng,
  });

  // The training pool: the labelled molecules, then (mean teacher only) the unlabelled ones.
  const pool: readonly GraphInput[] = meanTeacher ? [...train.graphs, ...unlabelled] : train.graphs;
  const poolLabels = new Float32Array(pool.length * tasks).fill(Number.NaN);
  poolLabels.set(train.labels);
  const stepsPerEpoch = Math.ceil(pool.length / options.batchSize);

  const history: EpochReport[] = [];
  let best: { epoch: number; score: number; values: Float32Array[] } | undefined;
  let step = 0;
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    const epochStarted = performance.now();
    const order = shuffle(
      Array.from({ length: pool.length }, (_, i) => i),
      rng,
    );
    const batches: number[][] = [];
    for (let start = 0; start < order.length; start += options.batchSize) {
      batches.push(order.slice(start, start + options.batchSize));
    }
    let lossSum = 0;
    let consistencySum = 0;
    for (const batch of batches) {
      const { labels, mask } = batchLabels(poolLabels, batch, tasks);
      const tensors = batchTensors(packBatch(batch.map((i) => pool[i] as GraphInput)));
      const labelTensor = tf.tensor2d(labels, [batch.length, tasks]);
      const maskTensor = tf.tensor2d(mask, [batch.length, tasks]);
      const target = teacher
        ? tf.tidy(() => read(forward(teacher, config, tensors, perturbation())))
        : undefined;
      const weight = meanTeacher
        ? meanTeacher.consistency * rampUp(step / stepsPerEpoch, meanTeacher.rampUpEpochs)
        : 0;
      optimizer.minimize(
        () => {
          const logits = forward(student, config, tensors, perturbation());
          const supervised = supervisedLoss(logits, labelTensor, maskTensor);
          lossSum += supervised.dataSync()[0] as number;
          if (!target) return supervised;
          const agreement = tf.mean(tf.square(tf.sub(read(logits), target))) as Scalar;
          consistencySum += agreement.dataSync()[0] as number;
          return tf.add(supervised, tf.mul(agreement, weight)) as Scalar;
        },
        false,
        student,
      );
      if (teacher && meanTeacher) {
        // A lower decay over the first steps, so the teacher soon forgets the random start.
        const decay = Math.min(meanTeacher.emaDecay, 1 - 1 / (step + 2));
        tf.tidy(() => {
          teacher.forEach((t, i) => {
            t.assign(tf.add(tf.mul(t, decay), tf.mul(student[i] as Tensor2D, 1 - decay)));
          });
        });
      }
      target?.dispose();
      tensors.dispose();
      labelTensor.dispose();
      maskTensor.dispose();
      step++;
    }

    const validationScores = regression
      ? taskR2s(validation.labels, predictOutputs(evaluated, config, validation.graphs), tasks)
      : taskAucs(
          validation.labels,
          predictProbabilities(evaluated, config, validation.graphs),
          tasks,
        );
    const report: EpochReport = {
      epoch,
      loss: lossSum / batches.length,
      ...(meanTeacher ? { consistency: consistencySum / batches.length } : {}),
      validationScores,
      validationScore: meanOf(validationScores),
      seconds: (performance.now() - epochStarted) / 1000,
    };
    history.push(report);
    onEpoch?.(report);
    if (!best || report.validationScore > best.score) {
      const values = evaluated.map((v) => v.dataSync() as Float32Array);
      best = { epoch, score: report.validationScore, values };
    } else if (epoch - best.epoch >= options.patience) {
      break;
    }
    // Between epochs, let the event loop run (progress output, signals).
    await new Promise((resolve) => setImmediate(resolve));
  }

  optimizer.dispose();
  for (const v of [...student, ...(teacher ?? [])]) v.dispose();
  if (!best) throw new Error('Training ran no epoch.');
  return {
    model: GcnModel.fromValues(config, options.tasks, best.values),
    bestEpoch: best.epoch,
    history,
    seconds: (performance.now() - started) / 1000,
  };
}

/** A batch's labels with 0 where unmeasured, and the mask of the measured entries. */
function batchLabels(
  labels: Float32Array,
  batch: readonly number[],
  tasks: number,
): { labels: Float32Array; mask: Float32Array } {
  const out = new Float32Array(batch.length * tasks);
  const mask = new Float32Array(batch.length * tasks);
  batch.forEach((molecule, row) => {
    for (let t = 0; t < tasks; t++) {
      const label = labels[molecule * tasks + t] as number;
      if (Number.isNaN(label)) continue;
      out[row * tasks + t] = label;
      mask[row * tasks + t] = 1;
    }
  });
  return { labels: out, mask };
}
