import { defineConfig } from 'vitest/config';

// Tests load RDKit and TensorFlow.js (wasm) and train small networks; a busy machine is slow.
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 60_000 } });
