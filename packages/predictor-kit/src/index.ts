export * from './predictor.ts';
