// The network's training runs, shared by the training command and the ensemble's (which trains
// the random split's network again, as train.ts does, to score the trees beside it).
import {
  DEFAULT_CONFIG,
  type GcnConfig,
  type GraphInput,
  type LabelledGraphs,
  meanOf,
  type TrainedGcn,
  type TrainingOptions,
  taskAucs,
  trainGcn,
} from '@peptox/gcn';
import { fitScaler, type Scaler, type ThreeWaySplit } from '@peptox/ml';
import { MOLECULE_FEATURES, networkInput } from '../src/features.ts';
import { ASSAYS, labelMatrix, TASKS } from './assay-matrix.ts';
import { type ReadMolecule, SEED, type Tox21Molecule } from './data.ts';

export const config: GcnConfig = {
  ...DEFAULT_CONFIG,
  moleculeFeatures: MOLECULE_FEATURES,
  outputs: TASKS,
};
export const supervised: TrainingOptions = {
  config,
  tasks: ASSAYS,
  epochs: 40,
  patience: 10,
  batchSize: 64,
  learningRate: 1e-3,
  dropout: 0.1,
  inputNoise: 0,
  seed: SEED,
};
export const meanTeacher: TrainingOptions = {
  ...supervised,
  inputNoise: 0.1,
  meanTeacher: { emaDecay: 0.99, consistency: 1, rampUpEpochs: 5 },
};

export const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
/** The molecules of some rows as the network reads them (`inputs`), with their labels. */
export function labelled(
  molecules: readonly Tox21Molecule[],
  inputs: readonly GraphInput[],
  rows: readonly number[],
): LabelledGraphs {
  return { graphs: rows.map((m) => inputs[m] as GraphInput), labels: labelMatrix(molecules, rows) };
}

export interface Run {
  name: string;
  scaler: Scaler;
  trained: TrainedGcn;
  validation: LabelledGraphs;
  test: LabelledGraphs;
  validationAuc: number[];
  testAuc: number[];
  testProbabilities: Float32Array;
  validationProbabilities: Float32Array;
  cpuSeconds: number;
}

/**
 * Trains one network on a split: the descriptors' scaler is fitted on the split's training
 * molecules, the epoch chosen on its validation molecules, and the test molecules scored once.
 */
export async function run(
  name: string,
  options: TrainingOptions,
  molecules: readonly Tox21Molecule[],
  split: ThreeWaySplit,
  unlabelled: readonly ReadMolecule[],
): Promise<Run> {
  const cpuStart = cpuSeconds();
  const scaler = fitScaler(split.train.map((m) => (molecules[m] as Tox21Molecule).descriptors));
  const inputs = molecules.map((m) => networkInput(m.graph, m.descriptors, scaler));
  const validation = labelled(molecules, inputs, split.validation);
  const test = labelled(molecules, inputs, split.test);
  console.log(`\n${name}: ${split.train.length} training molecules`);
  const trained = await trainGcn(
    labelled(molecules, inputs, split.train),
    unlabelled.map((m) => networkInput(m.graph, m.descriptors, scaler)),
    validation,
    options,
    (r) =>
      console.log(
        `  epoch ${r.epoch}: loss ${r.loss.toFixed(4)}${r.consistency === undefined ? '' : ` consistency ${r.consistency.toFixed(5)}`} validation ROC-AUC ${r.validationScore.toFixed(4)} (${r.seconds.toFixed(1)} s)`,
      ),
  );
  const validationProbabilities = trained.model.predict(validation.graphs);
  const testProbabilities = trained.model.predict(test.graphs);
  const result: Run = {
    name,
    scaler,
    trained,
    validation,
    test,
    validationAuc: taskAucs(validation.labels, validationProbabilities, TASKS),
    testAuc: taskAucs(test.labels, testProbabilities, TASKS),
    validationProbabilities,
    testProbabilities,
    cpuSeconds: cpuSeconds() - cpuStart,
  };
  console.log(
    `${name}: best epoch ${trained.bestEpoch}, validation ${meanOf(result.validationAuc).toFixed(4)}, test ${meanOf(result.testAuc).toFixed(4)}, ${trained.seconds.toFixed(0)} s (${result.cpuSeconds.toFixed(0)} s CPU)`,
  );
  return result;
}
