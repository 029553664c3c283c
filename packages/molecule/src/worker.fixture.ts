// Started by worker.test.ts in a worker thread: loads RDKit there and answers canonical SMILES.
import { parentPort } from 'node:worker_threads';
import { checkSmiles, loadRDKit } from './index.ts';

const port = parentPort;
if (port === null) throw new Error('Start this file as a worker thread.');
port.on('message', async (smiles: string) => {
  const rdkit = await loadRDKit();
  port.postMessage(checkSmiles(rdkit, smiles));
});
