import { defineConfig } from 'vitest/config';

// RDKit's WebAssembly starts in a few hundred ms; a first render on a busy two-core machine can take seconds.
export default defineConfig({
  test: { testTimeout: 30_000, setupFiles: ['./src/test-setup.ts'] },
});
