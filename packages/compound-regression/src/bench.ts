// The benchmark of a compound regression predictor (Node only; a command, not a test): how long
// RDKit, the model and its evidence take to load in a worker thread, and molecules per second on
// one core, features and prediction included.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { InputRecord, ToolPredictor } from '@peptox/predictor-kit';

export interface BenchSpec {
  /** The predictor package's entry (its src/index.ts) and the predictor's export name. */
  module: URL;
  exportName: string;
  /**
   * Molecules to predict, from a file of the shared data with a `smiles` column. Not the model's
   * own training set: a training molecule is found at similarity 1 and ends the domain's search
   * early, which would flatter the figure.
   */
  file: string;
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

function dataFile(relative: string): string {
  const file = resolve(process.env.PEPTOX_DATA ?? resolve(repoRoot, '../shared/data'), relative);
  if (!existsSync(file)) throw new Error(`${file} not found; set PEPTOX_DATA to the data folder.`);
  return file;
}

/** The SMILES column of a CSV whose SMILES hold no comma (the shared data's do not). */
function readSmiles(file: string): string[] {
  const [header = '', ...lines] = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const column = header.split(',').indexOf('smiles');
  if (column === -1) throw new Error(`${file} has no smiles column`);
  return lines.map((line) => line.split(',')[column] ?? '');
}

/** Starts a worker thread that imports the predictor and runs init(); resolves its timings. */
function loadInWorker(spec: BenchSpec): Promise<{ initMs: number; importMs: number }> {
  // Node 20 does not apply --import tsx to a worker's entry: the worker registers tsx itself.
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    import('tsx/esm/api').then(async ({ tsImport }) => {
      const started = performance.now();
      const module = await tsImport(workerData.module, __filename);
      const imported = performance.now();
      await module[workerData.exportName].init();
      parentPort.postMessage({ importMs: imported - started, initMs: performance.now() - imported });
    });`;
  return new Promise((done, fail) => {
    const worker = new Worker(source, {
      eval: true,
      workerData: { module: spec.module.href, exportName: spec.exportName },
    });
    worker.once('message', (timings) => {
      void worker.terminate();
      done(timings);
    });
    worker.once('error', fail);
  });
}

export async function benchCompoundPredictor(spec: BenchSpec): Promise<void> {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (2 cores)`,
  );
  for (let i = 1; i <= 3; i++) {
    const { importMs, initMs } = await loadInWorker(spec);
    console.log(
      `worker thread ${i}: RDKit + model + evidence load (init) ${initMs.toFixed(0)} ms; importing the predictor's code (tsx compiling TypeScript) ${importMs.toFixed(0)} ms`,
    );
  }

  const module = (await import(spec.module.href)) as Record<string, ToolPredictor>;
  const predictor = module[spec.exportName] as ToolPredictor;
  // The CPU time of the load, on this (now the only) thread: wall-clock times above grow with
  // the machine's load, CPU time much less.
  const initCpu = process.cpuUsage();
  const initStarted = performance.now();
  await predictor.init();
  const initUsed = process.cpuUsage(initCpu);
  console.log(
    `main thread: RDKit + model + evidence load (init) ${(performance.now() - initStarted).toFixed(0)} ms, ${((initUsed.user + initUsed.system) / 1000).toFixed(0)} ms of CPU`,
  );
  await predictor.warmUp();
  const smiles = readSmiles(dataFile(spec.file));
  const records: InputRecord[] = smiles.map((text, i) => ({ id: `m${i + 1}`, text }));
  const methods = predictor.methods.map((m) => m.id);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const target = predictor.columns.find((c) => c.method)?.key ?? '';
  let predicted = 0;
  // In chunks of 500, as the job service's worker predicts.
  for (let from = 0; from < records.length; from += 500) {
    const rows = await predictor.predict(records.slice(from, from + 500), methods);
    predicted += rows.filter((row) => row[target] !== null).length;
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(
    `${predictor.name}: ${records.length} molecules of ${spec.file} (${predicted} predicted) in ${seconds.toFixed(2)} s: ${Math.round(records.length / seconds)} molecules/s (${Math.round(records.length / cpuSeconds)} per CPU second), features + prediction + evidence (nearest measured molecule, interval, domain), one thread`,
  );
}
