// pnpm --filter @peptox/predictor-ecotoxicology trial:read-across: does blending the trees with the
// measured values of each molecule's nearest training molecules help? (@peptox/compound-regression)
import { fileURLToPath } from 'node:url';
import { trialReadAcross } from '@peptox/compound-regression/read-across-trial';
import { BESTOX_FEATURE } from './bestox-feature.ts';

const modelsDir = fileURLToPath(new URL('../models', import.meta.url));
await trialReadAcross({
  name: 'ecotox',
  modelsDir,
  command: 'pnpm --filter @peptox/predictor-ecotoxicology trial:read-across',
  file: 'ecotox/fish_lc50.csv',
  // As a retraining reads it: BESTox's committed model.
  auxiliary: BESTOX_FEATURE,
});
