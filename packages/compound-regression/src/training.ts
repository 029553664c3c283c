// The training script of a compound regression tool (Node only): the shared data read and
// deduplicated by canonical SMILES, the feature blocks chosen by cross-validation, stereoisomers
// grouped, the project's protocol (@peptox/training) with the model's evidence
// (models/<name>.evidence.json), the baseline's figures beside the model's, and the files written.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { moleculeSpace } from '@peptox/evidence';
import {
  describeFeatureBlocks,
  type FeatureBlock,
  featureCount,
  featureNames,
  loadRDKit,
  type RDKitModule,
} from '@peptox/molecule';
import type { Metrics, ModelCard } from '@peptox/tool-schema';
import {
  compareFeatureSets,
  type FeatureSet,
  type FeatureSetResult,
  joinColumns,
  log,
  type ProtocolRun,
  readTrials,
  recordName,
  report,
  runProtocolAndWrite,
  type Setting,
} from '@peptox/training';
import type { AuxiliaryMeta } from './auxiliary.ts';
import { type AuxiliarySpec, auxiliaryColumn, copyAuxiliary } from './auxiliary-training.ts';
import { readBaseline, splitSignatures, withBaseline } from './baseline-run.ts';
import {
  type CompoundSet,
  columnsOf,
  compoundMatrix,
  compoundSplits,
  protocolGroups,
  readCompounds,
  SPLIT_SEED,
} from './data.ts';
import { DOMAIN_FINGERPRINT } from './features.ts';
import { compoundLeakage, withLeakage } from './leakage.ts';
import { type ReadAcross, readAcrossBlend } from './read-across.ts';

export type { AuxiliarySpec } from './auxiliary-training.ts';
export {
  type BaselineEvaluation,
  type BaselineFile,
  type CompoundBaselineSpec,
  learnersArgument,
  measureCompoundBaseline,
} from './baseline-run.ts';
export { type CompoundLeakageSpec, measureCompoundLeakage } from './leakage-run.ts';

export interface CompoundTrainingSpec {
  /** models/<name>.json, <name>.card.json and <name>.evidence.json. */
  name: string;
  title: string;
  /** The tool method the model serves. */
  method: string;
  modelsDir: string;
  /** The CSV under the shared data folder, with columns index, smiles, active. */
  file: string;
  /** What `active` is, e.g. '-log10(LD50 in mol/kg)'. */
  target: string;
  /** Where the data comes from, for the card. */
  source: string;
  /**
   * The feature sets compared before the protocol runs (each a list of blocks), scored by 5-fold
   * CV on the protocol's 80 % with `settings` (each set as its best setting); `repeats` > 1
   * reshuffles the 5 folds that many times (small sets vary from one shuffle to the next).
   */
  featureSets: { candidates: FeatureBlock[][]; settings: Setting[]; repeats?: number };
  /**
   * Multi-task: another tool's model whose prediction may be one more feature, compared with and
   * without it by the same 5-fold selection (on the chosen blocks) and kept only if it wins.
   */
  auxiliary?: AuxiliarySpec;
  /**
   * Read-across blended with the trees in every step of the protocol (its figures are the
   * blend's); the model file carries it in meta.readAcross and the predictor reads the
   * neighbours from the evidence.
   */
  readAcross?: ReadAcross;
  grid: Setting[];
  /**
   * The project's targets for this model: the run prints how it met them (they stay off the card;
   * docs/measurements.md keeps them).
   */
  goals: { r2?: number; rmse?: number };
  notes?: string[];
  seed?: number;
}

const round = (v: number) => +v.toFixed(4);

/** Trains, measures and writes one compound regression model; returns its card. */
export async function trainCompoundRegressor(spec: CompoundTrainingSpec): Promise<ModelCard> {
  const started = process.cpuUsage();
  const rdkit = await loadRDKit();
  const set = readCompounds(rdkit, spec.file);
  const { compounds, y, counts } = set;
  const n = compounds.length;
  log(spec.name, JSON.stringify(counts));
  const seed = spec.seed ?? SPLIT_SEED;
  const splits = compoundSplits(set, seed);

  // Every block of any candidate computed once; each candidate's columns cut out of it.
  const allBlocks = [...new Set(spec.featureSets.candidates.flat())];
  const every = compoundMatrix(rdkit, compounds, allBlocks);
  const { fingerprints } = every;
  const columns = (blocks: readonly FeatureBlock[]) =>
    blocks.flatMap((block) => {
      const from = featureCount(allBlocks.slice(0, allBlocks.indexOf(block)));
      return featureNames([block]).map((_, j) => from + j);
    });
  const candidates = spec.featureSets.candidates.map((blocks) => ({
    name: blocks.join('+'),
    description: describeFeatureBlocks(blocks),
    x: columnsOf(every.x, every.p, columns(blocks)),
    featureNames: featureNames(blocks),
  }));
  // One candidate needs no comparison (its choice is the training script's, said in its notes).
  const comparison =
    candidates.length === 1
      ? { chosen: candidates[0] as (typeof candidates)[number], metrics: {}, note: undefined }
      : compareFeatureSets({
          name: spec.name,
          task: 'regression',
          y,
          groups: protocolGroups(set)?.ids,
          seed,
          settings: spec.featureSets.settings,
          repeats: spec.featureSets.repeats,
          candidates,
        });
  const blocks = comparison.chosen.name.split('+') as FeatureBlock[];
  let chosen = comparison.chosen;
  mkdirSync(spec.modelsDir, { recursive: true });
  const auxiliary = spec.auxiliary
    ? await chooseAuxiliary(spec, spec.auxiliary, chosen, {
        rdkit,
        set,
        seed,
      })
    : null;
  if (auxiliary?.kept) chosen = auxiliary.kept.features;
  const x = chosen.x;
  const p = chosen.featureNames.length;

  // What the final model, as trained in memory, predicted for a few training molecules: stored in
  // the model file, so that a test can check that the file loads and predicts the same.
  let reference: { smiles: string; prediction: number }[] = [];

  const evaluate = (run: ProtocolRun) => {
    // The baseline's figures stand beside the model's only if both held out the same molecules.
    if (
      JSON.stringify(run.split) !== JSON.stringify(splits.split) ||
      JSON.stringify([...run.crossValidation.folds]) !== JSON.stringify([...splits.folds])
    ) {
      throw new Error(`${spec.name}: the protocol split otherwise than compoundSplits`);
    }
    const metrics: Record<string, Metrics> = { ...comparison.metrics };
    const actual = (rows: readonly number[]) => rows.map((r) => y[r] as number);

    // The scaffold hold-out: no scaffold on both sides.
    const { scaffold } = splits;
    const model = run.fit(scaffold.train);
    metrics.validationScaffoldSplit = run.report(
      actual(scaffold.test),
      scaffold.test.map((r) => model.predict(x, r * p)),
    );

    log(
      spec.name,
      goalsNote(spec.goals, {
        'Hold-out': run.report(actual(run.split.test), run.validationPredictions),
        '10-fold CV': run.report(y, run.crossValidation.predictions),
        'Scaffold hold-out': metrics.validationScaffoldSplit,
      }),
    );
    reference = [0, 1, 2, 3, 4, Math.floor(n / 2), n - 1].map((i) => ({
      smiles: compounds[i]?.canonical as string,
      prediction: run.final.predict(x, i * p),
    }));

    return { metrics };
  };

  const card = await runProtocolAndWrite({
    name: spec.name,
    title: spec.title,
    task: 'regression',
    modelsDir: spec.modelsDir,
    x,
    featureNames: chosen.featureNames,
    y,
    rowNoun: 'molecules',
    groups: protocolGroups(set),
    target: spec.target,
    data: {
      files: [spec.file],
      counts,
      preparation: `${spec.source} Every SMILES read by RDKit; rows with the same canonical SMILES averaged into one molecule.`,
    },
    features: `${describeFeatureBlocks(blocks)}${auxiliary?.kept ? `; and ${spec.auxiliary?.label} (a copy of that model ships with this one)` : ''}`,
    grid: spec.grid,
    ...(spec.readAcross ? { blend: readAcrossBlend(spec.readAcross, fingerprints, y) } : {}),
    seed,
    // The predictor computes these blocks, in this order (checkFeatureBlocks on load), then the
    // auxiliary model's prediction if there is one.
    meta: {
      featureBlocks: blocks,
      ...(auxiliary?.kept ? { auxiliary: auxiliary.kept.meta } : {}),
      ...(spec.readAcross ? { readAcross: spec.readAcross } : {}),
    },
    notes: [
      ...(spec.notes ?? []),
      ...(comparison.note ? [comparison.note] : []),
      ...(auxiliary ? [auxiliary.note] : []),
      // What trials of this model measured stays on its card.
      ...readTrials(spec.modelsDir, spec.name).map((trial) => trial.note),
    ],
    evaluate,
    // The evidence (domain cut-off, 90 % intervals, nearest measured molecule), fitted on the
    // out-of-fold predictions: each training molecule is named as the data set names it.
    evidence: {
      space: moleculeSpace(fingerprints, DOMAIN_FINGERPRINT),
      records: {
        ids: compounds.map((c) => recordName(spec.file, { row: Number(c.index) })),
        inputs: compounds.map((c) => c.canonical),
        fingerprints,
      },
    },
  });
  const modelFile = join(spec.modelsDir, `${spec.name}.json`);
  const written = JSON.parse(readFileSync(modelFile, 'utf8')) as { meta?: Record<string, unknown> };
  written.meta = { ...written.meta, reference };
  writeFileSync(modelFile, JSON.stringify(written));
  const { user, system } = process.cpuUsage(started);
  let full: ModelCard = {
    ...card,
    method: spec.method,
    file: { ...card.file, trainingCpuMinutes: +((user + system) / 6e7).toFixed(1) },
  };
  full = withLeakage(full, compoundLeakage(set, splits, fingerprints));
  // The baseline command's figures, if it was run on these molecules (else a note says so).
  const baseline = readBaseline(spec.modelsDir, spec.name);
  if (baseline) full = withBaseline(full, baseline, splitSignatures(compounds, splits));
  writeFileSync(
    join(spec.modelsDir, `${spec.name}.card.json`),
    `${JSON.stringify(full, null, 2)}\n`,
  );
  return full;
}

/**
 * The multi-task step: the chosen blocks with and without the other model's prediction, by the
 * same 5-fold selection; the feature is kept (and the other model copied beside this one) only if
 * it scores higher.
 */
async function chooseAuxiliary(
  spec: CompoundTrainingSpec,
  auxiliary: AuxiliarySpec,
  chosen: FeatureSet,
  { rdkit, set, seed }: { rdkit: RDKitModule; set: CompoundSet; seed: number },
) {
  const { values, inItsTraining } = await auxiliaryColumn(rdkit, set.compounds, auxiliary);
  const p = chosen.featureNames.length;
  const joined: FeatureSet = {
    name: `${chosen.name}+auxiliary`,
    description: `${chosen.description}; ${auxiliary.label}`,
    x: joinColumns(chosen.x, p, values, 1),
    featureNames: [...chosen.featureNames, auxiliary.label],
  };
  const trial = compareFeatureSets({
    name: spec.name,
    task: 'regression',
    y: set.y,
    groups: protocolGroups(set)?.ids,
    seed,
    settings: spec.featureSets.settings,
    repeats: spec.featureSets.repeats,
    candidates: [chosen, joined],
    // Also scored apart on the molecules the other model never saw: there its prediction is
    // its own, not close to a measured value, as for most molecules a researcher brings.
    measure: (rows, predictions) => {
      const unseen = [...rows.keys()].filter((i) => !inItsTraining[rows[i] as number]);
      const part = report(
        'regression',
        unseen.map((i) => set.y[rows[i] as number] as number),
        unseen.map((i) => predictions[i] as number),
      );
      return {
        ...report(
          'regression',
          rows.map((r) => set.y[r] as number),
          predictions,
        ),
        unseenN: part.n as number,
        unseenR2: part.r2 as number,
        unseenRmse: part.rmse as number,
      };
    },
  });
  const [alone, withIt] = trial.results as [FeatureSetResult, FeatureSetResult];
  const won = trial.chosen === joined;
  const figures = (r: FeatureSetResult) =>
    `Pearson r ${round(r.score)}, R² ${r.metrics.r2}, RMSE ${r.metrics.rmse} (on the molecules that model was not trained on: R² ${r.metrics.unseenR2}, RMSE ${r.metrics.unseenRmse})`;
  const inIts = inItsTraining.filter(Boolean).length;
  const note = `Multi-task: ${auxiliary.label} tried as one more feature, by the same 5-fold selection on the same 80 %: without it ${figures(alone)}; with it ${figures(withIt)}. ${won ? 'Kept: a copy of that model ships with this one, so a later release of the other tool does not change this model.' : 'Not kept.'} ${inIts} of these ${set.compounds.length} molecules are among that model's own training molecules, where its prediction is close to a measured value.`;
  log(spec.name, note);
  if (!won) copyAuxiliary(auxiliary, spec.modelsDir, spec.name, false);
  return {
    note,
    kept: won
      ? {
          features: joined,
          meta: {
            file: copyAuxiliary(auxiliary, spec.modelsDir, spec.name),
            label: auxiliary.label,
          } satisfies AuxiliaryMeta,
        }
      : null,
  };
}

/** The project's targets against each evaluation, in one sentence for the training's log. */
function goalsNote(
  goals: CompoundTrainingSpec['goals'],
  evaluations: Record<string, Metrics>,
): string {
  const wanted = [
    goals.r2 === undefined ? '' : `R² >= ${goals.r2}`,
    goals.rmse === undefined ? '' : `RMSE <= ${goals.rmse}`,
  ].filter(Boolean);
  const verdict = (m: Metrics) => {
    const met =
      (goals.r2 === undefined || (m.r2 as number) >= goals.r2) &&
      (goals.rmse === undefined || (m.rmse as number) <= goals.rmse);
    return `R² ${round(m.r2 as number)}, RMSE ${round(m.rmse as number)}: ${met ? 'met' : 'missed'}`;
  };
  const verdicts = Object.entries(evaluations).map(([name, m]) => `${name}: ${verdict(m)}`);
  return `Target ${wanted.join(' and ')} (log units). ${verdicts.join('. ')}.`;
}
