import { defineConfig } from 'vitest/config';

// Each test starts the CLI as a child process (tsx compiles it on first start), which takes
// seconds on a busy machine.
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 60_000 } });
