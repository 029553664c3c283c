// What both trials of this model read: the committed model in models/ and its data set
// (@peptox/compound-regression's CompoundTrialSpec, less the command).
import { fileURLToPath } from 'node:url';

export const TRIAL = {
  name: 'bestox',
  modelsDir: fileURLToPath(new URL('../models', import.meta.url)),
  file: 'ld50/rat_oral_ld50.csv',
};
