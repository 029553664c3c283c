import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

describe('RDKit in a worker thread', () => {
  it('loads and answers a canonical SMILES', async () => {
    // The fixture is TypeScript: tsx's API imports it (a worker's --import loader does not apply to
    // its own entry in Node 20).
    const fixture = new URL('./worker.fixture.ts', import.meta.url).href;
    const bootstrap = `import('tsx/esm/api').then((tsx) => tsx.tsImport(require('node:worker_threads').workerData, __filename));`;
    const worker = new Worker(bootstrap, { eval: true, workerData: fixture });
    try {
      const ask = (smiles: string) =>
        new Promise((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.postMessage(smiles);
        });
      expect(await ask('C(O)C')).toEqual({ ok: true, canonicalSmiles: 'CCO', heavyAtoms: 3 });
      expect(await ask('C1CC')).toMatchObject({
        ok: false,
        reason: expect.stringMatching(/ring bond 1/),
      });
    } finally {
      await worker.terminate();
    }
  }, 30_000);
});
