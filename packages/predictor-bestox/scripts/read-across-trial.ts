// pnpm --filter @peptox/predictor-bestox trial:read-across: does blending the trees with the
// measured values of each molecule's nearest training molecules help? (@peptox/compound-regression)
import { fileURLToPath } from 'node:url';
import { trialReadAcross } from '@peptox/compound-regression/read-across-trial';

const modelsDir = fileURLToPath(new URL('../models', import.meta.url));
await trialReadAcross({
  name: 'bestox',
  modelsDir,
  command: 'pnpm --filter @peptox/predictor-bestox trial:read-across',
  file: 'ld50/rat_oral_ld50.csv',
});
