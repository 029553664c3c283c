import type { Rng } from '@peptox/ml';
import { ATOM_FEATURES } from './atom-features.ts';
import { BOND_TYPES, type GraphBatch } from './graph-input.ts';
import { convolve, dense, maxByMolecule, sumByMolecule } from './graph-ops.ts';
import { type Tensor, type Tensor2D, tf } from './tf.ts';

/** The shape of the network. */
export interface GcnConfig {
  /** Atom features in (ATOM_FEATURES when the model was trained). */
  atomFeatures: number;
  /** Width of every graph convolution. */
  hidden: number;
  /** Number of graph convolutions. */
  layers: number;
  /** Width of the hidden layer of the classifier after the readout. */
  dense: number;
  /** Features of the whole molecule joined to the readout (0 for none). */
  moleculeFeatures: number;
  /** Outputs (one sigmoid each): the tasks. */
  outputs: number;
}

export const DEFAULT_CONFIG: Omit<GcnConfig, 'outputs'> = {
  atomFeatures: ATOM_FEATURES,
  hidden: 64,
  layers: 3,
  dense: 128,
  moleculeFeatures: 0,
};

/** A weight's name and shape, in the order the network and its files keep them. */
export interface WeightSpec {
  name: string;
  shape: number[];
}

/**
 * Every weight of the network. A graph convolution l has `conv{l}.kernel` (the neighbour and the
 * self projection side by side), `conv{l}.bondGates` (one row per bond type, starting at 1) and
 * `conv{l}.bias`; the readout has a gate that weighs each atom in the sum; the classifier is two
 * dense layers.
 */
export function weightSpecs(config: GcnConfig): WeightSpec[] {
  const specs: WeightSpec[] = [];
  let width = config.atomFeatures;
  for (let l = 0; l < config.layers; l++) {
    specs.push(
      { name: `conv${l}.kernel`, shape: [width, 2 * config.hidden] },
      { name: `conv${l}.bondGates`, shape: [BOND_TYPES.length, config.hidden] },
      { name: `conv${l}.bias`, shape: [config.hidden] },
    );
    width = config.hidden;
  }
  specs.push(
    { name: 'readout.gate', shape: [config.hidden, 1] },
    { name: 'readout.gateBias', shape: [1] },
    { name: 'dense.kernel', shape: [2 * config.hidden + config.moleculeFeatures, config.dense] },
    { name: 'dense.bias', shape: [config.dense] },
    { name: 'output.kernel', shape: [config.dense, config.outputs] },
    { name: 'output.bias', shape: [config.outputs] },
  );
  return specs;
}

/** Glorot-uniform kernels, bond gates of 1 and zero biases, drawn from a seeded generator. */
export function initialWeights(config: GcnConfig, rng: Rng): Float32Array[] {
  return weightSpecs(config).map(({ name, shape }) => {
    const values = new Float32Array(shape.reduce((a, b) => a * b, 1));
    if (name.endsWith('.bondGates')) values.fill(1);
    else if (shape.length === 2) {
      const limit = Math.sqrt(6 / ((shape[0] as number) + (shape[1] as number)));
      for (let i = 0; i < values.length; i++) values[i] = (rng.next() * 2 - 1) * limit;
    }
    return values;
  });
}

/** The batch's atom features as a tensor, beside the batch's edge lists (call `dispose` when done). */
export interface BatchTensors {
  batch: GraphBatch;
  features: Tensor2D;
  /** molecules × molecule features, when the molecules have any. */
  moleculeFeatures?: Tensor2D;
  dispose(): void;
}

export function batchTensors(batch: GraphBatch): BatchTensors {
  const features = tf.tensor2d(batch.features, [batch.atoms, ATOM_FEATURES]);
  const width = batch.moleculeFeatures.length / Math.max(1, batch.molecules);
  const moleculeFeatures =
    width > 0 ? tf.tensor2d(batch.moleculeFeatures, [batch.molecules, width]) : undefined;
  return {
    batch,
    features,
    ...(moleculeFeatures ? { moleculeFeatures } : {}),
    dispose: () => {
      features.dispose();
      moleculeFeatures?.dispose();
    },
  };
}

/** How a training pass perturbs the network; absent at prediction time. */
export interface Perturbation {
  /** Share of hidden units dropped after each convolution and in the classifier. */
  dropout: number;
  /** Standard deviation of Gaussian noise added to the atom features (0 for none). */
  inputNoise: number;
  /** Seeds the dropout masks and the noise of this pass. */
  rng: Rng;
}

// Masks and noise come from mulberry32 (as createRng of @peptox/ml) run inline, seeded from the
// pass's generator: tf.dropout and tf.randomNormal draw through slower JavaScript generators.
// Float64: in float32 a draw just below 1 rounds to 1, and Box-Muller's log(1 - u) becomes -Infinity.
function uniforms(n: number, seed: number): Float64Array {
  const out = new Float64Array(n);
  let state = seed >>> 0;
  for (let i = 0; i < n; i++) {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out[i] = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  return out;
}

const seedOf = (rng: Rng): number => rng.int(2 ** 32);

/** Inverted dropout: each unit kept with probability 1 - rate and scaled by 1 / (1 - rate). */
function dropout(x: Tensor2D, perturbation: Perturbation | undefined): Tensor2D {
  if (!perturbation || perturbation.dropout === 0) return x;
  const rate = perturbation.dropout;
  const draws = uniforms(x.size, seedOf(perturbation.rng));
  const kept = 1 / (1 - rate);
  const mask = Float32Array.from(draws, (u) => (u < rate ? 0 : kept));
  return tf.mul(x, tf.tensor2d(mask, x.shape));
}

/** Gaussian noise (Box-Muller) of standard deviation `sd`, in the shape of x. */
function gaussianNoise(x: Tensor2D, sd: number, rng: Rng): Tensor2D {
  const u = uniforms(x.size + (x.size % 2), seedOf(rng));
  const noise = new Float32Array(x.size);
  for (let i = 0; i < noise.length; i += 2) {
    const radius = sd * Math.sqrt(-2 * Math.log(1 - (u[i] as number)));
    const angle = 2 * Math.PI * (u[i + 1] as number);
    noise[i] = radius * Math.cos(angle);
    if (i + 1 < noise.length) noise[i + 1] = radius * Math.sin(angle);
  }
  return tf.tensor2d(noise, x.shape);
}

/**
 * The logits of every task for a batch: the molecules' shared representation (below), then one
 * output per task.
 */
export function forward(
  weights: readonly Tensor[],
  config: GcnConfig,
  tensors: BatchTensors,
  perturbation?: Perturbation,
): Tensor2D {
  const n = weights.length;
  const hidden = sharedRepresentation(weights, config, tensors, perturbation);
  return tf.add(dense(hidden, weights[n - 2] as Tensor2D), weights[n - 1] as Tensor);
}

/**
 * The representation every task's output reads, molecules × config.dense: graph convolutions
 * h'_i = relu(h_i W_self + Σ_j â_ij g_bond(ij) ⊙ h_j W_neighbour + b), plus h after the first
 * (â the normalised adjacency, g a learned gate per bond type); a readout of the gated
 * sum and the maximum over each molecule's atoms; a dense layer.
 */
export function sharedRepresentation(
  weights: readonly Tensor[],
  config: GcnConfig,
  { batch, features, moleculeFeatures }: BatchTensors,
  perturbation?: Perturbation,
): Tensor2D {
  let w = 0;
  const next = <T extends Tensor>(): T => weights[w++] as T;

  let h = features;
  if (perturbation && perturbation.inputNoise > 0) {
    h = tf.add(h, gaussianNoise(h, perturbation.inputNoise, perturbation.rng));
  }
  for (let l = 0; l < config.layers; l++) {
    const kernel = next<Tensor2D>();
    const bondGates = next<Tensor2D>();
    const bias = next<Tensor>();
    let out = tf.relu(tf.add<Tensor2D>(convolve(dense(h, kernel), bondGates, batch), bias));
    if (l > 0) out = tf.add(out, h);
    h = dropout(out, perturbation);
  }

  const gate = next<Tensor2D>();
  const gateBias = next<Tensor>();
  const weight = tf.sigmoid(tf.add<Tensor2D>(dense(h, gate), gateBias));
  const readout = [sumByMolecule(tf.mul(h, weight), batch), maxByMolecule(h, batch)];
  if (config.moleculeFeatures > 0) {
    if (moleculeFeatures?.shape[1] !== config.moleculeFeatures) {
      throw new Error(
        `The network takes ${config.moleculeFeatures} molecule features per molecule.`,
      );
    }
    readout.push(moleculeFeatures);
  }
  const graph = tf.concat<Tensor2D>(readout, 1);

  const denseKernel = next<Tensor2D>();
  const denseBias = next<Tensor>();
  return dropout(tf.relu(tf.add<Tensor2D>(dense(graph, denseKernel), denseBias)), perturbation);
}
