export { HEMOPEP_FEATURES } from './features.ts';
export { hemopep } from './predictor.ts';
