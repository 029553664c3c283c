// Exhaustiveness as independent seeded runs over worker threads. A run's seed depends only on the
// job's seed and the run's number, so results do not depend on how runs fall on threads.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type Box, type GridData, gridShape } from './grid.ts';
import type { Receptor } from './receptor.ts';
import type { WorkerReply, WorkerRequest } from './run-worker.ts';
import type { Candidate, SearchName } from './search/index.ts';

const entry = new URL('./worker-entry.mjs', import.meta.url);
const workerModule = new URL('./run-worker.ts', import.meta.url).href;

/** The seed of run `run` of a job seeded `seed` (a 32-bit mix, so nearby seeds differ). */
export function runSeed(seed: number, run: number): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (run + 1), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export interface RunsOutcome {
  candidates: Candidate[];
  evaluations: number;
}

/** Worker threads for one docking job, reused across its ligands. */
export class RunPool {
  readonly #workers: Worker[];
  #failure: Error | null = null;

  /** One thread per core. */
  static defaultThreads(): number {
    return Math.max(1, availableParallelism());
  }

  constructor(threads = RunPool.defaultThreads()) {
    this.#workers = Array.from(
      { length: threads },
      () => new Worker(entry, { workerData: { module: workerModule } }),
    );
    for (const w of this.#workers) {
      w.on('error', (error) => {
        this.#failure = error;
      });
    }
  }

  get size(): number {
    return this.#workers.length;
  }

  /** Sends a request and waits for the reply that settles it (progress goes to onProgress). */
  #ask(worker: Worker, request: WorkerRequest, onProgress?: (reply: WorkerReply) => void) {
    return new Promise<WorkerReply>((resolve, reject) => {
      if (this.#failure) return reject(this.#failure);
      const onMessage = (reply: WorkerReply) => {
        if (reply.type === 'progress') return onProgress?.(reply);
        worker.off('message', onMessage);
        worker.off('error', onError);
        if (reply.type === 'error') reject(new Error(reply.message));
        else resolve(reply);
      };
      const onError = (error: Error) => {
        worker.off('message', onMessage);
        reject(error);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage(request);
    });
  }

  /** The grid maps of `types` over the box, each thread filling its share of z-planes. */
  async buildGrid(receptor: Receptor, box: Box, types: number[]): Promise<GridData> {
    const shape = gridShape(box);
    const [nx, ny, nz] = shape.points;
    const buffer = new SharedArrayBuffer(nx * ny * nz * types.length * 4);
    const grid: GridData = { ...shape, types, data: new Float32Array(buffer) };
    const share = Math.ceil(nz / this.#workers.length);
    await Promise.all(
      this.#workers.map((w, i) =>
        this.#ask(w, {
          type: 'grid',
          receptor,
          grid,
          zFrom: Math.min(nz, i * share),
          zTo: Math.min(nz, (i + 1) * share),
        }),
      ),
    );
    return grid;
  }

  /** Runs `runs` independent searches of one ligand; progress is the mean fraction over runs. */
  async run(
    ligandPdbqt: string,
    grid: GridData,
    box: Box,
    search: SearchName,
    seed: number,
    runs: number,
    onProgress?: (fraction: number) => void,
  ): Promise<RunsOutcome> {
    const fractions = new Float64Array(runs);
    const report = () => onProgress?.(fractions.reduce((a, b) => a + b, 0) / runs);
    for (const w of this.#workers) {
      w.postMessage({
        type: 'ligand',
        pdbqt: ligandPdbqt,
        grid,
        box,
        search,
      } satisfies WorkerRequest);
    }
    let next = 0;
    const candidates: Candidate[] = [];
    let evaluations = 0;
    const drain = async (w: Worker) => {
      while (next < runs) {
        const run = next++;
        const reply = await this.#ask(w, { type: 'run', run, seed: runSeed(seed, run) }, (p) => {
          if (p.type === 'progress') {
            fractions[p.run] = p.fraction;
            report();
          }
        });
        if (reply.type !== 'run-done') continue;
        fractions[run] = 1;
        report();
        evaluations += reply.evaluations;
        candidates.push(...reply.candidates);
      }
    };
    await Promise.all(this.#workers.map(drain));
    return { candidates, evaluations };
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((w) => w.terminate()));
  }
}
