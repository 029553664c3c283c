// The trees beside the committed network, and the ensemble's evidence and card:
//
//   pnpm --filter @peptox/predictor-ssl-gcn ensemble   (the train command runs it after the network)
//
// Per assay and split, gradient-boosted trees on Morgan counts and RDKit's 2D descriptors learn
// from the network's training part and stop early on its validation part; the trees' weight in
// the average with the network is the one of highest validation ROC-AUC (0 keeps the network
// alone). The scaffold split's ensemble is shipped (models/ssl-gcn-trees.json beside the network);
// its calibration, thresholds and domain are fitted on its validation scores (evidence.ts). The
// random split's network is trained again for its figures (network-scores.ts). Test parts are
// scored once, for the card: the network alone, the trees alone, the ensemble.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { meanOf, useWasmBackend } from '@peptox/gcn';
import {
  type BoostingOptions,
  boostingToFile,
  type GradientBoosting,
  rocAuc,
  type ThreeWaySplit,
  trainBoosting,
} from '@peptox/ml';
import { describeFeatureBlocks, loadRDKit, withMolecule, writeFeatures } from '@peptox/molecule';
import type { ModelCard } from '@peptox/tool-schema';
import { writeModelCards } from '@peptox/training';
import { TOX21_ASSAYS } from '../src/assays.ts';
import {
  AssayTrees,
  chooseTreeWeight,
  ensembleProbability,
  TREE_BLOCKS,
  TREE_FEATURES,
  TREE_WEIGHTS,
  type TreesFile,
} from '../src/ensemble.ts';
import { TREES_FILE } from '../src/model.ts';
import { cachedMatrix, cacheKey } from './cache.ts';
import {
  modelsDir,
  randomSplit,
  readTox21,
  SEED,
  scaffoldSplit,
  type Tox21Molecule,
  TRAIN_COMMAND,
} from './data.ts';
import { addEvidenceToCard, writeEvidence } from './evidence.ts';
import {
  committedNetworkScores,
  type HeldOutScores,
  randomNetworkScores,
} from './network-scores.ts';
import { cpuSeconds } from './runs.ts';

const ASSAYS = TOX21_ASSAYS.map((a) => a.id);
const TASKS = ASSAYS.length;
const CARD_FILE = join(modelsDir, 'ssl-gcn.card.json');

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

const round = (x: number, digits = 4) => Number(x.toFixed(digits));

/** Every Tox21 molecule's tree features (molecules × TREE_FEATURES), cached for the session. */
async function treeFeatures(molecules: readonly Tox21Molecule[]): Promise<Float32Array> {
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
  x: Float32Array,
  rows: readonly number[],
  a: number,
) {
  const kept = rows.filter(
    (m) => !Number.isNaN((molecules[m] as Tox21Molecule).labels[a] as number),
  );
  const features = new Float32Array(kept.length * TREE_FEATURES);
  kept.forEach((m, r) => {
    features.set(x.subarray(m * TREE_FEATURES, (m + 1) * TREE_FEATURES), r * TREE_FEATURES);
  });
  return {
    kept,
    y: Float64Array.from(kept, (m) => (molecules[m] as Tox21Molecule).labels[a] as number),
    data: { x: features, nFeatures: TREE_FEATURES },
  };
}

interface SplitResult {
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
function fitSplit(
  name: string,
  molecules: readonly Tox21Molecule[],
  x: Float32Array,
  split: ThreeWaySplit,
  network: HeldOutScores,
): SplitResult {
  const started = cpuSeconds();
  const treeScores = {
    validation: new Float32Array(split.validation.length * TASKS),
    test: new Float32Array(split.test.length * TASKS),
  };
  const ensemble = {
    validation: new Float32Array(split.validation.length * TASKS),
    test: new Float32Array(split.test.length * TASKS),
  };
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
    const train = measured(molecules, x, split.train, a);
    const validation = measured(molecules, x, split.validation, a);
    const all = trainBoosting(train.data, train.y, BOOSTING);
    const validationAuc = (k: number) => {
      const first = all.firstTrees(k);
      return rocAuc(
        validation.y,
        Float64Array.from(validation.kept, (_, r) =>
          first.predict(validation.data.x, r * TREE_FEATURES),
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
        treeScores[part][r * TASKS + a] = model.predict(x, m * TREE_FEATURES);
      });
    }
    const column = (part: 'validation' | 'test', scores: Float32Array) => {
      const actual: number[] = [];
      const values: number[] = [];
      split[part].forEach((m, r) => {
        const label = (molecules[m] as Tox21Molecule).labels[a] as number;
        if (Number.isNaN(label)) return;
        actual.push(label);
        values.push(scores[r * TASKS + a] as number);
      });
      return { actual, values };
    };
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

/** One column per assay and their mean, rounded, for a card's metrics table. */
function perAssay(values: readonly number[], mean = true): Record<string, number> {
  const row: Record<string, number> = mean ? { mean: round(meanOf(values)) } : {};
  ASSAYS.forEach((assay, a) => {
    row[assay] = round(values[a] as number);
  });
  return row;
}

/** Card entries this command writes (replaced on every run). */
const ENSEMBLE_METRIC = /trees|ensemble/i;

async function main(): Promise<void> {
  const cpuStart = cpuSeconds();
  const started = performance.now();
  await useWasmBackend();
  const { molecules } = await readTox21();
  const splits = { scaffold: scaffoldSplit(molecules), random: randomSplit(molecules) };
  const x = await treeFeatures(molecules);
  console.log(`${molecules.length} molecules, ${TREE_FEATURES} tree features each`);
  const network = {
    scaffold: committedNetworkScores(molecules, splits.scaffold),
    random: await randomNetworkScores(molecules, splits.random),
  };
  const results = {
    scaffold: fitSplit('scaffold split', molecules, x, splits.scaffold, network.scaffold),
    random: fitSplit('random split', molecules, x, splits.random, network.random),
  };
  const shipped = results.scaffold;

  // The shipped trees (none where the weight is 0), with a few test molecules' ensemble scores.
  const check = splits.scaffold.test.slice(0, 8).map((m, r) => ({
    smiles: (molecules[m] as Tox21Molecule).smiles,
    probabilities: Array.from(shipped.ensemble.test.subarray(r * TASKS, (r + 1) * TASKS), (p) =>
      round(p, 6),
    ),
  }));
  const file: TreesFile = {
    format: 'ssl-gcn-trees',
    version: 1,
    blocks: [...TREE_BLOCKS],
    assays: ASSAYS.map((assay, a) => {
      const weight = shipped.weights[a] as number;
      return {
        assay,
        weight,
        trees: weight > 0 ? boostingToFile(shipped.trees[a] as GradientBoosting) : null,
      };
    }),
    check,
    trainedAt: new Date().toISOString(),
  };
  const fileText = `${JSON.stringify(file)}\n`;
  AssayTrees.fromFile(file, ASSAYS); // refuses a file the predictor would refuse
  writeFileSync(TREES_FILE, fileText);
  const evidence = writeEvidence(
    molecules,
    splits.scaffold,
    shipped.ensemble.validation,
    shipped.ensemble.test,
  );

  const card = JSON.parse(readFileSync(CARD_FILE, 'utf8')) as ModelCard;
  const test = (r: SplitResult, which: 'network' | 'trees' | 'ensemble') =>
    round(meanOf(r.auc[which].test));
  const met = (ok: boolean) => (ok ? 'met' : 'missed');
  const commandCpu = cpuSeconds() - cpuStart;
  const updated: ModelCard = {
    ...card,
    title: 'SSL-GCN: graph convolutional network (mean teacher) with boosted trees per assay',
    model: `${card.model.split('. Per assay, ')[0]}. Per assay, gradient-boosted trees (${BOOSTING.learningRate} learning rate, depth ${BOOSTING.maxDepth}, half the features per tree, 80 % of the molecules per round, ${ROUND_CHOICES.join(', ')} rounds: the number of highest ROC-AUC on the validation molecules) on ${describeFeatureBlocks(TREE_BLOCKS)}; the ensemble's probability is the network's and the trees' averaged at the trees' weight (${TREE_WEIGHTS.join(', ')}) of highest ROC-AUC on the validation molecules, 0 (the network alone) where the trees did not help`,
    features: {
      count: card.features.count,
      description: `${card.features.description.split(' The trees read ')[0]} The trees read ${describeFeatureBlocks(TREE_BLOCKS)} (${TREE_FEATURES} features)`,
    },
    hyperParameters: {
      ...card.hyperParameters,
      trees: { ...BOOSTING, rounds: ROUND_CHOICES, weights: TREE_WEIGHTS },
    },
    metrics: {
      ...Object.fromEntries(Object.entries(card.metrics).filter(([n]) => !ENSEMBLE_METRIC.test(n))),
      'Scaffold split, test ROC-AUC, ensemble (shipped)': perAssay(shipped.auc.ensemble.test),
      'Scaffold split, test ROC-AUC, trees alone': perAssay(shipped.auc.trees.test),
      'Scaffold split, validation ROC-AUC, ensemble': perAssay(shipped.auc.ensemble.validation),
      'Scaffold split, validation ROC-AUC, trees alone': perAssay(shipped.auc.trees.validation),
      "Scaffold split, the trees' weight in the ensemble (from validation)": perAssay(
        shipped.weights,
        false,
      ),
      'Random split, test ROC-AUC, ensemble': perAssay(results.random.auc.ensemble.test),
      'Random split, test ROC-AUC, trees alone': perAssay(results.random.auc.trees.test),
      'Random split, test ROC-AUC, mean-teacher network trained again for the ensemble': perAssay(
        results.random.auc.network.test,
      ),
      "Random split, the trees' weight in the ensemble (from validation)": perAssay(
        results.random.weights,
        false,
      ),
      'Boosting rounds chosen on validation (scaffold split)': perAssay(shipped.rounds, false),
    },
    file: {
      ...card.file,
      boostedTrees: {
        path: 'models/ssl-gcn-trees.json',
        bytes: Buffer.byteLength(fileText),
        trees: file.assays.reduce(
          (n, a, i) => n + (a.weight > 0 ? (shipped.rounds[i] as number) : 0),
          0,
        ),
        command: 'pnpm --filter @peptox/predictor-ssl-gcn ensemble',
        commandSeconds: round((performance.now() - started) / 1000, 0),
        commandCpuSeconds: round(commandCpu, 0),
        treesCpuSeconds: {
          scaffold: round(shipped.cpuSeconds, 0),
          random: round(results.random.cpuSeconds, 0),
        },
      },
    },
    targets: [
      ...(card.targets ?? []).filter((t) => !ENSEMBLE_METRIC.test(t)),
      `Ensemble: mean test ROC-AUC at least 0.81 on the scaffold split: ${test(shipped, 'ensemble')} (${met(test(shipped, 'ensemble') >= 0.81)}; network alone ${test(shipped, 'network')}, trees alone ${test(shipped, 'trees')}).`,
      `Ensemble: mean test ROC-AUC at least 0.86 on the random split: ${test(results.random, 'ensemble')} (${met(test(results.random, 'ensemble') >= 0.86)}; network alone ${test(results.random, 'network')}, trees alone ${test(results.random, 'trees')}).`,
    ],
    notes: [
      ...(card.notes ?? []).filter((n) => !ENSEMBLE_METRIC.test(n)),
      `The trees (models/ssl-gcn-trees.json, ${(Buffer.byteLength(fileText) / 1e6).toFixed(2)} MB) and the ensemble's weights: pnpm --filter @peptox/predictor-ssl-gcn ensemble (${round(commandCpu / 60, 1)} min of CPU on one core, the random split's network trained again included when it was not cached); the shipped network is not retrained by it. The validation molecules both choose the trees' rounds and their weights, so the validation figures of the ensemble are optimistic; the test molecules are scored once.`,
    ],
  };
  writeFileSync(CARD_FILE, `${JSON.stringify(addEvidenceToCard(updated, evidence), null, 2)}\n`);
  writeModelCards(modelsDir, TRAIN_COMMAND);
  console.log(
    `Wrote ${TREES_FILE} (${(Buffer.byteLength(fileText) / 1e6).toFixed(1)} MB), the evidence and the card in ${round((performance.now() - started) / 1000, 0)} s (${round(commandCpu, 0)} s CPU).`,
  );
}

await main();
