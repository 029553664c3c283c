import { defineConfig } from 'vitest/config';

// RDKit's wasm takes seconds to load on a busy machine.
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 60_000 } });
