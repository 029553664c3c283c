import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Real servers with worker threads, and a server process killed and restarted.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Test files share the machine's two cores; one at a time keeps each file's timings sane.
    fileParallelism: false,
  },
});
