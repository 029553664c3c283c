export { ACPEP_FEATURES } from './features.ts';
export { acpep } from './predictor.ts';
