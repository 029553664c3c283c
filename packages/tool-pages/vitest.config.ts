import { defineConfig } from 'vitest/config';

// Pages render in happy-dom; on a loaded two-core machine a first render can take seconds.
export default defineConfig({
  test: { testTimeout: 30_000, setupFiles: ['./src/test-setup.ts'] },
});
