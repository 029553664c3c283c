export { type AssayId, assayKey, TOX21_ASSAYS } from './assays.ts';
export { sslGcn } from './predictor.ts';
