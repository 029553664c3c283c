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
import type { ThreeWaySplit } from '@peptox/ml';
import { recordTrial, TRIAL_NOTE, type TrialRecord, writeModelCards } from '@peptox/training';
import { TREE_FEATURES } from '../../src/ensemble.ts';
import type { HeldOutScores } from '../assay-matrix.ts';
import { fitSplit, treeFeatures } from '../assay-trees.ts';
import { modelsDir, randomSplit, readTox21, scaffoldSplit, TRAIN_COMMAND } from '../data.ts';
import { round } from '../figures.ts';
import { committedNetworkScores, randomNetworkScores } from '../network-scores.ts';
import { fitReadAcross } from '../read-across.ts';
import { cpuSeconds } from '../runs.ts';

const GAIN = 0.005;

const started = cpuSeconds();
await useWasmBackend();
const { molecules } = await readTox21();
const matrix = { x: await treeFeatures(molecules), width: TREE_FEATURES };

function blendSplit(name: string, split: ThreeWaySplit, network: HeldOutScores) {
  const { ensemble } = fitSplit(name, molecules, matrix, split, network);
  const fit = fitReadAcross(molecules, split, ensemble);
  const mean = (values: number[]) => round(meanOf(values));
  return {
    neighbours: fit.setting.neighbours,
    power: fit.setting.power,
    weights: fit.weights,
    ensemble: { validation: mean(fit.auc.before.validation), test: mean(fit.auc.before.test) },
    blend: { validation: mean(fit.auc.after.validation), test: mean(fit.auc.after.test) },
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
