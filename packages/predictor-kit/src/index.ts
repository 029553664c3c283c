export * from './csv.ts';
export * from './predictor.ts';
