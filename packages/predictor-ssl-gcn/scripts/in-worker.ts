// Runs the predictor in a worker thread, as the job service does: a fresh thread loads RDKit,
// TensorFlow.js's WebAssembly backend and the network, then predicts. For the test and the bench.
import { Worker } from 'node:worker_threads';
import type { InputRecord } from '@peptox/predictor-kit';
import type { ResultRow } from '@peptox/tool-schema';

export interface WorkerRun {
  rows: ResultRow[];
  /** init() + warmUp() in the worker, ms, and the process's CPU time meanwhile (the main thread waits). */
  loadMs: number;
  loadCpuMs: number;
  /** predict() in the worker, ms, and the worker's CPU time for it. */
  predictMs: number;
  predictCpuMs: number;
  backend: string;
}

// Node 20 does not apply `--import tsx` to a worker's entry, so the worker registers tsx itself.
const body = (tsx: string, predictor: string, gcn: string) => `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { register } = await import(${JSON.stringify(tsx)});
  register();
  const loadCpu = process.cpuUsage();
  const started = performance.now();
  const { sslGcn } = await import(${JSON.stringify(predictor)});
  await sslGcn.init();
  await sslGcn.warmUp();
  const loadMs = performance.now() - started;
  const loaded = process.cpuUsage(loadCpu);
  const loadCpuMs = (loaded.user + loaded.system) / 1000;
  const cpu = process.cpuUsage();
  const predictStarted = performance.now();
  const rows = await sslGcn.predict(workerData.records, workerData.methods);
  const predictMs = performance.now() - predictStarted;
  const { user, system } = process.cpuUsage(cpu);
  const { activeBackend } = await import(${JSON.stringify(gcn)});
  parentPort.postMessage({ rows, loadMs, loadCpuMs, predictMs, predictCpuMs: (user + system) / 1000, backend: activeBackend() });
})().catch((error) => parentPort.postMessage({ error: String(error && error.stack || error) }));
`;

export function predictInWorker(
  records: readonly InputRecord[],
  methods: readonly string[],
): Promise<WorkerRun> {
  const tsx = import.meta.resolve('tsx/esm/api');
  const predictor = new URL('../src/index.ts', import.meta.url).href;
  const gcn = import.meta.resolve('@peptox/gcn');
  const worker = new Worker(body(tsx, predictor, gcn), {
    eval: true,
    workerData: { records, methods },
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (message: WorkerRun | { error: string }) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}
