export * from './atom-features.ts';
export * from './graph-input.ts';
export * from './model.ts';
export * from './network.ts';
// The TensorFlow.js runtime (wasm backend) is set up here once; the peptide network uses it too.
export {
  activeBackend,
  type Scalar,
  type Tensor,
  type Tensor2D,
  type Tensor3D,
  tf,
  useWasmBackend,
  type Variable,
} from './tf.ts';
export * from './train.ts';
