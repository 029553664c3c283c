// pnpm --filter @peptox/predictor-bestox trial:read-across: does blending the trees with the
// measured values of each molecule's nearest training molecules help? (@peptox/compound-regression)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { trialReadAcross } from '@peptox/compound-regression/read-across-trial';

const modelsDir = fileURLToPath(new URL('../models', import.meta.url));
const card = JSON.parse(readFileSync(`${modelsDir}/bestox.card.json`, 'utf8'));
const model = JSON.parse(readFileSync(`${modelsDir}/bestox.json`, 'utf8'));
await trialReadAcross({
  name: 'bestox',
  modelsDir,
  command: 'pnpm --filter @peptox/predictor-bestox trial:read-across',
  file: 'ld50/rat_oral_ld50.csv',
  blocks: model.meta.featureBlocks,
  setting: card.hyperParameters,
});
