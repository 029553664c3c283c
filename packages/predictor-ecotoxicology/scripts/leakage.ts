// pnpm --filter @peptox/predictor-ecotoxicology leakage: what the held-out molecules of the model's splits
// share with its training molecules, onto the model's card (the training run writes it too).
import { fileURLToPath } from 'node:url';
import { measureCompoundLeakage } from '@peptox/compound-regression/training';
import { writeModelCards } from '@peptox/training';

const modelsDir = fileURLToPath(new URL('../models', import.meta.url));
console.log(
  await measureCompoundLeakage({ name: 'ecotox', modelsDir, file: 'ecotox/fish_lc50.csv' }),
);
writeModelCards(modelsDir, 'pnpm --filter @peptox/predictor-ecotoxicology train');
