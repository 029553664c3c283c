import { defineConfig } from 'vitest/config';

// Tests load RDKit and TensorFlow.js (wasm) and start a worker thread; a busy machine is slow.
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 60_000 } });
