// The multi-task trial of a compound regression tool (Node only): does another tool's model,
// trained on a related endpoint (rat LD50 for fish LC50), help as one more feature? The other
// model's prediction of every molecule is appended to this model's own features, and both are
// scored by the protocol's 5-fold selection on its 80 % (the hold-out untouched) with the
// setting this model's training chose. The result is recorded as a trial (@peptox/training):
// models/<name>.trial.json and a note on the card. The feature is kept only if it wins.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { featureNames, loadRDKit } from '@peptox/molecule';
import type { ModelCard } from '@peptox/tool-schema';
import {
  compareFeatureSets,
  type FeatureSetResult,
  recordTrial,
  type Setting,
  TRIAL_NOTE,
  type TrialRecord,
} from '@peptox/training';
import { compoundMatrix, protocolGroups, readCompounds } from './data.ts';
import { compoundFeatures, modelFeatureBlocks } from './features.ts';
import { loadCompoundModel } from './predictor.ts';

export interface AuxiliaryTrialSpec {
  /** This model's name: models/<name>.json (its blocks), .card.json (its setting, the note). */
  name: string;
  modelsDir: string;
  /** This model's data, as its training reads it. */
  file: string;
  /** The other tool's model: its committed file, what it predicts, the command that retrains it. */
  auxiliary: { label: string; model: URL; retrain: string };
  /** Shuffles of the 5 folds (as the model's own feature-set selection used). */
  repeats: number;
  command: string;
  /** The model's protocol seed (default 2026, as trainCompoundRegressor's). */
  seed?: number;
}

export interface AuxiliaryTrialFile extends TrialRecord {
  name: string;
  auxiliary: string;
  setting: Setting;
  results: FeatureSetResult[];
}

/** Runs the trial, writes its file and its note onto the card. */
export async function measureAuxiliaryFeature(
  spec: AuxiliaryTrialSpec,
): Promise<AuxiliaryTrialFile> {
  const rdkit = await loadRDKit();
  const set = readCompounds(rdkit, spec.file);
  const own = JSON.parse(readFileSync(join(spec.modelsDir, `${spec.name}.json`), 'utf8')) as {
    meta: Record<string, unknown>;
  };
  const blocks = modelFeatureBlocks(own.meta, `${spec.name}.json`);
  const card = JSON.parse(
    readFileSync(join(spec.modelsDir, `${spec.name}.card.json`), 'utf8'),
  ) as ModelCard;
  const setting = card.hyperParameters as unknown as Setting;

  const { x, p } = compoundMatrix(rdkit, set.compounds, blocks);
  const other = await loadCompoundModel({
    files: { model: spec.auxiliary.model },
    retrain: spec.auxiliary.retrain,
  });
  const otherRow = new Float32Array(featureNames(other.blocks).length);
  const extra = set.compounds.map((c) => {
    const read = compoundFeatures(rdkit, c.canonical, other.blocks, otherRow);
    if (!read.ok) throw new Error(`${c.canonical}: ${read.reason}`);
    return other.model.model.predict(otherRow, 0);
  });
  const withExtra = new Float32Array(set.compounds.length * (p + 1));
  for (let i = 0; i < set.compounds.length; i++) {
    withExtra.set(x.subarray(i * p, (i + 1) * p), i * (p + 1));
    withExtra[i * (p + 1) + p] = extra[i] as number;
  }
  const names = featureNames(blocks);
  const ownName = blocks.join('+');
  const comparison = compareFeatureSets({
    name: spec.name,
    task: 'regression',
    y: set.y,
    groups: protocolGroups(set)?.ids,
    seed: spec.seed ?? 2026,
    settings: [setting],
    repeats: spec.repeats,
    candidates: [
      { name: ownName, description: ownName, x, featureNames: names },
      {
        name: `${ownName}+${spec.auxiliary.label}`,
        description: `${ownName} and ${spec.auxiliary.label}`,
        x: withExtra,
        featureNames: [...names, spec.auxiliary.label],
      },
    ],
  });
  const [alone, joined] = comparison.results as [FeatureSetResult, FeatureSetResult];
  const kept = joined.score > alone.score;
  const figures = (r: FeatureSetResult) =>
    `Pearson r ${+r.score.toFixed(4)}, R² ${r.metrics.r2}, RMSE ${r.metrics.rmse}`;
  const note = `${TRIAL_NOTE} (\`${spec.command}\`, ${new Date().toISOString().slice(0, 10)}): ${spec.auxiliary.label} as one more feature, scored by the same 5-fold selection on the same 80 % (${spec.repeats} shuffles of the folds) with this model's setting: without it ${figures(alone)}; with it ${figures(joined)}. ${kept ? 'It helped; retrain with it.' : 'It did not help, so the model does without it.'}`;
  const file: AuxiliaryTrialFile = {
    name: spec.name,
    date: new Date().toISOString().slice(0, 10),
    command: spec.command,
    auxiliary: spec.auxiliary.label,
    setting,
    results: comparison.results,
    kept,
    note,
  };
  recordTrial(spec.modelsDir, spec.name, file);
  return file;
}
