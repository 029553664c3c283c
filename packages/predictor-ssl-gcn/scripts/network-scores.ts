// The network's probabilities of the validation and test molecules on both splits: the scaffold
// split's from the committed network, the random split's from that split's mean-teacher network
// trained again as the training command trains it (seeded; cached for the session).
//
//   tsx scripts/network-scores.ts   (alone: computes and caches them, prints the test ROC-AUC)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GcnModel, meanOf, taskAucs, useWasmBackend } from '@peptox/gcn';
import type { ThreeWaySplit } from '@peptox/ml';
import { networkInput } from '../src/features.ts';
import { readModelFile } from '../src/model.ts';
import { type HeldOutScores, labelMatrix, TASKS } from './assay-matrix.ts';
import { cached, cacheKey, storeCached } from './cache.ts';
import {
  randomSplit,
  readTox21,
  readUnlabelled,
  scaffoldSplit,
  type Tox21Molecule,
} from './data.ts';
import { meanTeacher, run } from './runs.ts';

/** The committed network's probabilities of the scaffold split's held-out molecules. */
export function committedNetworkScores(
  molecules: readonly Tox21Molecule[],
  split: ThreeWaySplit,
): HeldOutScores {
  const file = readModelFile();
  const model = GcnModel.fromFile(file);
  const predict = (rows: readonly number[]) =>
    model.predict(
      rows.map((i) => {
        const m = molecules[i] as Tox21Molecule;
        return networkInput(m.graph, m.descriptors, file.meta.descriptorScaler);
      }),
    );
  return { validation: predict(split.validation), test: predict(split.test) };
}

const RANDOM_NETWORK = 'random-network';
const randomNetworkKey = (molecules: readonly Tox21Molecule[], split: ThreeWaySplit) =>
  cacheKey(meanTeacher, split, molecules.length);

/** The training command keeps its random-split network's scores, so the ensemble need not retrain it. */
export function storeRandomNetworkScores(
  molecules: readonly Tox21Molecule[],
  split: ThreeWaySplit,
  scores: HeldOutScores,
): void {
  storeCached(RANDOM_NETWORK, randomNetworkKey(molecules, split), {
    validation: Array.from(scores.validation),
    test: Array.from(scores.test),
  });
}

/** The random split's mean-teacher network, trained again (cached): its held-out probabilities. */
export async function randomNetworkScores(
  molecules: readonly Tox21Molecule[],
  split: ThreeWaySplit,
): Promise<HeldOutScores> {
  const value = await cached(RANDOM_NETWORK, randomNetworkKey(molecules, split), async () => {
    const inTox21 = new Set(molecules.map((m) => m.flatSmiles));
    const { molecules: unlabelled } = await readUnlabelled(inTox21);
    const trained = await run(
      'random split, mean teacher (for the ensemble)',
      meanTeacher,
      molecules,
      split,
      unlabelled,
    );
    return {
      validation: Array.from(trained.validationProbabilities),
      test: Array.from(trained.testProbabilities),
    };
  });
  return { validation: Float32Array.from(value.validation), test: Float32Array.from(value.test) };
}

/** Mean test ROC-AUC over the assays (the labels of the split's test rows). */
export function meanTestAuc(
  molecules: readonly Tox21Molecule[],
  rows: readonly number[],
  probabilities: Float32Array,
): number {
  return meanOf(taskAucs(labelMatrix(molecules, rows), probabilities, TASKS));
}

async function main(): Promise<void> {
  await useWasmBackend();
  const { molecules } = await readTox21();
  const scaffold = scaffoldSplit(molecules);
  const random = randomSplit(molecules);
  const committed = committedNetworkScores(molecules, scaffold);
  console.log(
    `committed network, scaffold test ROC-AUC ${meanTestAuc(molecules, scaffold.test, committed.test).toFixed(4)}`,
  );
  const retrained = await randomNetworkScores(molecules, random);
  console.log(
    `random-split network, test ROC-AUC ${meanTestAuc(molecules, random.test, retrained.test).toFixed(4)}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
