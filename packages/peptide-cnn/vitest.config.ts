import { defineConfig } from 'vitest/config';

// The tests train small networks on TensorFlow.js (wasm); a busy machine is slow.
export default defineConfig({ test: { testTimeout: 60_000 } });
