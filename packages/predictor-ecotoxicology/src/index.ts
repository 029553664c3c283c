export { GHS_AQUATIC_CUTOFFS, ghsAcuteAquaticCategory } from './ghs.ts';
export { ecotoxicology } from './predictor.ts';
