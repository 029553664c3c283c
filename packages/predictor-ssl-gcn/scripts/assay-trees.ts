// The boosted trees of every Tox21 assay beside a network's scores, on one split: trained on the
// network's training part, their rounds chosen on its validation part, and their weight in the
// average with the network chosen there too (ensemble.ts ships them; trials/multi-task.ts compares
// feature matrices with them).
import { meanOf } from '@peptox/gcn';
import {
  type BoostingOptions,
  type GradientBoosting,
  rocAuc,
  type ThreeWaySplit,
  trainBoosting,
} from '@peptox/ml';
import { loadRDKit, withMolecule, writeFeatures } from '@peptox/molecule';
import { rowsOf } from '@peptox/training';
import {
  chooseTreeWeight,
  ensembleProbability,
  TREE_BLOCKS,
  TREE_FEATURES,
} from '../src/ensemble.ts';
import {
  ASSAYS,
  assayColumn,
  emptyHeldOutScores,
  type HeldOutScores,
  TASKS,
} from './assay-matrix.ts';
import { cachedMatrix, cacheKey } from './cache.ts';
import { SEED, type Tox21Molecule } from './data.ts';
import { round } from './figures.ts';
import { cpuSeconds } from './runs.ts';

/** The trees' features of every molecule, row-major, `width` a row. */
export interface TreeMatrix {
  x: Float32Array;
  width: number;
}

/**
 * One setting (the baseline's XGBoost: depth 6, half the features per tree), its number of rounds
 * chosen among ROUND_CHOICES by ROC-AUC on the validation molecules (their log-loss stopped
 * training after 17-209 rounds, too early for ranking).
 */
export const BOOSTING: BoostingOptions = {
  kind: 'classification',
  nRounds: 400,
  learningRate: 0.05,
  maxDepth: 6,
  colsample: 0.5,
  subsample: 0.8,
  minChildWeight: 1,
  lambda: 1,
  seed: SEED,
};
export const ROUND_CHOICES = [50, 100, 200, 300, 400];

/** Every Tox21 molecule's tree features (molecules × TREE_FEATURES), cached for the session. */
export async function treeFeatures(molecules: readonly Tox21Molecule[]): Promise<Float32Array> {
  const key = cacheKey(
    TREE_BLOCKS,
    molecules.map((m) => m.smiles),
  );
  return cachedMatrix('tree-features', key, async () => {
    const rdkit = await loadRDKit();
    const x = new Float32Array(molecules.length * TREE_FEATURES);
    molecules.forEach((m, i) => {
      const read = withMolecule(rdkit, m.smiles, (molecule) =>
        writeFeatures(molecule, TREE_BLOCKS, x, i * TREE_FEATURES),
      );
      if (!read.ok) throw new Error(`RDKit cannot read '${m.smiles}' again: ${read.reason}`);
    });
    return x;
  });
}

/** The rows of `rows` measured in assay a, their labels and feature matrix. */
function measured(
  molecules: readonly Tox21Molecule[],
  { x, width }: TreeMatrix,
  rows: readonly number[],
  a: number,
) {
  const kept = rows.filter(
    (m) => !Number.isNaN((molecules[m] as Tox21Molecule).labels[a] as number),
  );
  return {
    kept,
    y: Float64Array.from(kept, (m) => (molecules[m] as Tox21Molecule).labels[a] as number),
    data: { x: rowsOf(x, width, kept), nFeatures: width },
  };
}

export interface SplitResult {
  trees: GradientBoosting[];
  rounds: number[];
  weights: number[];
  /** Molecules × assays, split order; the ensemble's. */
  ensemble: HeldOutScores;
  treeScores: HeldOutScores;
  auc: Record<'network' | 'trees' | 'ensemble', { validation: number[]; test: number[] }>;
  cpuSeconds: number;
}

/** The trees of every assay on one split, the weights chosen and the held-out scores. */
export function fitSplit(
  name: string,
  molecules: readonly Tox21Molecule[],
  matrix: TreeMatrix,
  split: ThreeWaySplit,
  network: HeldOutScores,
): SplitResult {
  const started = cpuSeconds();
  const treeScores = emptyHeldOutScores(split);
  const ensemble = emptyHeldOutScores(split);
  const auc: SplitResult['auc'] = {
    network: { validation: [], test: [] },
    trees: { validation: [], test: [] },
    ensemble: { validation: [], test: [] },
  };
  const trees: GradientBoosting[] = [];
  const rounds: number[] = [];
  const weights: number[] = [];
  ASSAYS.forEach((assay, a) => {
    const assayStarted = cpuSeconds();
    const train = measured(molecules, matrix, split.train, a);
    const validation = measured(molecules, matrix, split.validation, a);
    const all = trainBoosting(train.data, train.y, BOOSTING);
    const validationAuc = (k: number) => {
      const first = all.firstTrees(k);
      return rocAuc(
        validation.y,
        Float64Array.from(validation.kept, (_, r) =>
          first.predict(validation.data.x, r * matrix.width),
        ),
      );
    };
    const chosenRounds = ROUND_CHOICES.map((k) => ({ k, auc: validationAuc(k) })).reduce(
      (best, c) => (c.auc > best.auc ? c : best),
    ).k;
    const model = all.firstTrees(chosenRounds);
    trees.push(model);
    rounds.push(model.nTrees);
    // Scores of every held-out molecule (measured or not: the evidence file takes all rows).
    for (const part of ['validation', 'test'] as const) {
      split[part].forEach((m, r) => {
        treeScores[part][r * TASKS + a] = model.predict(matrix.x, m * matrix.width);
      });
    }
    const column = (part: 'validation' | 'test', scores: Float32Array) =>
      assayColumn(molecules, split[part], a, scores);
    const netValidation = column('validation', network.validation);
    const treeValidation = column('validation', treeScores.validation);
    const { weight } = chooseTreeWeight(
      netValidation.actual,
      netValidation.values,
      treeValidation.values,
    );
    weights.push(weight);
    for (const part of ['validation', 'test'] as const) {
      for (let r = 0; r < split[part].length; r++) {
        const i = r * TASKS + a;
        ensemble[part][i] = ensembleProbability(
          network[part][i] as number,
          treeScores[part][i] as number,
          weight,
        );
      }
      for (const [which, scores] of [
        ['network', network[part]],
        ['trees', treeScores[part]],
        ['ensemble', ensemble[part]],
      ] as const) {
        const { actual, values } = column(part, scores);
        auc[which][part].push(rocAuc(actual, values));
      }
    }
    console.log(
      `${name} ${assay}: ${model.nTrees} trees (${round(cpuSeconds() - assayStarted, 0)} s CPU), weight ${weight}; test ROC-AUC network ${round(auc.network.test[a] as number, 3)} trees ${round(auc.trees.test[a] as number, 3)} ensemble ${round(auc.ensemble.test[a] as number, 3)}`,
    );
  });
  for (const which of ['network', 'trees', 'ensemble'] as const) {
    console.log(
      `${name}, ${which}: validation ${round(meanOf(auc[which].validation))}, test ${round(meanOf(auc[which].test))}`,
    );
  }
  return { trees, rounds, weights, ensemble, treeScores, auc, cpuSeconds: cpuSeconds() - started };
}
