import { type Tensor, tf } from '@peptox/gcn';
import { float32FromBase64, float32ToBase64 } from '@peptox/ml';
import { encodePeptides } from './encoding.ts';
import { type CnnConfig, forward, weightSpecs } from './network.ts';

/** A trained network's file: its shape, tasks (with each one's scale), weights and notes. */
export interface CnnFile {
  format: 'peptox-peptide-cnn';
  version: 1;
  config: CnnConfig;
  /** Per task: its name and the mean and standard deviation its targets were standardised with. */
  tasks: CnnTask[];
  /** Every weight in `weightSpecs` order: little-endian float32, base64. */
  weights: { name: string; shape: number[]; data: string }[];
  meta: Record<string, unknown>;
}

export interface CnnTask {
  name: string;
  mean: number;
  sd: number;
}

/** Peptides scored at once. */
const PREDICT_BATCH = 256;

/** A network with its weights on the backend, ready to score peptides. */
export class CnnModel {
  constructor(
    readonly config: CnnConfig,
    readonly tasks: readonly CnnTask[],
    readonly weights: readonly Tensor[],
  ) {
    const specs = weightSpecs(config);
    if (weights.length !== specs.length) {
      throw new Error(`The network has ${specs.length} weights; ${weights.length} were given.`);
    }
    if (tasks.length !== config.outputs) {
      throw new Error(`The network has ${config.outputs} outputs; ${tasks.length} tasks named.`);
    }
  }

  static fromFile(file: CnnFile): CnnModel {
    if (file.format !== 'peptox-peptide-cnn' || file.version !== 1) {
      throw new Error(`Not a peptox-peptide-cnn version 1 file (${file.format} ${file.version}).`);
    }
    const weights = weightSpecs(file.config).map(({ name, shape }, i) => {
      const stored = file.weights[i];
      if (stored?.name !== name || stored.shape.join() !== shape.join()) {
        throw new Error(`The file's weight ${i} is not ${name} (${shape.join('×')}).`);
      }
      return tf.tensor(float32FromBase64(stored.data), shape);
    });
    return new CnnModel(file.config, file.tasks, weights);
  }

  toFile(meta: Record<string, unknown> = {}): CnnFile {
    return {
      format: 'peptox-peptide-cnn',
      version: 1,
      config: this.config,
      tasks: [...this.tasks],
      weights: weightSpecs(this.config).map(({ name, shape }, i) => ({
        name,
        shape,
        data: float32ToBase64((this.weights[i] as Tensor).dataSync() as Float32Array),
      })),
      meta,
    };
  }

  /** Every task's value (on its own scale) for every peptide: peptides × tasks, row-major. */
  predict(sequences: readonly string[]): Float32Array {
    const t = this.tasks.length;
    const out = new Float32Array(sequences.length * t);
    for (let start = 0; start < sequences.length; start += PREDICT_BATCH) {
      const chunk = sequences.slice(start, start + PREDICT_BATCH);
      const standard = predictStandardised(this.weights, this.config, chunk);
      chunk.forEach((_, p) => {
        this.tasks.forEach(({ mean, sd }, k) => {
          out[(start + p) * t + k] = mean + sd * (standard[p * t + k] as number);
        });
      });
    }
    return out;
  }

  dispose(): void {
    for (const w of this.weights) w.dispose();
  }
}

/** The network's outputs (standardised targets) for a batch of peptides. */
export function predictStandardised(
  weights: readonly Tensor[],
  config: CnnConfig,
  sequences: readonly string[],
): Float32Array {
  const out = forward(weights, config, encodePeptides(sequences, config.maxLength));
  const values = out.dataSync() as Float32Array;
  out.dispose();
  return values;
}
