export { writeModelCards } from './cards.ts';
export {
  averageByKey,
  csvRecords,
  dataDir,
  dataFile,
  type FastaEntry,
  type LabelledSet,
  labelledFastaSet,
  labelledSet,
  type RecordSource,
  readClassedFasta,
  readCsv,
  readFasta,
  sequenceNames,
} from './data.ts';
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
export { featureMatrix, log, rowsOf } from './matrix.ts';
export {
  type Evaluation,
  type ProtocolEvidence,
  type ProtocolRun,
  type ProtocolSpec,
  runProtocol,
} from './protocol.ts';
