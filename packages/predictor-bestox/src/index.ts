export { GHS_ORAL_CUTOFFS, ghsAcuteOralCategory } from './ghs.ts';
export { BESTOX_MODEL_FILE, bestox } from './predictor.ts';
