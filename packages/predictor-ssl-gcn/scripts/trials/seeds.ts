// The seeds trial: does averaging the network over several seeds pay for its time?
//
//   pnpm --filter @peptox/predictor-ssl-gcn trial:seeds
//
// On the scaffold split (the shipped one): the committed mean-teacher network (seed SEED) and the
// same network trained again with two other seeds, as the training command trains it. Their
// probabilities averaged over 1, 2 and 3 seeds, alone and in the ensemble with the per-assay
// trees (rounds and weights chosen on the validation molecules, as the ensemble command does).
// More seeds would be kept only if the ensemble gained at least 0.005 mean ROC-AUC on the
// validation molecules: each seed costs its training time and multiplies the network's share
// of every prediction. The test molecules are scored once, for the record. Recorded as a trial.
import { meanOf, useWasmBackend } from '@peptox/gcn';
import { recordTrial, TRIAL_NOTE, type TrialRecord, writeModelCards } from '@peptox/training';
import { TREE_FEATURES } from '../../src/ensemble.ts';
import type { HeldOutScores } from '../assay-matrix.ts';
import { fitSplit, treeFeatures } from '../assay-trees.ts';
import {
  modelsDir,
  readTox21,
  readUnlabelled,
  SEED,
  scaffoldSplit,
  TRAIN_COMMAND,
} from '../data.ts';
import { round } from '../figures.ts';
import { committedNetworkScores } from '../network-scores.ts';
import { cpuSeconds, meanTeacher, run } from '../runs.ts';

const GAIN = 0.005;

const started = cpuSeconds();
await useWasmBackend();
const { molecules } = await readTox21();
const split = scaffoldSplit(molecules);
const { molecules: unlabelled } = await readUnlabelled(new Set(molecules.map((m) => m.flatSmiles)));

const seeds: HeldOutScores[] = [committedNetworkScores(molecules, split)];
const trainingCpuSeconds: number[] = [];
for (const seed of [SEED + 1, SEED + 2]) {
  const trained = await run(
    `scaffold split, mean teacher, seed ${seed}`,
    { ...meanTeacher, seed },
    molecules,
    split,
    unlabelled,
  );
  seeds.push({ validation: trained.validationProbabilities, test: trained.testProbabilities });
  trainingCpuSeconds.push(round(trained.cpuSeconds));
  trained.trained.model.dispose();
}

/** The first k seeds' probabilities averaged. */
const averaged = (k: number): HeldOutScores => {
  const mean = (part: 'validation' | 'test') =>
    Float32Array.from((seeds[0] as HeldOutScores)[part], (_, i) =>
      meanOf(seeds.slice(0, k).map((s) => s[part][i] as number)),
    );
  return { validation: mean('validation'), test: mean('test') };
};

const matrix = { x: await treeFeatures(molecules), width: TREE_FEATURES };
const results = [1, 2, 3].map((k) => {
  const r = fitSplit(`${k} seed${k > 1 ? 's' : ''}`, molecules, matrix, split, averaged(k));
  const mean = (which: 'network' | 'ensemble', part: 'validation' | 'test') =>
    round(meanOf(r.auc[which][part]));
  return {
    seeds: k,
    network: { validation: mean('network', 'validation'), test: mean('network', 'test') },
    ensemble: { validation: mean('ensemble', 'validation'), test: mean('ensemble', 'test') },
  };
});
const [one, , three] = results as [(typeof results)[0], unknown, (typeof results)[0]];
const best = results.reduce((a, b) => (b.ensemble.validation > a.ensemble.validation ? b : a));
const kept = best.seeds > 1 && best.ensemble.validation - one.ensemble.validation >= GAIN;
const command = 'pnpm --filter @peptox/predictor-ssl-gcn trial:seeds';
const minutes = round((cpuSeconds() - started) / 60);
const said = (r: (typeof results)[0]) =>
  `${r.seeds} seed${r.seeds > 1 ? 's' : ''}: network ${r.network.validation} (test ${r.network.test}), ensemble ${r.ensemble.validation} (test ${r.ensemble.test})`;
const note = `${TRIAL_NOTE}seeds (\`${command}\`, ${new Date().toISOString().slice(0, 10)}, ${minutes.toFixed(1)} min of CPU): the mean-teacher network of the scaffold split trained again with seeds ${SEED + 1} and ${SEED + 2} (${trainingCpuSeconds.map((s) => (s / 60).toFixed(1)).join(' and ')} min of CPU each) and averaged with the committed one; mean ROC-AUC on the validation molecules (the test molecules scored once, in brackets), the ensemble's trees and weights chosen again for each: ${results.map(said).join('; ')}. ${kept ? `${best.seeds} seeds gained at least ${GAIN} on validation; retrain with them.` : `More seeds did not gain ${GAIN} on validation${three.ensemble.validation > one.ensemble.validation ? ' (a smaller gain does not pay for the training time and the slower predictions)' : ''}, so the network stays one seed.`}`;
const trial: TrialRecord & Record<string, unknown> = {
  id: 'seeds',
  date: new Date().toISOString().slice(0, 10),
  command,
  kept,
  cpuMinutes: minutes,
  trainingCpuSeconds,
  results,
  note,
};
recordTrial(modelsDir, 'ssl-gcn', trial);
writeModelCards(modelsDir, TRAIN_COMMAND);
console.log(note);
