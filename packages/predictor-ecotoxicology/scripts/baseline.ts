// pnpm --filter @peptox/predictor-ecotoxicology baseline: the baseline (a random forest and boosted trees on
// Morgan counts and RDKit descriptors) on the molecules of the model's own splits, written to
// models/ecotox.baseline.json and onto the model's card beside the model's figures.
import { fileURLToPath } from 'node:url';
import { learnersArgument, measureCompoundBaseline } from '@peptox/compound-regression/training';
import { writeModelCards } from '@peptox/training';

const modelsDir = fileURLToPath(new URL('../models', import.meta.url));
// The hold-outs only: a 10-fold CV would fit the 500-tree forest ten times (about 80 s of CPU a
// fit on the fish set, much more on the rat set), too long to run beside the other tools' work.

await measureCompoundBaseline({
  name: 'ecotox',
  modelsDir,
  file: 'ecotox/fish_lc50.csv',
  evaluations: ['validation', 'validationScaffoldSplit'],
  // `pnpm ... baseline forest` or `... baseline boosting` fits one learner (default both).
  learners: learnersArgument(process.argv.slice(2)),
  command: 'pnpm --filter @peptox/predictor-ecotoxicology baseline',
});
writeModelCards(modelsDir, 'pnpm --filter @peptox/predictor-ecotoxicology train');
