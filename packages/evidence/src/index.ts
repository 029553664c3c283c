export {
  alignLocal,
  blosum62,
  codesIdentity,
  type IdentityOver,
  peptideIdentity,
  residueCodes,
} from './alignment.ts';
export {
  brierScore,
  type Calibration,
  type CalibrationChoice,
  calibrate,
  chooseCalibration,
  expectedCalibrationError,
  fitIsotonic,
  fitPlatt,
  reliabilityBins,
} from './calibration.ts';
export { type ChanceOptions, chanceAt, chanceSimilarity } from './chance.ts';
export { fitConformal, halfWidthAt, intervalAt, validateIntervals } from './conformal.ts';
export { type ErrorPoint, isInside, lengthWindow, measureCutoff } from './domain.ts';
export {
  type EvidenceFile,
  type EvidenceQuery,
  type EvidenceRecords,
  evidenceFile,
  HeadEvidence,
  ModelEvidence,
  type Neighbour,
} from './evidence.ts';
export {
  type FamilySizes,
  familySizes,
  identityFamilies,
  nearestIdentities,
  representativeFamilies,
} from './families.ts';
export { type EvidenceSpec, fitEvidence, type PredictionSet } from './fit.ts';
export {
  type FittedHead,
  fitHead,
  type HeadFile,
  type HeadSpec,
  type HeadTask,
  type Predictions,
  summarizeHead,
} from './head.ts';
export type { Nearest, SimilarityIndex } from './nearest.ts';
export { PeptideIndex } from './peptide-index.ts';
export { type MeasuredNeighbour, measuredNeighbours, readAcross } from './read-across.ts';
export {
  describeSimilarity,
  moleculeSpace,
  outOfFoldSimilarity,
  peptideSpace,
  type RecordQuery,
  type RecordSpace,
  similarityTo,
} from './similarity.ts';
export { chooseThreshold, operatingPoint, type ThresholdChoice } from './threshold.ts';
