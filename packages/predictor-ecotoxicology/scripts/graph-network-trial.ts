// pnpm --filter @peptox/predictor-ecotoxicology trial:graph-network: does the graph network, as a
// regressor averaged with the served model, help on new scaffolds? (@peptox/compound-regression)
import { trialGraphNetwork } from '@peptox/compound-regression/graph-network-trial';
import { writeModelCards } from '@peptox/training';
import { TRIAL } from './trial-spec.ts';

await trialGraphNetwork({
  ...TRIAL,
  command: 'pnpm --filter @peptox/predictor-ecotoxicology trial:graph-network',
});
writeModelCards(TRIAL.modelsDir, 'pnpm --filter @peptox/predictor-ecotoxicology train');
