import { configDefaults, defineConfig } from 'vitest/config';

// Files that replace a module (vi.mock) import it afresh; the others share their workers' modules
// (isolate: false), since importing Chakra, React and the pages again for each file took most of
// the suite's time. Pages render in happy-dom; on a loaded two-core machine a first render can
// take seconds.
const MOCKING = ['src/components/EvidenceFigures.test.tsx', 'src/pages/job.test.tsx'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    setupFiles: ['./src/test-setup.ts'],
    projects: [
      { extends: true, test: { name: 'mocking', include: MOCKING } },
      {
        extends: true,
        test: {
          name: 'shared-modules',
          exclude: [...configDefaults.exclude, ...MOCKING],
          isolate: false,
        },
      },
    ],
  },
});
