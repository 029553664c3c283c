export { HC50_FEATURE_SET } from './features.ts';
export {
  HEMOLYTIC_HC50_UM,
  hemolyticClass,
  hemolyticProbability,
} from './hemolytic.ts';
export { hemopep } from './predictor.ts';
