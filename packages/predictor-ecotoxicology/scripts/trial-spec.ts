// What both trials of this model read: the committed model in models/ and its data set
// (@peptox/compound-regression's CompoundTrialSpec, less the command).
import { fileURLToPath } from 'node:url';
import { BESTOX_FEATURE } from './bestox-feature.ts';

export const TRIAL = {
  name: 'ecotox',
  modelsDir: fileURLToPath(new URL('../models', import.meta.url)),
  file: 'ecotox/fish_lc50.csv',
  // As a retraining reads it: BESTox's committed model.
  auxiliary: BESTOX_FEATURE,
};
