import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Real servers with worker threads, and a server process killed and restarted.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time: many of them wait on killed processes, outages and leases, and one at a
    // time left a core idle for the suite's last minutes. Each file's servers, databases and ports
    // are its own.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
