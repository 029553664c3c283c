import { fileURLToPath } from 'node:url';

/** Where the training scripts write the model files and their cards. */
export const modelsDir = fileURLToPath(new URL('../models', import.meta.url));
