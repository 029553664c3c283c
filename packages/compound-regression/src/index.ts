export {
  BASELINE_BLOCKS,
  BASELINE_DESCRIPTION,
  baselineSettings,
} from './baseline.ts';
export {
  type CompoundFeatures,
  compoundFeatures,
  DOMAIN_FINGERPRINT,
  modelFeatureBlocks,
} from './features.ts';
export { type GhsCutoff, ghsCategory, NOT_CLASSIFIED } from './ghs.ts';
export {
  type CompoundRegressorSpec,
  compoundRegressor,
  type LoadedCompoundModel,
  loadCompoundModel,
} from './predictor.ts';
