import { defineConfig } from 'vitest/config';

// The tool's definition imports its React pages: a first import can take seconds on a busy machine.
export default defineConfig({ test: { testTimeout: 30_000 } });
