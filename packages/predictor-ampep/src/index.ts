export * from './features.ts';
export { loadModel, type ModelName } from './models.ts';
export { AMPEP_MODELS, ampep, MIC_MODELS, RFAMPEP30_LENGTH } from './predictor.ts';
