export { ACPEP_FEATURE_SET, ACPEP_VS_AMP_FEATURE_SET } from './features.ts';
export { ACPEP_MODELS, acpep } from './predictor.ts';
