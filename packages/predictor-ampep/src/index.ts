export * from './features/index.ts';
export { type LoadedModel, loadModel, type ModelName } from './models.ts';
export { ampep, RFAMPEP30_LENGTH } from './predictor.ts';
