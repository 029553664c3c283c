import { defineConfig } from 'vitest/config';

// Vitest runs the unit tests of the smoke command and the site server's tests; the specs under
// specs/ are Playwright's (pnpm e2e).
export default defineConfig({
  test: { include: ['smoke/**/*.test.ts', 'site-server/**/*.test.ts'] },
});
