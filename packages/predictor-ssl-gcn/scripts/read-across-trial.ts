// The read-across trial: does the ensemble gain from the labels of a molecule's nearest training
// molecules (in each assay, the similarity-weighted share of actives among them)?
//
//   pnpm --filter @peptox/predictor-ssl-gcn trial:read-across
//
// On both splits: the ensemble as the ensemble command builds it (the scaffold split's committed
// network; the random split's network trained again, as the training command trains it), then per
// assay blended with read-across, the number of neighbours and the weighting chosen for all assays
// and the blend's weight per assay, all on the validation molecules. The test molecules are scored
// once, for the record. Kept only if the scaffold split's validation gains at least 0.005 mean
// ROC-AUC. Recorded as a trial.
import { meanOf, useWasmBackend } from '@peptox/gcn';
import { rocAuc, type ThreeWaySplit } from '@peptox/ml';
import { FingerprintSet } from '@peptox/molecule';
import { recordTrial, TRIAL_NOTE, type TrialRecord, writeModelCards } from '@peptox/training';
import { TOX21_ASSAYS } from '../src/assays.ts';
import { TREE_FEATURES } from '../src/ensemble.ts';
import { fitSplit, treeFeatures } from './assay-trees.ts';
import {
  modelsDir,
  randomSplit,
  readTox21,
  scaffoldSplit,
  type Tox21Molecule,
  TRAIN_COMMAND,
} from './data.ts';
import { round } from './figures.ts';
import {
  committedNetworkScores,
  type HeldOutScores,
  randomNetworkScores,
} from './network-scores.ts';
import { cpuSeconds } from './runs.ts';

const GAIN = 0.005;
const TASKS = TOX21_ASSAYS.length;
const NEIGHBOURS = [5, 10, 20];
const POWERS = [1, 3];
/** Read-across's weights tried per assay; 0 keeps the ensemble alone. */
const BLEND_WEIGHTS = [0, 0.1, 0.2, 0.3, 0.4, 0.5];

const started = cpuSeconds();
await useWasmBackend();
const { molecules } = await readTox21();
const matrix = { x: await treeFeatures(molecules), width: TREE_FEATURES };

type Part = 'validation' | 'test';

/** Per assay, each held-out molecule's read-across score for every (neighbours, power). */
function readAcrossScores(split: ThreeWaySplit) {
  const scores = new Map<string, HeldOutScores>();
  for (const k of NEIGHBOURS) {
    for (const power of POWERS) {
      scores.set(`${k},${power}`, {
        validation: new Float32Array(split.validation.length * TASKS),
        test: new Float32Array(split.test.length * TASKS),
      });
    }
  }
  const largest = Math.max(...NEIGHBOURS);
  TOX21_ASSAYS.forEach((_, a) => {
    const measured = split.train.filter(
      (m) => !Number.isNaN((molecules[m] as Tox21Molecule).labels[a] as number),
    );
    const set = new FingerprintSet(
      measured.map((m) => (molecules[m] as Tox21Molecule).fingerprint),
    );
    for (const part of ['validation', 'test'] as const) {
      split[part].forEach((m, r) => {
        const near = set.nearestK((molecules[m] as Tox21Molecule).fingerprint, largest);
        for (const k of NEIGHBOURS) {
          for (const power of POWERS) {
            let active = 0;
            let weight = 0;
            for (const { index, similarity } of near.slice(0, k)) {
              const w = similarity ** power + 1e-9;
              active +=
                w * ((molecules[measured[index] as number] as Tox21Molecule).labels[a] as number);
              weight += w;
            }
            (scores.get(`${k},${power}`) as HeldOutScores)[part][r * TASKS + a] = active / weight;
          }
        }
      });
    }
  });
  return scores;
}

/** Assay a's labels and scores of one part, measured molecules only. */
function column(split: ThreeWaySplit, part: Part, a: number, scores: Float32Array) {
  const actual: number[] = [];
  const values: number[] = [];
  split[part].forEach((m, r) => {
    const label = (molecules[m] as Tox21Molecule).labels[a] as number;
    if (Number.isNaN(label)) return;
    actual.push(label);
    values.push(scores[r * TASKS + a] as number);
  });
  return { actual, values };
}

function blendSplit(name: string, split: ThreeWaySplit, network: HeldOutScores) {
  const { ensemble } = fitSplit(name, molecules, matrix, split, network);
  const readAcross = readAcrossScores(split);
  // Per assay, the best weight on validation and that blend's ROC-AUC on validation and test.
  const evaluate = (scores: HeldOutScores) =>
    TOX21_ASSAYS.map((_, a) => {
      const auc = (part: Part, w: number) => {
        const e = column(split, part, a, ensemble[part]);
        const r = column(split, part, a, scores[part]);
        return rocAuc(
          e.actual,
          e.values.map((v, i) => (1 - w) * v + w * (r.values[i] as number)),
        );
      };
      // A tie keeps the smaller weight: read-across is added only where it helps.
      const best = BLEND_WEIGHTS.map((w) => ({ w, auc: auc('validation', w) })).reduce((b, c) =>
        c.auc > b.auc ? c : b,
      );
      return {
        weight: best.w,
        validation: best.auc,
        test: auc('test', best.w),
        alone: auc('validation', 0),
        aloneTest: auc('test', 0),
      };
    });
  let chosen = {
    key: '',
    mean: Number.NEGATIVE_INFINITY,
    perAssay: [] as ReturnType<typeof evaluate>,
  };
  for (const [key, scores] of readAcross) {
    const perAssay = evaluate(scores);
    const mean = meanOf(perAssay.map((p) => p.validation));
    if (mean > chosen.mean) chosen = { key, mean, perAssay };
  }
  const { perAssay } = chosen;
  const [k, power] = chosen.key.split(',').map(Number);
  return {
    neighbours: k,
    power,
    weights: perAssay.map((p) => p.weight),
    ensemble: {
      validation: round(meanOf(perAssay.map((p) => p.alone))),
      test: round(meanOf(perAssay.map((p) => p.aloneTest))),
    },
    blend: {
      validation: round(meanOf(perAssay.map((p) => p.validation))),
      test: round(meanOf(perAssay.map((p) => p.test))),
    },
  };
}

const scaffold = scaffoldSplit(molecules);
const random = randomSplit(molecules);
const results = {
  scaffold: blendSplit('scaffold split', scaffold, committedNetworkScores(molecules, scaffold)),
  random: blendSplit('random split', random, await randomNetworkScores(molecules, random)),
};
const kept = results.scaffold.blend.validation - results.scaffold.ensemble.validation >= GAIN;
const command = 'pnpm --filter @peptox/predictor-ssl-gcn trial:read-across';
const minutes = round((cpuSeconds() - started) / 60);
const figures = (r: (typeof results)['scaffold']) =>
  `ensemble ${r.ensemble.validation} (test ${r.ensemble.test}), with read-across ${r.blend.validation} (test ${r.blend.test}; ${r.neighbours} neighbours, similarity to the power ${r.power}, read-across weighing ${Math.min(...r.weights)}-${Math.max(...r.weights)} by assay)`;
const note = `${TRIAL_NOTE}read-across (\`${command}\`, ${new Date().toISOString().slice(0, 10)}, ${minutes.toFixed(1)} min of CPU): the ensemble blended, per assay, with the similarity-weighted share of actives among the molecule's nearest training molecules measured in that assay (Morgan fingerprints, Tanimoto), the neighbours and weighting chosen for all assays and the weight per assay on the validation molecules; mean ROC-AUC on validation (the test molecules scored once, in brackets). Scaffold split: ${figures(results.scaffold)}. Random split: ${figures(results.random)}. ${kept ? `Kept: at least ${GAIN} gained on the scaffold split's validation; build it into the ensemble.` : `Not kept: less than ${GAIN} gained on the scaffold split's validation.`}`;
const trial: TrialRecord & Record<string, unknown> = {
  id: 'read-across',
  date: new Date().toISOString().slice(0, 10),
  command,
  kept,
  cpuMinutes: minutes,
  results,
  note,
};
recordTrial(modelsDir, 'ssl-gcn', trial);
writeModelCards(modelsDir, TRAIN_COMMAND);
console.log(note);
