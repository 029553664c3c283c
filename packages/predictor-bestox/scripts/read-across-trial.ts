// pnpm --filter @peptox/predictor-bestox trial:read-across: does blending the trees with the
// measured values of each molecule's nearest training molecules help? (@peptox/compound-regression)
import { trialReadAcross } from '@peptox/compound-regression/read-across-trial';
import { writeModelCards } from '@peptox/training';
import { TRIAL } from './trial-spec.ts';

await trialReadAcross({
  ...TRIAL,
  command: 'pnpm --filter @peptox/predictor-bestox trial:read-across',
});
writeModelCards(TRIAL.modelsDir, 'pnpm --filter @peptox/predictor-bestox train');
