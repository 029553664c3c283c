// The network's operations that TensorFlow.js's WebAssembly backend does slowly or not at all,
// each with its own gradient. Measured on this project's machine (tfjs 4.22, one core):
// - a 2D matMul without transposes runs on XNNPACK at 12-25 GFLOP/s; with transposeA or
//   transposeB, or batched, it falls back to a plain loop at 1-2 GFLOP/s. The gradient of matMul
//   takes the transposed forms, so `dense` computes them as transpose + plain matMul (10x faster).
// - gather has no gradient (UnsortedSegmentSum is missing) and took 7.5 ms for 3 000 rows of 64.
//   Message passing along edge lists and the per-molecule readouts are therefore written here in
//   plain loops over the backend's arrays: a batch of 64 molecules has about 3 000 edges, so each
//   is a fraction of a millisecond.
import type { GraphBatch } from './graph-input.ts';
import { type Tensor, type Tensor2D, tf } from './tf.ts';

type Save = (tensors: Tensor[]) => void;
interface WithGradient {
  value: Tensor2D;
  gradFunc: (dy: Tensor2D, saved: Tensor[]) => Tensor | Tensor[];
}

/** An operation on 2D tensors with the gradient given (tf.customGrad, typed for this file). */
function withGradient<Inputs extends Tensor2D[]>(
  f: (...args: [...Inputs, Save]) => WithGradient,
): (...inputs: Inputs) => Tensor2D {
  return tf.customGrad(f as never) as unknown as (...inputs: Inputs) => Tensor2D;
}

/** x · w, with a gradient built from plain (untransposed) products. */
export const dense = withGradient<[Tensor2D, Tensor2D]>((x, w, save) => {
  save([x, w]);
  return {
    value: tf.matMul(x, w),
    gradFunc: (dy, [xs, ws]) => [
      tf.matMul(dy, tf.transpose(ws as Tensor2D)),
      tf.matMul(tf.transpose(xs as Tensor2D), dy),
    ],
  };
});

const values = (t: Tensor): Float32Array => t.dataSync() as Float32Array;

/**
 * One graph convolution's sum, from each atom's state projected twice side by side
 * (`projected`: atoms × 2·width, the neighbour half then the self half):
 * out[t] = self[t] + Σ over edges e into t of weight_e × gate[type_e] ⊙ neighbour[source_e].
 * `gates` (bond types × width) lets single, double, triple and aromatic bonds carry different
 * messages at the cost of one projection, not one per bond type.
 */
export function convolve(projected: Tensor2D, gates: Tensor2D, batch: GraphBatch): Tensor2D {
  const width = gates.shape[1] as number;
  const { edgeSource, edgeTarget, edgeType, edgeWeight, atoms } = batch;
  const op = withGradient<[Tensor2D, Tensor2D]>((p, g) => {
    // Read once; the gradient reuses these copies rather than reading the tensors again.
    const input = values(p);
    const gate = values(g);
    const out = new Float32Array(atoms * width);
    for (let a = 0; a < atoms; a++) {
      out.set(input.subarray((2 * a + 1) * width, (2 * a + 2) * width), a * width);
    }
    for (let e = 0; e < edgeSource.length; e++) {
      const from = 2 * (edgeSource[e] as number) * width;
      const to = (edgeTarget[e] as number) * width;
      const type = (edgeType[e] as number) * width;
      const w = edgeWeight[e] as number;
      for (let c = 0; c < width; c++) {
        out[to + c] += w * (gate[type + c] as number) * (input[from + c] as number);
      }
    }
    return {
      value: tf.tensor2d(out, [atoms, width]),
      gradFunc: (dy) => {
        const upstream = values(dy);
        const dProjected = new Float32Array(atoms * 2 * width);
        const dGates = new Float32Array(gate.length);
        for (let a = 0; a < atoms; a++) {
          dProjected.set(upstream.subarray(a * width, (a + 1) * width), (2 * a + 1) * width);
        }
        for (let e = 0; e < edgeSource.length; e++) {
          const from = 2 * (edgeSource[e] as number) * width;
          const to = (edgeTarget[e] as number) * width;
          const type = (edgeType[e] as number) * width;
          const w = edgeWeight[e] as number;
          for (let c = 0; c < width; c++) {
            const d = w * (upstream[to + c] as number);
            dProjected[from + c] += d * (gate[type + c] as number);
            dGates[type + c] += d * (input[from + c] as number);
          }
        }
        return [tf.tensor2d(dProjected, [atoms, 2 * width]), tf.tensor2d(dGates, g.shape)];
      },
    };
  });
  return op(projected, gates);
}

/** Per molecule, the sum of its atoms' rows: molecules × width. */
export function sumByMolecule(x: Tensor2D, batch: GraphBatch): Tensor2D {
  const width = x.shape[1] as number;
  const { atomMolecule, molecules, atoms } = batch;
  const op = withGradient<[Tensor2D]>((input) => {
    const v = values(input);
    const out = new Float32Array(molecules * width);
    for (let a = 0; a < atoms; a++) {
      const to = (atomMolecule[a] as number) * width;
      for (let c = 0; c < width; c++) out[to + c] += v[a * width + c] as number;
    }
    return {
      value: tf.tensor2d(out, [molecules, width]),
      gradFunc: (dy) => {
        const upstream = values(dy);
        const grad = new Float32Array(atoms * width);
        for (let a = 0; a < atoms; a++) {
          grad.set(
            upstream.subarray(
              (atomMolecule[a] as number) * width,
              (atomMolecule[a] as number) * width + width,
            ),
            a * width,
          );
        }
        return tf.tensor2d(grad, [atoms, width]);
      },
    };
  });
  return op(x);
}

/** Per molecule, the largest value of each column over its atoms: molecules × width. */
export function maxByMolecule(x: Tensor2D, batch: GraphBatch): Tensor2D {
  const width = x.shape[1] as number;
  const { atomMolecule, molecules, atoms } = batch;
  const op = withGradient<[Tensor2D]>((input) => {
    const v = values(input);
    const out = new Float32Array(molecules * width).fill(Number.NEGATIVE_INFINITY);
    // The atom that holds each maximum: the gradient flows to it alone.
    const winner = new Int32Array(molecules * width);
    for (let a = 0; a < atoms; a++) {
      const to = (atomMolecule[a] as number) * width;
      for (let c = 0; c < width; c++) {
        const value = v[a * width + c] as number;
        if (value > (out[to + c] as number)) {
          out[to + c] = value;
          winner[to + c] = a;
        }
      }
    }
    return {
      value: tf.tensor2d(out, [molecules, width]),
      gradFunc: (dy) => {
        const upstream = values(dy);
        const grad = new Float32Array(atoms * width);
        for (let i = 0; i < winner.length; i++) {
          grad[(winner[i] as number) * width + (i % width)] = upstream[i] as number;
        }
        return tf.tensor2d(grad, [atoms, width]);
      },
    };
  });
  return op(x);
}
