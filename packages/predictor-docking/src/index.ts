import { execFile } from 'node:child_process';
import type { JobTool } from '@peptox/predictor-kit';
import { dockingDescription, type ServedSearch } from './description.ts';
import { runDockingJob } from './run.ts';

export {
  dockingColumns,
  dockingDescription,
  dockingTables,
  type ServedSearch,
} from './description.ts';

/** Whether Debian's Open Babel answers; a worker says so when it does not (its jobs then fail). */
function checkOpenBabel(name: string): Promise<void> {
  return new Promise((resolve) => {
    execFile('obabel', ['-V'], (error) => {
      if (error) {
        console.warn(
          `${name}: Open Babel does not run here (${error.message}); its docking jobs will fail until it is installed (apt-get install openbabel).`,
        );
      }
      resolve();
    });
  });
}

function dockingTool(search: ServedSearch): JobTool {
  const description = dockingDescription(search);
  return {
    kind: 'job',
    ...description,
    modelCards: [],
    warmUp: () => checkOpenBabel(description.name),
    run: (input, _methods, report, context) => runDockingJob(input, search, report, context),
  };
}

/** GWOVina's jobs: the grey wolf optimiser over the Vina score. */
export const gwovina = dockingTool('gwo');
/** PSOVina's jobs: the particle swarm (PSOVina2's two-stage local search) over the Vina score. */
export const psovina = dockingTool('pso');
