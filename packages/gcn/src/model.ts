import { float32FromBase64, float32ToBase64 } from '@peptox/ml';
import { type GraphInput, packBatch } from './graph-input.ts';
import {
  type BatchTensors,
  batchTensors,
  forward,
  type GcnConfig,
  sharedRepresentation,
  weightSpecs,
} from './network.ts';
import { type Tensor, tf } from './tf.ts';

/** A trained network's file: its shape, task names, weights and what its training run noted. */
export interface GcnFile {
  format: 'peptox-gcn';
  version: 1;
  config: GcnConfig;
  tasks: string[];
  /** Every weight in `weightSpecs` order: little-endian float32, base64. */
  weights: { name: string; shape: number[]; data: string }[];
  meta: Record<string, unknown>;
}

/** Molecules scored at once at prediction time. */
const PREDICT_BATCH = 256;

/** A network with its weights on the backend, ready to score molecules. */
export class GcnModel {
  private constructor(
    readonly config: GcnConfig,
    readonly tasks: readonly string[],
    private readonly weights: readonly Tensor[],
  ) {}

  /** A model over weight values in `weightSpecs(config)` order (copied to the backend). */
  static fromValues(
    config: GcnConfig,
    tasks: readonly string[],
    values: readonly Float32Array[],
  ): GcnModel {
    const specs = weightSpecs(config);
    if (values.length !== specs.length) {
      throw new Error(`The network has ${specs.length} weights; ${values.length} were given.`);
    }
    if (tasks.length !== config.outputs) {
      throw new Error(`The network has ${config.outputs} outputs; ${tasks.length} tasks named.`);
    }
    const weights = specs.map(({ name, shape }, i) => {
      const data = values[i] as Float32Array;
      if (data.length !== shape.reduce((a, b) => a * b, 1)) {
        throw new Error(
          `Weight ${name} should hold ${shape.join('×')} values, not ${data.length}.`,
        );
      }
      return tf.tensor(data, shape);
    });
    return new GcnModel(config, tasks, weights);
  }

  static fromFile(file: GcnFile): GcnModel {
    if (file.format !== 'peptox-gcn' || file.version !== 1) {
      throw new Error(`Not a peptox-gcn version 1 file (${file.format} ${file.version}).`);
    }
    const specs = weightSpecs(file.config);
    const values = specs.map(({ name, shape }, i) => {
      const stored = file.weights[i];
      if (stored?.name !== name || stored.shape.join() !== shape.join()) {
        throw new Error(`The file's weight ${i} is not ${name} (${shape.join('×')}).`);
      }
      return float32FromBase64(stored.data);
    });
    return GcnModel.fromValues(file.config, file.tasks, values);
  }

  /** The probability of every task for every molecule: molecules × tasks, row-major. */
  predict(graphs: readonly GraphInput[]): Float32Array {
    return predictProbabilities(this.weights, this.config, graphs);
  }

  /** The outputs as they are (a regression network's values): molecules × tasks, row-major. */
  predictValues(graphs: readonly GraphInput[]): Float32Array {
    return predictOutputs(this.weights, this.config, graphs);
  }

  /**
   * The representation every task's output reads (the dense layer after the readout), molecules ×
   * config.dense, row-major: what the network learned from all tasks at once, for other models.
   */
  embed(graphs: readonly GraphInput[]): Float32Array {
    return inBatches(graphs, this.config.dense, (tensors) =>
      sharedRepresentation(this.weights, this.config, tensors),
    );
  }

  /** The current weight values, in `weightSpecs` order. */
  values(): Float32Array[] {
    return this.weights.map((w) => w.dataSync() as Float32Array);
  }

  toFile(meta: Record<string, unknown> = {}): GcnFile {
    const specs = weightSpecs(this.config);
    return {
      format: 'peptox-gcn',
      version: 1,
      config: this.config,
      tasks: [...this.tasks],
      weights: this.values().map((data, i) => ({
        name: (specs[i] as { name: string }).name,
        shape: (specs[i] as { shape: number[] }).shape,
        data: float32ToBase64(data),
      })),
      meta,
    };
  }

  dispose(): void {
    for (const w of this.weights) w.dispose();
  }
}

/** Scores molecules in batches of similar size with the given weights (`weightSpecs` order). */
export function predictProbabilities(
  weights: readonly Tensor[],
  config: GcnConfig,
  graphs: readonly GraphInput[],
): Float32Array {
  return inBatches(graphs, config.outputs, (tensors) =>
    tf.sigmoid(forward(weights, config, tensors)),
  );
}

/** The raw outputs (logits, or a regression network's values), in batches. */
export function predictOutputs(
  weights: readonly Tensor[],
  config: GcnConfig,
  graphs: readonly GraphInput[],
): Float32Array {
  return inBatches(graphs, config.outputs, (tensors) => forward(weights, config, tensors));
}

/** `compute` on batches of PREDICT_BATCH molecules, its rows (of `width`) joined. */
function inBatches(
  graphs: readonly GraphInput[],
  width: number,
  compute: (tensors: BatchTensors) => Tensor,
): Float32Array {
  const out = new Float32Array(graphs.length * width);
  for (let start = 0; start < graphs.length; start += PREDICT_BATCH) {
    const values = tf.tidy(() =>
      compute(batchTensors(packBatch(graphs.slice(start, start + PREDICT_BATCH)))),
    );
    out.set(values.dataSync(), start * width);
    values.dispose();
  }
  return out;
}
