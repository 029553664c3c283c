// A worker thread of the docking runs: it receives the grid (shared memory) and the ligand once
// per ligand, then runs the independent searches it is sent and returns their minima.
import { parentPort } from 'node:worker_threads';
import { createRng } from '@peptox/ml';
import { Evaluator } from './evaluator.ts';
import { type Box, fillGrid, type GridData, GridEnergy } from './grid.ts';
import { gyrationRadius } from './gyration.ts';
import { buildLigand, type LigandModel } from './ligand.ts';
import { readLigandPdbqt } from './pdbqt.ts';
import type { Receptor } from './receptor.ts';
import { runSearch, type SearchName } from './search/index.ts';

export type WorkerRequest =
  | { type: 'grid'; receptor: Receptor; grid: GridData; zFrom: number; zTo: number }
  | { type: 'ligand'; pdbqt: string; grid: GridData; box: Box; search: SearchName }
  | { type: 'run'; run: number; seed: number };

export type WorkerReply =
  | { type: 'grid-done' }
  | { type: 'progress'; run: number; fraction: number }
  | {
      type: 'run-done';
      run: number;
      evaluations: number;
      candidates: { conf: Float64Array; energy: number }[];
    }
  | { type: 'error'; message: string };

let state: { ligand: LigandModel; grid: GridEnergy; box: Box; search: SearchName } | null = null;
const port = parentPort;
if (!port) throw new Error('run-worker.ts runs in a worker thread');

port.on('message', (message: WorkerRequest) => {
  try {
    if (message.type === 'grid') {
      const { receptor, grid } = message;
      fillGrid(receptor, grid, grid.types, grid.data, message.zFrom, message.zTo);
      port.postMessage({ type: 'grid-done' } satisfies WorkerReply);
    } else if (message.type === 'ligand') {
      const ligand = buildLigand(readLigandPdbqt(message.pdbqt));
      state = {
        ligand,
        grid: new GridEnergy(message.grid, ligand.heavyTypes),
        box: message.box,
        search: message.search,
      };
    } else {
      if (!state) throw new Error('a run was sent before its ligand');
      const { ligand } = state;
      const energy = state.grid;
      const evaluator = new Evaluator(ligand, (c, f, cap) => energy.energy(c, f, cap));
      const candidates = runSearch(state.search, {
        evaluator,
        box: state.box,
        rng: createRng(message.seed),
        torsions: ligand.torsionCount,
        movableAtoms: ligand.pdbqt.atoms.length,
        gyration: gyrationRadius(ligand),
        onStep: (fraction) =>
          port.postMessage({ type: 'progress', run: message.run, fraction } satisfies WorkerReply),
      });
      port.postMessage({
        type: 'run-done',
        run: message.run,
        evaluations: evaluator.evaluations,
        candidates: candidates.map((c) => ({ conf: c.conf, energy: c.energy })),
      } satisfies WorkerReply);
    }
  } catch (error) {
    port.postMessage({ type: 'error', message: (error as Error).message } satisfies WorkerReply);
  }
});
