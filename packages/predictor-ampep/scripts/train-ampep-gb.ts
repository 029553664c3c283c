// AmPEP's length-robust method (ampep_gb): the broad peptide profile and gradient-boosted trees,
// trained on negatives cut to the AMPs' lengths, so that length alone cannot separate the classes.

import { peptideSpace } from '@peptox/evidence';
import { createRng } from '@peptox/ml';
import {
  nearIdenticalGroups,
  PEPTIDE_PROFILE_DESCRIPTION,
  trainingFeatures,
} from '@peptox/peptide-features';
import { labelledFastaSet, runProtocol, sequenceNames } from '@peptox/training';
import { AMPEP_GB_FEATURES } from '../src/features.ts';
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
      window.length === s.length ? '' : ` residues ${start + 1}–${start + window.length}`;
    windows.set(window, `${nameOf(s)}${part}`);
  }
  return windows;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

export async function trainAmpepGb(): Promise<void> {
  const files = ['ampep/amp.fasta', 'ampep/nonamp.fasta'];
  const set = labelledFastaSet(files[0] as string, files[1] as string);
  const amps = set.items.filter((_, i) => set.labels[i] === 1);
  const nonAmps = set.items.filter((_, i) => set.labels[i] === 0);
  const names = sequenceNames(files.map((fasta) => ({ fasta })));
  const nameOf = (sequence: string) => names.get(sequence) as string;
  const windows = lengthMatched(amps, nonAmps, nameOf, 2026);
  const negatives = [...windows.keys()];
  const sequences = [...amps, ...negatives];
  const ids = [...amps.map(nameOf), ...windows.values()];
  const y = [...amps.map(() => 1), ...negatives.map(() => 0)];
  const boosting = {
    learner: 'boosting',
    nRounds: 1500,
    subsample: 0.8,
    patience: 40,
    seed: 7,
  } as const;
  await runProtocol({
    name: 'ampep-gb',
    title: 'AmPEP length-robust: antimicrobial peptide or not, length-matched training',
    task: 'classification',
    modelsDir,
    ...trainingFeatures(AMPEP_GB_FEATURES, sequences),
    y,
    rowNoun: 'sequences',
    groups: {
      ids: nearIdenticalGroups(sequences, 0.8),
      description:
        'near-identical sequences (a longest common subsequence covering 80 % of the longer one, linked in chains)',
    },
    target: 'class 1 = antimicrobial peptide',
    data: {
      files,
      counts: {
        ...set.counts,
        lengthMatchedNegatives: negatives.length,
        medianAmpLength: median(amps.map((s) => s.length)),
        medianNegativeLength: median(negatives.map((s) => s.length)),
      },
      preparation:
        'AmPEP web server training sets. Duplicates removed within each class; sequences listed in both classes dropped. Each non-AMP is then cut to a length drawn from the AMP lengths, at a random start (seeded): a stretch of a protein that is not antimicrobial is taken as not antimicrobial. Repeated stretches and stretches equal to an AMP are dropped.',
    },
    features: PEPTIDE_PROFILE_DESCRIPTION,
    grid: [
      { ...boosting, learningRate: 0.1, maxDepth: 6, colsample: 0.3 },
      { ...boosting, learningRate: 0.1, maxDepth: 4, colsample: 0.3, lambda: 3 },
    ],
    evaluate: decoyEvaluation(AMPEP_GB_FEATURES, sequences),
    evidence: { space: peptideSpace(sequences), records: { ids, inputs: sequences } },
    notes: [
      'The faithful AmPEP learns that short means antimicrobial, because its non-AMPs are long. Here the negatives have the AMPs’ lengths, so length carries no class information in training.',
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await trainAmpepGb();
