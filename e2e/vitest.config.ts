import { defineConfig } from 'vitest/config';

// Node tests only: the smoke test's checks and the documentation's commands. The Playwright specs
// (specs/) run with `pnpm e2e`.
export default defineConfig({
  test: { include: ['smoke/**/*.test.ts', 'docs/**/*.test.ts'] },
});
