// pnpm --filter @peptox/predictor-hemopep eval:families [--without-baseline]: the HC50 model's committed setting on
// folds that keep families of 40 % identity whole, beside random folds, with the baseline forest,
// and the hemolytic class read off the same predictions (HC50 <= 100 µM, the committed slope);
// writes models/hc50.families.json (the model and card are untouched).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  BASELINE_COMPOSITION,
  BASELINE_COMPOSITION_DESCRIPTION,
  featureRows,
  type NamedFeatureSet,
  PEPTIDE_FEATURE_SETS,
} from '@peptox/peptide-features';
import { evaluateFamiliesAndWrite } from '@peptox/training';
import { classFigures, hc50Set } from './train.ts';

const modelsDir = fileURLToPath(new URL('../models', import.meta.url));
const set = hc50Set();
const meta = JSON.parse(readFileSync(`${modelsDir}/hc50.json`, 'utf8')).meta;
const chosen = (PEPTIDE_FEATURE_SETS as Record<string, NamedFeatureSet>)[meta.featureSet];
if (!chosen) throw new Error(`hc50.json names an unknown feature set ${meta.featureSet}`);
const withoutBaseline = process.argv.includes('--without-baseline');
const slope = meta.hemolyticSlope as number;
evaluateFamiliesAndWrite({
  name: 'hc50',
  modelsDir,
  command: `pnpm --filter @peptox/predictor-hemopep eval:families${withoutBaseline ? ' --without-baseline' : ''}`,
  withoutBaseline,
  task: 'regression',
  sequences: set.sequences,
  y: set.y,
  model: {
    x: featureRows(chosen.block, set.sequences),
    nFeatures: chosen.block.size,
    features: `${chosen.name}: ${chosen.description}`,
  },
  baseline: {
    x: featureRows(BASELINE_COMPOSITION, set.sequences),
    nFeatures: BASELINE_COMPOSITION.size,
    features: BASELINE_COMPOSITION_DESCRIPTION,
  },
  // The served class is read off the predicted HC50: so are its figures here, for both learners.
  views: { hemolytic: (actual, predicted) => classFigures([...actual], [...predicted], slope) },
});
