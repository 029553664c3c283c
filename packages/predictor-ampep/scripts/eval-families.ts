// pnpm --filter @peptox/predictor-ampep eval:families [EC] [SA] [--without-baseline]: the MIC models' committed
// settings on folds that keep families of 40 % identity whole, beside random folds, with the
// baseline forest; writes models/mic-<ec|sa>.families.json (the models and cards are untouched).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BASELINE_COMPOSITION,
  BASELINE_COMPOSITION_DESCRIPTION,
  featureRows,
} from '@peptox/peptide-features';
import { evaluateFamiliesAndWrite } from '@peptox/training';
import { MIC_FEATURE_SETS } from '../src/features.ts';
import { modelsDir } from './models-dir.ts';
import { micSet, ORGANISMS, type Organism } from './train-mic.ts';

const withoutBaseline = process.argv.includes('--without-baseline');
const wanted = process.argv.slice(2).filter((a) => a in ORGANISMS) as Organism[];
for (const organism of wanted.length > 0 ? wanted : (['EC', 'SA'] as Organism[])) {
  const { name } = ORGANISMS[organism];
  const set = micSet(organism);
  const meta = JSON.parse(readFileSync(join(modelsDir, `${name}.json`), 'utf8')).meta;
  const chosen = MIC_FEATURE_SETS[meta.featureSet as keyof typeof MIC_FEATURE_SETS];
  if (!chosen) throw new Error(`${name}.json names an unknown feature set ${meta.featureSet}`);
  evaluateFamiliesAndWrite({
    name,
    modelsDir,
    command: `pnpm --filter @peptox/predictor-ampep eval:families ${organism}${withoutBaseline ? ' --without-baseline' : ''}`,
    withoutBaseline,
    task: 'regression',
    sequences: set.keys,
    y: set.values,
    model: {
      x: featureRows(chosen.block, set.keys),
      nFeatures: chosen.block.size,
      features: `${chosen.name}: ${chosen.description}`,
    },
    baseline: {
      x: featureRows(BASELINE_COMPOSITION, set.keys),
      nFeatures: BASELINE_COMPOSITION.size,
      features: BASELINE_COMPOSITION_DESCRIPTION,
    },
  });
}
