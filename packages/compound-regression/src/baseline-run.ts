// The baseline command of a compound regression tool (Node only): the baseline's learners
// (./baseline.ts) fitted on exactly the molecules of the model's own splits, their figures written
// to models/<name>.baseline.json and onto the model's card beside the model's.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeFeatureBlocks, featureCount, loadRDKit } from '@peptox/molecule';
import type { Metrics, ModelCard } from '@peptox/tool-schema';
import {
  type BoostingSetting,
  type ForestSetting,
  fitSetting,
  log,
  report,
  type TrainingData,
} from '@peptox/training';
import { BASELINE_BLOCKS, BASELINE_DESCRIPTION, baselineSettings } from './baseline.ts';
import {
  type Compound,
  type CompoundSplits,
  compoundMatrix,
  compoundSplits,
  readCompounds,
  rowsSignature as rowsSignatureOf,
  SPLIT_SEED,
  type SplitEvaluation,
} from './data.ts';

/** The evaluations of a card a baseline can be measured on, named as on the card. */
export type BaselineEvaluation = SplitEvaluation;

const IN_WORDS: Record<BaselineEvaluation, string> = {
  validation: 'hold-out',
  crossValidation10Fold: '10-fold CV',
  validationScaffoldSplit: 'scaffold hold-out',
};

export interface BaselineFile {
  name: string;
  date: string;
  command: string;
  features: string;
  featureCount: number;
  settings: Record<string, ForestSetting | BoostingSetting>;
  /** Which molecules each evaluation held out (hashes of their canonical SMILES). */
  signatures: Partial<Record<BaselineEvaluation, string>>;
  /** `<learner>.<evaluation>` -> metrics. */
  metrics: Record<string, Metrics>;
  cpuSeconds: Record<string, number>;
}

export interface CompoundBaselineSpec {
  /** The model's name: models/<name>.card.json gets the figures. */
  name: string;
  modelsDir: string;
  file: string;
  /** The model's protocol seed (default 2026, as trainCompoundRegressor's). */
  seed?: number;
  evaluations: BaselineEvaluation[];
  /** Which of the baseline's learners to fit (default both). */
  learners?: ('forest' | 'boosting')[];
  /** The command, for the card's note. */
  command: string;
}

/** The learners named on a command line (forest, boosting), or undefined for both. */
export function learnersArgument(args: readonly string[]): ('forest' | 'boosting')[] | undefined {
  const learners = args.filter((a) => a !== '--');
  for (const learner of learners) {
    if (learner !== 'forest' && learner !== 'boosting') {
      throw new Error(`Unknown baseline learner '${learner}': forest or boosting.`);
    }
  }
  return learners.length > 0 ? (learners as ('forest' | 'boosting')[]) : undefined;
}

const baselinePath = (modelsDir: string, name: string) => join(modelsDir, `${name}.baseline.json`);

const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Which molecules each evaluation of these splits held out. */
export function splitSignatures(
  compounds: readonly Compound[],
  splits: CompoundSplits,
): Record<BaselineEvaluation, string> {
  const folds = Array.from({ length: 10 }, (_, fold) =>
    rowsSignatureOf(
      compounds,
      [...splits.folds.keys()].filter((r) => splits.folds[r] === fold),
    ),
  );
  return {
    validation: rowsSignatureOf(compounds, splits.split.test),
    crossValidation10Fold: folds.join(''),
    validationScaffoldSplit: rowsSignatureOf(compounds, splits.scaffold.test),
  };
}

/** Measures the baseline on the model's splits, writes its file and adds it to the card. */
export async function measureCompoundBaseline(spec: CompoundBaselineSpec): Promise<BaselineFile> {
  const rdkit = await loadRDKit();
  const set = readCompounds(rdkit, spec.file);
  const splits = compoundSplits(set, spec.seed ?? SPLIT_SEED);
  const { x, p } = compoundMatrix(rdkit, set.compounds, BASELINE_BLOCKS);
  const { y } = set;
  const n = y.length;
  const data: TrainingData = { x, nFeatures: p, y, strata: y };
  const both = baselineSettings('regression', p);
  const settings: Record<string, ForestSetting | BoostingSetting> = Object.fromEntries(
    (spec.learners ?? ['forest', 'boosting']).map((learner) => [learner, both[learner]]),
  );
  const metrics: Record<string, Metrics> = {};
  const cpu: Record<string, number> = {};
  const holdOuts = {
    validation: splits.split,
    validationScaffoldSplit: splits.scaffold,
  };
  for (const [learner, setting] of Object.entries(settings)) {
    const started = cpuSeconds();
    for (const evaluation of spec.evaluations) {
      let actual: number[];
      let predicted: number[];
      if (evaluation === 'crossValidation10Fold') {
        predicted = new Array<number>(n).fill(Number.NaN);
        for (let fold = 0; fold < 10; fold++) {
          const rows = [...y.keys()].filter((r) => splits.folds[r] !== fold);
          // Every fold's model its own seed, as the protocol seeds them.
          const model = fitSetting('regression', data, rows, {
            ...setting,
            seed: (setting.seed ?? 1) * 100 + fold,
          });
          for (let r = 0; r < n; r++) {
            if (splits.folds[r] === fold) predicted[r] = model.predict(x, r * p);
          }
        }
        actual = y;
      } else {
        const { train, test } = holdOuts[evaluation];
        const model = fitSetting('regression', data, train, setting);
        actual = test.map((r) => y[r] as number);
        predicted = test.map((r) => model.predict(x, r * p));
      }
      metrics[`${learner}.${evaluation}`] = report('regression', actual, predicted);
      log(
        spec.name,
        'baseline',
        learner,
        evaluation,
        JSON.stringify(metrics[`${learner}.${evaluation}`]),
      );
    }
    cpu[learner] = Math.round(cpuSeconds() - started);
  }
  const signatures = splitSignatures(set.compounds, splits);
  const measuredOn = Object.fromEntries(spec.evaluations.map((e) => [e, signatures[e]]));
  // A learner measured before on the same molecules (one learner run at a time) is kept.
  const before = readBaseline(spec.modelsDir, spec.name);
  const kept =
    before && JSON.stringify(before.signatures) === JSON.stringify(measuredOn)
      ? Object.keys(before.settings).filter((learner) => !(learner in settings))
      : [];
  const keep = <T>(record: Record<string, T>, of: (key: string) => string) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => kept.includes(of(key))));
  const file: BaselineFile = {
    name: spec.name,
    date: new Date().toISOString().slice(0, 10),
    command: spec.command,
    features: describeFeatureBlocks(BASELINE_BLOCKS),
    featureCount: featureCount(BASELINE_BLOCKS),
    settings: { ...keep(before?.settings ?? {}, (k) => k), ...settings },
    signatures: measuredOn,
    metrics: { ...keep(before?.metrics ?? {}, (k) => k.split('.')[0] as string), ...metrics },
    cpuSeconds: { ...keep(before?.cpuSeconds ?? {}, (k) => k), ...cpu },
  };
  writeFileSync(baselinePath(spec.modelsDir, spec.name), `${JSON.stringify(file, null, 2)}\n`);
  const cardPath = join(spec.modelsDir, `${spec.name}.card.json`);
  if (existsSync(cardPath)) {
    const card = JSON.parse(readFileSync(cardPath, 'utf8')) as ModelCard;
    writeFileSync(cardPath, `${JSON.stringify(withBaseline(card, file, signatures), null, 2)}\n`);
  }
  return file;
}

/** The baseline file of a model, if its command was run. */
export function readBaseline(modelsDir: string, name: string): BaselineFile | null {
  const path = baselinePath(modelsDir, name);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BaselineFile) : null;
}

const BASELINE_NOTE = 'Baseline on the same molecules';
const STALE_NOTE = 'The baseline was measured on other molecules';

/**
 * The card with the baseline's figures beside the model's (metrics `Baseline <learner>, <evaluation>`)
 * and a note comparing them, for each evaluation both measured on the same molecules; evaluations
 * whose molecules differ (the data or the split changed) are named in a note instead.
 */
export function withBaseline(
  card: ModelCard,
  baseline: BaselineFile,
  signatures: Record<BaselineEvaluation, string>,
): ModelCard {
  const metrics = Object.fromEntries(
    Object.entries(card.metrics).filter(([key]) => !key.startsWith('Baseline ')),
  );
  const notes = (card.notes ?? []).filter(
    (note) => !note.startsWith(BASELINE_NOTE) && !note.startsWith(STALE_NOTE),
  );
  const comparisons: string[] = [];
  const stale: string[] = [];
  for (const evaluation of Object.keys(IN_WORDS) as BaselineEvaluation[]) {
    const measured = baseline.signatures[evaluation];
    const own = card.metrics[evaluation];
    if (measured === undefined || !own) continue;
    if (measured !== signatures[evaluation]) {
      stale.push(IN_WORDS[evaluation]);
      continue;
    }
    const theirs = Object.keys(baseline.settings).map((learner) => {
      const m = baseline.metrics[`${learner}.${evaluation}`] as Metrics;
      metrics[`Baseline ${learner}, ${IN_WORDS[evaluation]}`] = m;
      return `${learner} R² ${m.r2}, RMSE ${m.rmse}`;
    });
    comparisons.push(
      `${IN_WORDS[evaluation]}: this model R² ${own.r2}, RMSE ${own.rmse}; baseline ${theirs.join('; ')}`,
    );
  }
  if (comparisons.length > 0) {
    notes.push(
      `${BASELINE_NOTE} (${BASELINE_DESCRIPTION}; ${baseline.featureCount} features; measured ${baseline.date} by \`${baseline.command}\`): ${comparisons.join('. ')}.`,
    );
  }
  if (stale.length > 0) {
    notes.push(`${STALE_NOTE} for the ${stale.join(', ')}: run \`${baseline.command}\` again.`);
  }
  return { ...card, metrics, notes };
}
