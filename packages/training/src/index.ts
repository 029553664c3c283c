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
  readClassedFasta,
  readCsv,
  readFasta,
} from './data.ts';
export {
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
export { type Evaluation, type ProtocolRun, type ProtocolSpec, runProtocol } from './protocol.ts';
