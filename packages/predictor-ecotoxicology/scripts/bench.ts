// pnpm --filter @peptox/predictor-ecotoxicology bench: load time in a worker thread and molecules/s on
// one core, on the Tox21 SMILES (molecules the model was not trained on).
import { benchCompoundPredictor } from '@peptox/compound-regression/bench';

await benchCompoundPredictor({
  module: new URL('../src/index.ts', import.meta.url),
  exportName: 'ecotoxicology',
  file: 'tox21/tox21.csv',
});
