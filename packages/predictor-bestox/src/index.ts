export { GHS_ORAL_CUTOFFS, ghsAcuteOralCategory } from './ghs.ts';
export { bestox } from './predictor.ts';
