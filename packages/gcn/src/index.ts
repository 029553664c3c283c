export * from './atom-features.ts';
export * from './graph-input.ts';
export * from './model.ts';
export * from './network.ts';
export { activeBackend, useWasmBackend } from './tf.ts';
export * from './train.ts';
