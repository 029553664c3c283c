// Prints SSL-GCN's speed on one core: molecules per second including RDKit's featurisation
// (graph, descriptors, Morgan counts), the network and the trees; a 1 000-molecule job; and the
// load time in a worker thread (as the job service runs it). Reads the Tox21 SMILES from the
// shared data. Not a test: figures only.
import { readCsv } from '@peptox/training';
import { sslGcn } from '../src/predictor.ts';
import { TOX21_FILE } from './data.ts';
import { predictInWorker } from './in-worker.ts';

const records = readCsv(TOX21_FILE).map((row, i) => ({
  id: row.mol_id || `m${i}`,
  text: row.smiles ?? '',
}));
const methods = sslGcn.methods.map((m) => m.id);
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

let started = performance.now();
await sslGcn.init();
await sslGcn.warmUp();
console.log(
  `load in the main thread (RDKit, TensorFlow.js wasm, network, trees) and warm-up: ${(performance.now() - started).toFixed(0)} ms`,
);

for (let round = 1; round <= 3; round++) {
  const cpu = cpuMs();
  started = performance.now();
  const rows = await sslGcn.predict(records, methods);
  const ms = performance.now() - started;
  const used = cpuMs() - cpu;
  console.log(
    `round ${round}: ${rows.length} Tox21 molecules in ${ms.toFixed(0)} ms (${used.toFixed(0)} ms CPU): ${Math.round((rows.length / used) * 1000)} molecules per CPU second, ${Math.round((rows.length / ms) * 1000)} per second of clock`,
  );
}

const job = records.slice(0, 1000);
const inWorker = await predictInWorker(job, methods);
console.log(
  `worker thread: backend ${inWorker.backend}, load and warm-up ${inWorker.loadMs.toFixed(0)} ms (${inWorker.loadCpuMs.toFixed(0)} ms CPU); a 1 000-molecule job (12 assays) in ${inWorker.predictMs.toFixed(0)} ms (${inWorker.predictCpuMs.toFixed(0)} ms CPU)`,
);
