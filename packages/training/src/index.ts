export { writeModelCards } from './cards.ts';
export {
  averageByKey,
  type CombinedSet,
  combineLabelled,
  csvRecords,
  dataDir,
  dataFile,
  type FastaEntry,
  type LabelledSet,
  type LabelledSource,
  labelledFastaSet,
  labelledSet,
  type RecordSource,
  readClassedFasta,
  readCsv,
  readFasta,
  sequenceNames,
} from './data.ts';
export { BY_SOURCE_NOTE, metricsBySource } from './evaluations.ts';
export {
  baselineForest,
  type FamilyEvaluation,
  type FamilyEvaluationSpec,
  type FeaturedSetting,
  type FoldLeakage,
  familyEvaluation,
  foldLeakage,
  type SplitKind,
} from './family-evaluation.ts';
export {
  evaluateFamiliesAndWrite,
  FAMILY_IDENTITY,
  type FamilyReportFile,
  type FamilyReportSpec,
} from './family-report.ts';
export {
  compareFeatureSets,
  type FeatureSet,
  type FeatureSetComparison,
  type FeatureSetResult,
  type FeatureSetSpec,
} from './feature-sets.ts';
export {
  type AverageSetting,
  type BoostingSetting,
  describeLearner,
  describeOutput,
  type ForestSetting,
  fitSetting,
  holdOut,
  report,
  type Setting,
  type Task,
  type TrainingData,
} from './learners.ts';
export { featureMatrix, joinColumns, log, rowsOf } from './matrix.ts';
export {
  foldSetting,
  type ProtocolSplits,
  protocolFitter,
  protocolSplits,
  protocolTrainingSizes,
  runProtocol,
} from './protocol.ts';
export { type CardModel, protocolCard } from './protocol-card.ts';
export { modelFileText, writeProtocolFiles } from './protocol-files.ts';
export type {
  Evaluation,
  FittedModel,
  ProtocolBlend,
  ProtocolEvaluation,
  ProtocolEvidence,
  ProtocolRecord,
  ProtocolRun,
  ProtocolSpec,
} from './protocol-types.ts';
export { runProtocolAndWrite } from './run-and-write.ts';
export { type RecordPlace, recordName } from './sources.ts';
export {
  readTrials,
  recordTrial,
  TRIAL_NOTE,
  type TrialRecord,
  withTrialNote,
} from './trials.ts';
