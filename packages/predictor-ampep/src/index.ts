export * from './features.ts';
export { type LoadedModel, loadModel, type ModelName } from './models.ts';
export { ampep, RFAMPEP30_LENGTH } from './predictor.ts';
