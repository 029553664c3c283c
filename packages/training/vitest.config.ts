import { defineConfig } from 'vitest/config';

// The protocol's tests train small models end to end: seconds each, more on a busy machine.
export default defineConfig({ test: { testTimeout: 60_000 } });
