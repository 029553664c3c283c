// What a trial of a committed compound model starts from (Node only): the model's blocks, setting
// and metadata, its data set read as the training run reads it, the same splits, and the trees'
// matrix (with the auxiliary model's prediction as the last column when the model has one).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { quantileBins } from '@peptox/ml';
import { loadRDKit, type RDKitModule } from '@peptox/molecule';
import { joinColumns, type Setting, type TrainingData } from '@peptox/training';
import { type AuxiliarySpec, auxiliaryColumn } from './auxiliary-training.ts';
import {
  type CompoundSet,
  type CompoundSplits,
  compoundMatrix,
  compoundSplits,
  protocolGroups,
  readCompounds,
  SPLIT_SEED,
} from './data.ts';
import { modelFeatureBlocks } from './features.ts';

/** Which molecules a split held out (a short hash), as the baseline's file records it. */
export { rowsSignature } from './data.ts';

export interface CompoundTrialSpec {
  name: string;
  /**
   * The model's folder: the trial reads the committed model and card there (<name>.json,
   * <name>.card.json) and is recorded there (<name>.trial.<id>.json).
   */
  modelsDir: string;
  /** The command that runs the trial, for its record. */
  command: string;
  /** The CSV under the shared data folder (index, smiles, active). */
  file: string;
  /** The model's auxiliary model, if it has one: its prediction is the last feature, as in the model. */
  auxiliary?: AuxiliarySpec;
  seed?: number;
}

export interface CompoundTrialData {
  rdkit: RDKitModule;
  /** The splits' seed (the training run's unless the spec sets one). */
  seed: number;
  set: CompoundSet;
  splits: CompoundSplits;
  /** The committed model's metadata and its chosen setting. */
  meta: Record<string, unknown>;
  setting: Setting;
  /** The CPU minutes of the committed model's training run, as its card records them. */
  trainingCpuMinutes?: number;
  /** The trees' matrix (p columns a row) as fitSetting takes it. */
  data: TrainingData;
  /** Each molecule's Morgan fingerprint (the domain's), for read-across. */
  fingerprints: Uint8Array[];
}

export async function readTrialData(spec: CompoundTrialSpec): Promise<CompoundTrialData> {
  const model = JSON.parse(readFileSync(join(spec.modelsDir, `${spec.name}.json`), 'utf8'));
  const card = JSON.parse(readFileSync(join(spec.modelsDir, `${spec.name}.card.json`), 'utf8'));
  const meta = (model.meta ?? {}) as Record<string, unknown>;
  const blocks = modelFeatureBlocks(meta, spec.name);
  const rdkit = await loadRDKit();
  const set = readCompounds(rdkit, spec.file);
  const { y } = set;
  const seed = spec.seed ?? SPLIT_SEED;
  const matrix = compoundMatrix(rdkit, set.compounds, blocks);
  const x = spec.auxiliary
    ? joinColumns(
        matrix.x,
        matrix.p,
        (await auxiliaryColumn(rdkit, set.compounds, spec.auxiliary)).values,
        1,
      )
    : matrix.x;
  return {
    rdkit,
    seed,
    set,
    splits: compoundSplits(set, seed),
    meta,
    setting: card.hyperParameters as Setting,
    trainingCpuMinutes: card.file?.trainingCpuMinutes,
    data: {
      x,
      nFeatures: matrix.p + (spec.auxiliary ? 1 : 0),
      y,
      strata: quantileBins(y, 10),
      groups: protocolGroups(set)?.ids,
    },
    fingerprints: matrix.fingerprints,
  };
}
