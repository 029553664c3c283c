import { defineConfig } from 'vitest/config';

// Node tests only: the smoke test's checks, the site server's tests and the documentation's
// commands. The Playwright specs (specs/) run with `pnpm e2e`.
export default defineConfig({
  test: { include: ['smoke/**/*.test.ts', 'site-server/**/*.test.ts', 'docs/**/*.test.ts'] },
});
