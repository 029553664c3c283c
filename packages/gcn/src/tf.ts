// TensorFlow.js on its WebAssembly backend. @tensorflow/tfjs-node would need a binary downloaded at
// install; the wasm files ship inside @tensorflow/tfjs-backend-wasm and are read from there.
import * as tf from '@tensorflow/tfjs';
import '@tensorflow/tfjs-backend-wasm';

export type { Scalar, Tensor, Tensor1D, Tensor2D, Tensor3D, Variable } from '@tensorflow/tfjs';
export { tf };

let ready: Promise<void> | undefined;

/**
 * Selects the WebAssembly backend once per process or worker thread (later calls share the
 * promise). In Node the backend runs on one thread: Node's wasm has no threads there.
 */
export function useWasmBackend(): Promise<void> {
  ready ??= (async () => {
    if (!(await tf.setBackend('wasm'))) {
      ready = undefined;
      throw new Error("TensorFlow.js could not start its WebAssembly backend ('wasm').");
    }
    await tf.ready();
  })();
  return ready;
}

/** The backend TensorFlow.js computes on ('wasm' once useWasmBackend has run). */
export const activeBackend = (): string => tf.getBackend();
