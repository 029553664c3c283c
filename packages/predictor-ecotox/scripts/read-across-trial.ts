// pnpm --filter @peptox/predictor-ecotox trial:read-across: does blending the trees with the
// measured values of each molecule's nearest training molecules help? (@peptox/compound-regression)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { trialReadAcross } from '@peptox/compound-regression/read-across-trial';
import { BESTOX_FEATURE } from './bestox-feature.ts';

const modelsDir = fileURLToPath(new URL('../models', import.meta.url));
const card = JSON.parse(readFileSync(`${modelsDir}/ecotox.card.json`, 'utf8'));
const model = JSON.parse(readFileSync(`${modelsDir}/ecotox.json`, 'utf8'));
await trialReadAcross({
  name: 'ecotox',
  modelsDir,
  command: 'pnpm --filter @peptox/predictor-ecotox trial:read-across',
  file: 'ecotox/fish_lc50.csv',
  blocks: model.meta.featureBlocks,
  // As a retraining reads it: BESTox's committed model.
  auxiliary: BESTOX_FEATURE,
  setting: card.hyperParameters,
});
