export {
  COMPOUND_FEATURE_COUNT,
  COMPOUND_FEATURE_DESCRIPTION,
  COMPOUND_FEATURE_NAMES,
  type CompoundFeatures,
  compoundFeatures,
  DOMAIN_FINGERPRINT,
} from './features.ts';
export { type GhsCutoff, ghsCategory, NOT_CLASSIFIED } from './ghs.ts';
export {
  type CompoundRegressorSpec,
  compoundRegressor,
  type LoadedCompoundModel,
  loadCompoundModel,
} from './predictor.ts';
