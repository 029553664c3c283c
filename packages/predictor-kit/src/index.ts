export * from './predictor.ts';
export * from './records.ts';
