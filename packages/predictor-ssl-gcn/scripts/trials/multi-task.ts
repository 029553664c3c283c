// The multi-task trial: Tox21's assays share actives, and the network learns one representation
// for all twelve (the dense layer every assay's output reads). Do the per-assay trees gain from
// reading it beside their fingerprints and descriptors?
//
//   pnpm --filter @peptox/predictor-ssl-gcn trial:multi-task
//
// On the scaffold split (the shipped one), with the committed network: the trees of every assay
// trained as the ensemble command trains them, once on their own features and once with the
// network's representation appended; each averaged with the network at the weight chosen on the
// validation molecules. The choice is made on validation; the test molecules are scored once, for
// the record. The result is recorded as a trial (models/ssl-gcn.trial.json and a note on the
// card); the representation would be kept only if validation showed a gain.
import { GcnModel, meanOf, useWasmBackend } from '@peptox/gcn';
import {
  joinColumns,
  recordTrial,
  TRIAL_NOTE,
  type TrialRecord,
  writeModelCards,
} from '@peptox/training';
import { TREE_FEATURES } from '../../src/ensemble.ts';
import { networkInput } from '../../src/features.ts';
import { readModelFile } from '../../src/model.ts';
import { fitSplit, type SplitResult, treeFeatures } from '../assay-trees.ts';
import { modelsDir, readTox21, scaffoldSplit, TRAIN_COMMAND } from '../data.ts';
import { round } from '../figures.ts';
import { committedNetworkScores } from '../network-scores.ts';
import { cpuSeconds } from '../runs.ts';

const started = cpuSeconds();
await useWasmBackend();
const { molecules } = await readTox21();
const split = scaffoldSplit(molecules);
const network = committedNetworkScores(molecules, split);

const file = readModelFile();
const model = GcnModel.fromFile(file);
const width = file.config.dense;
const embedding = model.embed(
  molecules.map((m) => networkInput(m.graph, m.descriptors, file.meta.descriptorScaler)),
);
model.dispose();

const own = { x: await treeFeatures(molecules), width: TREE_FEATURES };
const joined = {
  x: joinColumns(own.x, TREE_FEATURES, embedding, width),
  width: TREE_FEATURES + width,
};

const results = {
  own: fitSplit('trees on their own features', molecules, own, split, network),
  joined: fitSplit("trees with the network's representation", molecules, joined, split, network),
};
const mean = (r: SplitResult, which: 'trees' | 'ensemble', part: 'validation' | 'test') =>
  round(meanOf(r.auc[which][part]));
const figures = (r: SplitResult) =>
  `trees alone ${mean(r, 'trees', 'validation')} (test ${mean(r, 'trees', 'test')}), ensemble ${mean(r, 'ensemble', 'validation')} (test ${mean(r, 'ensemble', 'test')})`;
const kept =
  mean(results.joined, 'ensemble', 'validation') > mean(results.own, 'ensemble', 'validation');
const command = 'pnpm --filter @peptox/predictor-ssl-gcn trial:multi-task';
const minutes = round((cpuSeconds() - started) / 60);
const note = `${TRIAL_NOTE}multi-task (\`${command}\`, ${new Date().toISOString().slice(0, 10)}, ${minutes.toFixed(1)} min of CPU): the network's shared representation of a molecule (its ${width}-wide dense layer, learned from all twelve assays) appended to the trees' ${TREE_FEATURES} features, on the scaffold split with the committed network; mean ROC-AUC on the validation molecules (the test molecules scored once, in brackets): without it ${figures(results.own)}; with it ${figures(results.joined)}. The network learned its representation from the training molecules' own labels, so trees trained on it may lean on it more than the validation molecules warrant. ${kept ? 'The ensemble gained on validation; retrain the trees with it.' : 'The ensemble did not gain on validation, so the trees do without it.'}`;
const trial: TrialRecord & Record<string, unknown> = {
  id: 'multi-task',
  date: new Date().toISOString().slice(0, 10),
  command,
  kept,
  cpuMinutes: minutes,
  auc: Object.fromEntries(
    Object.entries(results).map(([name, r]) => [
      name,
      {
        trees: { validation: r.auc.trees.validation, test: r.auc.trees.test },
        ensemble: { validation: r.auc.ensemble.validation, test: r.auc.ensemble.test },
        weights: r.weights,
      },
    ]),
  ),
  note,
};
recordTrial(modelsDir, 'ssl-gcn', trial);
writeModelCards(modelsDir, TRAIN_COMMAND);
console.log(note);
