export { HC50_FEATURE_SET } from './features.ts';
export { HEMOLYTIC_HC50_UM, hemolyticClass } from './hemolytic.ts';
export { HC50_MODEL, hemopep } from './predictor.ts';
