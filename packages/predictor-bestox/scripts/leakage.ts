// pnpm --filter @peptox/predictor-bestox leakage: what the held-out molecules of the model's splits
// share with its training molecules, onto the model's card (the training run writes it too).
import { fileURLToPath } from 'node:url';
import { measureCompoundLeakage } from '@peptox/compound-regression/training';
import { writeModelCards } from '@peptox/training';

const modelsDir = fileURLToPath(new URL('../models', import.meta.url));
console.log(
  await measureCompoundLeakage({ name: 'bestox', modelsDir, file: 'ld50/rat_oral_ld50.csv' }),
);
writeModelCards(modelsDir, 'pnpm --filter @peptox/predictor-bestox train');
