import { defineConfig } from 'vitest/config';

// The tests run real dockings (seconds each) and call vina and obabel; a busy machine is slow.
export default defineConfig({ test: { testTimeout: 120_000 } });
