// MIC regressions: pMIC = -log10 MIC (µM) against E. coli and S. aureus, one model each on one
// shared feature set. The two sets share most peptides; the run measures whether one model for
// both organisms (the organism as a feature) would do better than the two, and keeps near-identical
// sequences on one side of every split.

import { peptideSpace } from '@peptox/evidence';
import { quantileBins, stratifiedGroupKFold } from '@peptox/ml';
import {
  LEAKAGE_NOTE,
  leakageChecks,
  type NamedFeatureSet,
  nearIdenticalGroups,
  referenceScores,
  trainingFeatures,
} from '@peptox/peptide-features';
import type { Metrics } from '@peptox/tool-schema';
import {
  averageByKey,
  compareFeatureSets,
  type FeatureSetComparison,
  fitSetting,
  holdOut,
  readCsv,
  report,
  runProtocolAndWrite,
  type Setting,
  sequenceNames,
} from '@peptox/training';
import { MIC_FEATURE_SETS } from '../src/features.ts';
import { modelsDir } from './models-dir.ts';

export const ORGANISMS = {
  EC: { name: 'mic-ec', species: 'Escherichia coli' },
  SA: { name: 'mic-sa', species: 'Staphylococcus aureus' },
} as const;
export type Organism = keyof typeof ORGANISMS;

const GROUPS =
  'near-identical sequences (a longest common subsequence covering 80 % of the longer one, linked in chains)';
const CANDIDATES: readonly NamedFeatureSet[] = Object.values(MIC_FEATURE_SETS);
const forest = { learner: 'forest', nTrees: 100, seed: 7, minSamplesLeaf: 5 } as const;
const boosting = {
  learner: 'boosting',
  nRounds: 2000,
  learningRate: 0.05,
  maxDepth: 6,
  colsample: 0.3,
  subsample: 0.8,
  minChildWeight: 3,
  patience: 60,
  seed: 7,
} as const;
// Feature sets are compared with boosting, the cheaper of the two learners to fit on this shared
// machine; the protocol's grid then holds both learners and their average (three settings).
const PROBE: Setting = boosting;

export function micSet(organism: Organism) {
  const file = `amp-mic/${organism}.csv`;
  const set = averageByKey(readCsv(file), 'SEQUENCE', `${organism}_pMIC`, (s) =>
    s.trim().toUpperCase(),
  );
  const names = sequenceNames([{ csv: file, sequenceColumn: 'SEQUENCE', idColumn: 'ID' }]);
  return {
    file,
    ...set,
    ids: set.keys.map((s) => names.get(s) as string),
    groups: nearIdenticalGroups(set.keys, 0.8),
  };
}

/**
 * One model for both organisms against one each, measured alike: the rows of both sets (the
 * organism as a last feature), a hold-out and 5 folds keeping every family of near-identical
 * sequences (across both organisms) on one side, and each organism's Pearson r on the 80 %.
 */
function jointVersusSeparate(
  block: NamedFeatureSet['block'],
  sets: Record<Organism, ReturnType<typeof micSet>>,
) {
  const rows = (Object.keys(sets) as Organism[]).flatMap((organism, o) =>
    sets[organism].keys.map((sequence, i) => ({
      sequence,
      o,
      y: sets[organism].values[i] as number,
    })),
  );
  const sequences = [...new Set(rows.map((r) => r.sequence))];
  const index = new Map(sequences.map((s, i) => [s, i]));
  const family = nearIdenticalGroups(sequences, 0.8);
  const y = rows.map((r) => r.y);
  const deciles = quantileBins(y, 10);
  const strata = rows.map((r, i) => r.o * 10 + (deciles[i] as number));
  const groups = rows.map((r) => family[index.get(r.sequence) as number] as number);
  const p = block.size + 1;
  const x = new Float32Array(rows.length * p);
  const features = new Float32Array(block.size);
  rows.forEach((r, i) => {
    block.compute(r.sequence, features);
    x.set(features, i * p);
    x[i * p + block.size] = r.o;
  });
  const data = { x, nFeatures: p, y, strata, groups };
  const { train } = holdOut(data, [...rows.keys()], 0.2, 2026);
  const folds = stratifiedGroupKFold(
    train.map((r) => strata[r] as number),
    train.map((r) => groups[r] as number),
    5,
    2026,
  );
  const predicted = {
    joint: new Float64Array(rows.length),
    separate: new Float64Array(rows.length),
  };
  for (let fold = 0; fold < 5; fold++) {
    const fit = train.filter((_, j) => folds[j] !== fold);
    const scored = train.filter((_, j) => folds[j] === fold);
    const setting = { ...PROBE, seed: 700 + fold } as Setting;
    const joint = fitSetting('regression', data, fit, setting);
    for (const r of scored) predicted.joint[r] = joint.predict(x, r * p);
    for (const o of [0, 1]) {
      const alone = fitSetting(
        'regression',
        data,
        fit.filter((r) => rows[r]?.o === o),
        setting,
      );
      for (const r of scored) if (rows[r]?.o === o) predicted.separate[r] = alone.predict(x, r * p);
    }
  }
  const metrics: Record<string, Metrics> = {};
  (Object.keys(sets) as Organism[]).forEach((organism, o) => {
    const mine = train.filter((r) => rows[r]?.o === o);
    for (const layout of ['joint', 'separate'] as const) {
      metrics[`layout.${layout}.${organism}`] = report(
        'regression',
        mine.map((r) => y[r] as number),
        mine.map((r) => predicted[layout][r] as number),
      );
    }
  });
  return metrics;
}

async function trainOrganism(
  organism: Organism,
  set: ReturnType<typeof micSet>,
  chosen: NamedFeatureSet,
  comparison: FeatureSetComparison,
  layout: Record<string, Metrics>,
) {
  const { name, species } = ORGANISMS[organism];
  const features = trainingFeatures(chosen.block, set.keys);
  await runProtocolAndWrite({
    name,
    title: `MIC against ${species} (µM), as pMIC = -log10 MIC`,
    task: 'regression',
    modelsDir,
    ...features,
    meta: { ...features.meta, featureSet: chosen.name },
    y: set.values,
    rowNoun: 'sequences',
    groups: { ids: set.groups, description: GROUPS },
    target: 'pMIC = -log10(MIC in µM)',
    data: {
      files: [set.file],
      counts: { rowsInFile: set.counts.rowsInFile, distinctSequences: set.counts.distinct },
      preparation: `BERT-AmPEP60 data set (${organism}_pMIC column). Sequences listed more than once are averaged in pMIC into one row; near-identical sequences stay on one side of every split.`,
    },
    features: chosen.description,
    grid: [
      { ...forest, mtry: 66 },
      boosting,
      { learner: 'average', members: [{ ...forest, mtry: 66 }, boosting] },
    ],
    evaluate: (run) => ({
      metrics: {
        ...leakageChecks(set.keys, run.split, run.crossValidation.folds),
        ...comparison.metrics,
        ...layout,
      },
      meta: referenceScores(chosen.block, run.final),
      notes: [
        LEAKAGE_NOTE,
        `${comparison.note} One set serves both organisms (the E. coli and S. aureus models are chosen by the mean of their scores), so a peptide's features are computed once.`,
        'layout.joint.<organism> and layout.separate.<organism>: one model for both organisms (the organism as a feature, trained on the rows of both sets) against one model an organism (boosting as in the feature comparison), each organism scored by Pearson r in the same 5-fold cross-validation (families of near-identical sequences across both sets kept on one side), with the chosen feature set. The models here are one an organism.',
        'MIC also depends on what a sequence does not show (C-terminal amidation, D-amino acids, assay conditions); the data set does not record it.',
      ],
    }),
    evidence: { space: peptideSpace(set.keys), records: { ids: set.ids, inputs: set.keys } },
  });
}

export async function trainMic(): Promise<void> {
  const sets = { EC: micSet('EC'), SA: micSet('SA') };
  const comparisons = (Object.keys(sets) as Organism[]).map((organism) =>
    compareFeatureSets({
      name: ORGANISMS[organism].name,
      task: 'regression',
      y: sets[organism].values,
      groups: sets[organism].groups,
      settings: [PROBE],
      candidates: CANDIDATES.map((c) => ({
        name: c.name,
        description: c.description,
        ...trainingFeatures(c.block, sets[organism].keys),
      })),
    }),
  );
  const meanScore = (name: string) =>
    comparisons.reduce((sum, c) => sum + (c.results.find((r) => r.name === name)?.score ?? 0), 0);
  const chosen = CANDIDATES.reduce((best, c) =>
    meanScore(c.name) > meanScore(best.name) ? c : best,
  );
  const layout = jointVersusSeparate(chosen.block, sets);
  await trainOrganism('EC', sets.EC, chosen, comparisons[0] as FeatureSetComparison, layout);
  await trainOrganism('SA', sets.SA, chosen, comparisons[1] as FeatureSetComparison, layout);
}

if (import.meta.url === `file://${process.argv[1]}`) await trainMic();
