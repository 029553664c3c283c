// pnpm --filter @peptox/predictor-bestox train: the BESTox model from ../shared/data (or
// $PEPTOX_DATA), its card and its evidence (domain, intervals, measured molecules), in models/.
import { fileURLToPath } from 'node:url';
import { trainCompoundRegressor } from '@peptox/compound-regression/training';
import { writeModelCards } from '@peptox/training';

const modelsDir = fileURLToPath(new URL('../models', import.meta.url));
// Shrinkage 0.05 rather than 0.015: the same accuracy in a probe (R² 0.633 against 0.634 on one
// 80/20 split) with about a third of the trees, which keeps predictions fast (a model of 2 900
// trees of depth 8 took 2 ms of CPU a molecule, beyond the 300 molecules/s target).
const boosting = {
  learner: 'boosting',
  nRounds: 2000,
  learningRate: 0.05,
  subsample: 0.8,
  colsample: 0.2,
  lambda: 1,
  patience: 100,
  seed: 7,
} as const;

await trainCompoundRegressor({
  name: 'bestox',
  title: 'BESTox: rat acute oral LD50, as -log10(LD50 in mol/kg)',
  method: 'ld50',
  modelsDir,
  file: 'ld50/rat_oral_ld50.csv',
  target: '-log10(LD50 in mol/kg)',
  source:
    'Rat acute oral LD50 of Zhu et al., Chem Res Toxicol 2009 (via pyrosage): index, smiles, active = -log10(LD50 in mol/kg). About a fifth of the original set is held back as an independent test set and is not here.',
  // Kept small (this machine's 2 cores are shared by several trainings): the blocks are those a
  // probe chose (see the notes), so no comparison runs here; the grid adds to the last run's
  // setting one with fewer features per tree.
  featureSets: {
    candidates: [['descriptors', 'maccs', 'atomPairCounts', 'torsionCounts']],
    settings: [],
  },
  grid: [
    { ...boosting, maxDepth: 8, minChildWeight: 5 },
    { ...boosting, maxDepth: 8, minChildWeight: 5, colsample: 0.1 },
  ],
  // Chosen by `trial:read-across` on the 80 %'s 5-fold CV (its note on the card): the trees and
  // the measured values of the 5 most similar training molecules.
  readAcross: { neighbours: 5, power: 3, treesWeight: 0.65 },
  goals: { r2: 0.66, rmse: 0.57 },
  notes: [
    'Feature blocks chosen in a probe before this run, by 5-fold CV on a seeded 80 % of this set (the protocol’s hold-out rule with stereoisomers grouped; gradient boosting, depth 8, column sample 0.2): descriptors + MACCS + torsion counts R² 0.598; + atom-pair counts 0.605; descriptors + MACCS + atom-pair counts 0.598; descriptors + MACCS + Morgan counts 0.591; descriptors + Morgan counts 0.572; all five blocks 0.602. Averaging with a random forest was left out of the grid: in an earlier probe it moved R² by 0.01 or less, at several times the CPU.',
    'For comparison only: BESTox (Chen et al. 2020) reported R² 0.619 and RMSE 0.603 on a test split of 1 482 of 7 413 observations of this oral rat LD50 set (as TopTox distributed it); the figures of this card are on the 5 868 rows here.',
  ],
});
writeModelCards(modelsDir, 'pnpm --filter @peptox/predictor-bestox train');
