// AmPEP's length-robust method (ampep_gb): trained so that length cannot tell the classes apart,
// on two kinds of negatives beside each other: the AmPEP non-AMPs cut to the AMPs' lengths, and
// AMP Scanner v2's length-matched decoys (with its AMPs). The feature set is chosen by 5-fold CV
// on the protocol's 80 %; the card gives the figures on each kind of negatives, the random
// peptides called AMP and the leakage checks.

import { peptideSpace } from '@peptox/evidence';
import { createRng } from '@peptox/ml';
import {
  LEAKAGE_NOTE,
  leakageChecks,
  type NamedFeatureSet,
  nearIdenticalGroups,
  PEPTIDE_FEATURE_SETS,
  trainingFeatures,
} from '@peptox/peptide-features';
import {
  BY_SOURCE_NOTE,
  combineLabelled,
  compareFeatureSets,
  labelledFastaSet,
  metricsBySource,
  readClassedFasta,
  runProtocolAndWrite,
  sequenceNames,
} from '@peptox/training';
import { decoyEvaluation } from './decoys.ts';
import { modelsDir } from './models-dir.ts';

/**
 * Each non-AMP cut to a length drawn from the AMPs' lengths, at a random start (a non-AMP
 * shorter than the length drawn stays whole). Windows repeated, or equal to an AMP, are dropped.
 * Each window is named after its non-AMP and the residues it keeps.
 */
function lengthMatched(
  amps: readonly string[],
  nonAmps: readonly string[],
  nameOf: (sequence: string) => string,
  seed: number,
) {
  const rng = createRng(seed);
  const ampSet = new Set(amps);
  const windows = new Map<string, string>();
  for (const s of nonAmps) {
    const length = (amps[rng.int(amps.length)] as string).length;
    const start = s.length > length ? rng.int(s.length - length + 1) : 0;
    const window = s.slice(start, start + length);
    if (ampSet.has(window) || windows.has(window)) continue;
    const part =
      window.length === s.length ? '' : `, residues ${start + 1}–${start + window.length}`;
    windows.set(window, `${nameOf(s)}${part}`);
  }
  return windows;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

const CANDIDATES: readonly NamedFeatureSet[] = Object.values(PEPTIDE_FEATURE_SETS);

export async function trainAmpepGb(): Promise<void> {
  const ampepFiles = ['ampep/amp.fasta', 'ampep/nonamp.fasta'];
  const scannerFile = 'ampscanner/ampscanner_train.fasta';
  const ampep = labelledFastaSet(ampepFiles[0] as string, ampepFiles[1] as string);
  const amps = ampep.items.filter((_, i) => ampep.labels[i] === 1);
  const nonAmps = ampep.items.filter((_, i) => ampep.labels[i] === 0);
  const names = sequenceNames([...ampepFiles, scannerFile].map((fasta) => ({ fasta })));
  const nameOf = (sequence: string) => names.get(sequence) as string;
  const windows = lengthMatched(amps, nonAmps, nameOf, 2026);
  const scanner = readClassedFasta(scannerFile);
  const set = combineLabelled([
    {
      name: 'ampep',
      items: [
        ...amps.map((item) => ({ item, label: 1 })),
        ...[...windows.keys()].map((item) => ({ item, label: 0 })),
      ],
    },
    {
      name: 'ampScanner',
      items: scanner.map(({ sequence, label }) => ({ item: sequence.toUpperCase(), label })),
    },
  ]);
  const sequences = set.items;
  const ids = sequences.map((s) => windows.get(s) ?? nameOf(s));
  const groups = nearIdenticalGroups(sequences, 0.8);
  const boosting = {
    learner: 'boosting',
    nRounds: 1500,
    subsample: 0.8,
    patience: 40,
    seed: 7,
    learningRate: 0.1,
    colsample: 0.3,
  } as const;
  const shallow = { ...boosting, maxDepth: 4, lambda: 3 };
  const comparison = compareFeatureSets({
    name: 'ampep-gb',
    task: 'classification',
    y: set.labels,
    groups,
    settings: [shallow],
    candidates: CANDIDATES.map((c) => ({
      name: c.name,
      description: c.description,
      ...trainingFeatures(c.block, sequences),
    })),
  });
  const chosen = CANDIDATES.find((c) => c.name === comparison.chosen.name) as NamedFeatureSet;
  const features = trainingFeatures(chosen.block, sequences);
  const decoys = decoyEvaluation(chosen.block, sequences);
  await runProtocolAndWrite({
    name: 'ampep-gb',
    title: 'AmPEP length-robust: antimicrobial peptide or not, length-matched training',
    task: 'classification',
    modelsDir,
    ...features,
    meta: { ...features.meta, featureSet: chosen.name },
    y: set.labels,
    rowNoun: 'sequences',
    groups: {
      ids: groups,
      description:
        'near-identical sequences (a longest common subsequence covering 80 % of the longer one, linked in chains)',
    },
    target: 'class 1 = antimicrobial peptide',
    data: {
      files: [...ampepFiles, scannerFile],
      counts: {
        ...set.counts,
        ampepWindows: windows.size,
        medianAmpLength: median(amps.map((s) => s.length)),
        medianWindowLength: median([...windows.keys()].map((s) => s.length)),
      },
      preparation:
        "Two sources. ampep: the AmPEP web server's AMPs, and its non-AMPs each cut to a length drawn from the AMP lengths at a random start (seeded; a stretch of a protein that is not antimicrobial is taken as not antimicrobial; repeated stretches and stretches equal to an AMP dropped). ampScanner: AMP Scanner v2's training and evaluation AMPs with its decoys, peptides cut from proteins to the AMPs' lengths (its test split is not in the data). Each distinct sequence is one row with the sources that list it (a sequence labelled both ways is dropped), and near-identical sequences stay on one side of every split.",
    },
    features: chosen.description,
    // Boosting only: a forest on ~12 000 rows and several hundred features costs minutes a fit on
    // this shared machine, and the grid stays small (three settings).
    grid: [
      shallow,
      { ...boosting, maxDepth: 6 },
      { ...boosting, maxDepth: 6, learningRate: 0.05, lambda: 3, minChildWeight: 3 },
    ],
    evaluate: (run) => {
      const figures = decoys(run);
      return {
        metrics: {
          ...metricsBySource(run, set.sources, ['ampep', 'ampScanner']),
          ...leakageChecks(sequences, run.split, run.crossValidation.folds),
          ...figures.metrics,
          ...comparison.metrics,
        },
        meta: figures.meta,
        notes: [
          `${BY_SOURCE_NOTE} validation.ampScanner is the method against AMP Scanner v2's length-matched decoys (with its AMPs), validation.ampep against the AmPEP non-AMPs cut to AMP lengths (with the AmPEP AMPs).`,
          LEAKAGE_NOTE,
          ...(figures.notes ?? []),
          comparison.note,
        ],
      };
    },
    evidence: { space: peptideSpace(sequences), records: { ids, inputs: sequences } },
    notes: [
      'The faithful AmPEP learns that short means antimicrobial, because its non-AMPs are long. Here both kinds of negatives have the AMPs’ lengths, so length carries no class information in training.',
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await trainAmpepGb();
