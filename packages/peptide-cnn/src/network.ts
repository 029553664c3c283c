import type { Tensor, Tensor2D, Tensor3D, WeightSpec } from '@peptox/gcn';
import { tf } from '@peptox/gcn';
import type { Rng } from '@peptox/ml';
import { type EncodedBatch, RESIDUE_CHANNELS } from './encoding.ts';

/** The shape of the network. */
export interface CnnConfig {
  /** Channels per residue in (RESIDUE_CHANNELS when the model was trained). */
  channels: number;
  /** Filters of each convolution. */
  filters: number;
  /** Residues a filter sees (odd, centred). */
  kernel: number;
  /** Convolutions stacked; each sees `kernel` positions of the one before. */
  layers: number;
  /** Width of the dense layer after the pooling. */
  dense: number;
  /** Outputs: one value per task. */
  outputs: number;
  /** Residues read at most (a longer peptide keeps its first ones). */
  maxLength: number;
}

export const DEFAULT_CNN_CONFIG: Omit<CnnConfig, 'outputs'> = {
  channels: RESIDUE_CHANNELS,
  filters: 48,
  kernel: 5,
  layers: 2,
  dense: 64,
  maxLength: 64,
};

/**
 * Every weight, in the order the network and its files keep them: each convolution's kernel and
 * bias, then a dense layer over the pooled features (max and mean over the residues, and the log
 * of the length), then the output layer.
 */
export function weightSpecs(config: CnnConfig): WeightSpec[] {
  const specs: WeightSpec[] = [];
  let width = config.channels;
  for (let l = 0; l < config.layers; l++) {
    specs.push(
      { name: `conv${l}.kernel`, shape: [config.kernel, width, config.filters] },
      { name: `conv${l}.bias`, shape: [config.filters] },
    );
    width = config.filters;
  }
  specs.push(
    { name: 'dense.kernel', shape: [2 * config.filters + 1, config.dense] },
    { name: 'dense.bias', shape: [config.dense] },
    { name: 'output.kernel', shape: [config.dense, config.outputs] },
    { name: 'output.bias', shape: [config.outputs] },
  );
  return specs;
}

/** He-uniform kernels (the layers are ReLU) and zero biases, from a seeded generator. */
export function initialWeights(config: CnnConfig, rng: Rng): Float32Array[] {
  return weightSpecs(config).map(({ shape }) => {
    const values = new Float32Array(shape.reduce((a, b) => a * b, 1));
    if (shape.length > 1) {
      const fanIn = shape.slice(0, -1).reduce((a, b) => a * b, 1);
      const limit = Math.sqrt(6 / fanIn);
      for (let i = 0; i < values.length; i++) values[i] = (rng.next() * 2 - 1) * limit;
    }
    return values;
  });
}

/**
 * A 'same' 1-D convolution as one matrix product over the shifted inputs side by side: the wasm
 * backend has no gradient kernel for conv1d (Conv2DBackpropFilter), but has one for matMul.
 */
function convolve(h: Tensor3D, kernel: Tensor3D): Tensor3D {
  const [size, length, width] = h.shape;
  const [k, , filters] = kernel.shape;
  const half = (k - 1) >> 1;
  const padded = tf.pad(h, [
    [0, 0],
    [half, k - 1 - half],
    [0, 0],
  ]);
  const shifted = Array.from({ length: k }, (_, offset) =>
    tf.slice(padded, [0, offset, 0], [size, length, width]),
  );
  const columns = tf.concat(shifted, 2).reshape([size * length, k * width]) as Tensor2D;
  return tf
    .matMul(columns, kernel.reshape([k * width, filters]) as Tensor2D)
    .reshape([size, length, filters]) as Tensor3D;
}

/**
 * The outputs for an encoded batch (peptides × tasks); `dropout` (training only) drops pooled
 * features and dense units.
 */
export function forward(
  weights: readonly Tensor[],
  config: CnnConfig,
  batch: EncodedBatch,
  dropout = 0,
  seed?: number,
): Tensor2D {
  return tf.tidy(() => {
    const mask = tf.tensor2d(batch.mask, [batch.size, batch.length]) as Tensor2D;
    const m = mask.expandDims(2) as Tensor3D;
    let h = tf.tensor3d(batch.x, [batch.size, batch.length, config.channels]) as Tensor3D;
    let w = 0;
    for (let l = 0; l < config.layers; l++) {
      const kernel = weights[w++] as Tensor3D;
      const bias = weights[w++] as Tensor;
      // Padding stays zero, so that the next layer sees the peptide's ends as ends.
      h = tf.relu(tf.add(convolve(h, kernel), bias)).mul(m) as Tensor3D;
    }
    const residues = mask.sum(1, true) as Tensor2D;
    // ReLU outputs are ≥ 0 and padding is 0, so a plain max over positions is the masked max.
    const pooled = tf.concat(
      [h.max(1) as Tensor2D, tf.div(h.sum(1), residues) as Tensor2D, tf.log(residues)],
      1,
    );
    const dropped = dropout > 0 ? tf.dropout(pooled, dropout, undefined, seed) : pooled;
    const hidden = tf.relu(
      tf.add(tf.matMul(dropped, weights[w++] as Tensor2D), weights[w++] as Tensor),
    ) as Tensor2D;
    const hiddenDropped = dropout > 0 ? tf.dropout(hidden, dropout, undefined, seed) : hidden;
    return tf.add(
      tf.matMul(hiddenDropped, weights[w++] as Tensor2D),
      weights[w++] as Tensor,
    ) as Tensor2D;
  });
}
