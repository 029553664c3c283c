// HemoPep: HC50 (regression on pHD50 = -log10 HC50 in µM, hemolysis/hd50.csv) and the hemolytic
// class (HemoPI-1, hemolysis/hemopi1.fasta). Trains both (or the one named: hc50 | hemolytic).
import { fileURLToPath } from 'node:url';
import {
  decoyFigures,
  nearIdenticalGroups,
  PEPTIDE_PROFILE_DESCRIPTION,
  randomPeptides,
  referenceScores,
  trainingFeatures,
} from '@peptox/peptide-features';
import {
  averageByKey,
  readClassedFasta,
  readCsv,
  runProtocol,
  type Setting,
  writeModelCards,
} from '@peptox/training';
import { HEMOPEP_FEATURES } from '../src/features.ts';

const modelsDir = fileURLToPath(new URL('../models', import.meta.url));
const GROUPS =
  'near-identical sequences (a longest common subsequence covering 80 % of the longer one, linked in chains)';

export async function trainHc50(): Promise<void> {
  const file = 'hemolysis/hd50.csv';
  const set = averageByKey(readCsv(file), 'SEQUENCE', 'pHD50', (s) => s.trim().toUpperCase());
  const boosting = {
    learner: 'boosting',
    nRounds: 3000,
    subsample: 0.8,
    patience: 150,
    seed: 7,
  } as const;
  const grid: Setting[] = [
    { ...boosting, learningRate: 0.03, maxDepth: 6, colsample: 0.3, minChildWeight: 3 },
    { ...boosting, learningRate: 0.03, maxDepth: 4, colsample: 0.3 },
    { learner: 'forest', nTrees: 200, seed: 7, mtry: 60, minSamplesLeaf: 3 },
  ];
  await runProtocol({
    name: 'hc50',
    title: 'HemoPep HC50: the concentration that lyses half of the red blood cells (µM)',
    task: 'regression',
    modelsDir,
    ...trainingFeatures(HEMOPEP_FEATURES, set.keys),
    y: set.values,
    rowNoun: 'sequences',
    groups: { ids: nearIdenticalGroups(set.keys, 0.8), description: GROUPS },
    target: 'pHD50 = -log10(HC50 in µM)',
    data: {
      files: [file],
      counts: { rowsInFile: set.counts.rowsInFile, distinctSequences: set.counts.distinct },
      preparation:
        'Peptides with the concentration causing 50 % hemolysis (HD50 = HC50, µM) from the AMP toxicity regression study; learned as pHD50 = -log10 HC50. Sequences measured more than once are averaged in pHD50 into one row. Many values are the top of a tested range (100, 200, 500 µM) rather than a measured midpoint.',
    },
    features: PEPTIDE_PROFILE_DESCRIPTION,
    grid,
    evaluate: (run) => ({ meta: referenceScores(HEMOPEP_FEATURES, run.final) }),
    notes: [
      'HC5 and HC10 (the concentrations lysing 5 % and 10 % of cells), which the original HemoPep offered, have no public data here and are not predicted.',
      'Hemolysis also depends on the assay (species of red cells, incubation, buffer) and on what the sequence does not show (terminal amidation, D-amino acids); the data set does not record it.',
    ],
  });
}

export async function trainHemolytic(): Promise<void> {
  const file = 'hemolysis/hemopi1.fasta';
  const records = readClassedFasta(file);
  const sequences = records.map((r) => r.sequence);
  const y = records.map((r) => r.label);
  const boosting = {
    learner: 'boosting',
    nRounds: 2000,
    subsample: 0.8,
    patience: 100,
    seed: 7,
  } as const;
  const grid: Setting[] = [
    { ...boosting, learningRate: 0.03, maxDepth: 3, colsample: 0.3 },
    { ...boosting, learningRate: 0.03, maxDepth: 5, colsample: 0.3 },
    { learner: 'forest', nTrees: 200, seed: 7, mtry: 40 },
  ];
  await runProtocol({
    name: 'hemolytic',
    title: 'HemoPep hemolytic class: hemolytic peptide or not',
    task: 'classification',
    modelsDir,
    ...trainingFeatures(HEMOPEP_FEATURES, sequences),
    y,
    rowNoun: 'sequences',
    groups: { ids: nearIdenticalGroups(sequences, 0.8), description: GROUPS },
    target: 'class 1 = hemolytic',
    data: {
      files: [file],
      counts: {
        sequences: sequences.length,
        distinctSequences: new Set(sequences).size,
        hemolytic: y.filter((v) => v === 1).length,
        nonHemolytic: y.filter((v) => v === 0).length,
      },
      preparation:
        'HemoPI-1: experimentally hemolytic peptides and peptides reported non-hemolytic, the class after the bar of each header. It shares 165 sequences with hd50.csv; the two models are trained and validated apart, so this does not cross a split.',
    },
    features: PEPTIDE_PROFILE_DESCRIPTION,
    grid,
    evaluate: (run) => ({
      meta: referenceScores(HEMOPEP_FEATURES, run.final),
      metrics: {
        randomPeptides: decoyFigures(
          HEMOPEP_FEATURES,
          run.final,
          randomPeptides(2000, [10, 60], 2026),
        ),
      },
      notes: [
        'randomPeptides: 2 000 random peptides of 10-60 residues (each residue one of the 20 with equal chance, seeded), scored by the final model; calledPositive is the share called hemolytic.',
      ],
    }),
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wanted = process.argv.slice(2);
  const want = (name: string) => wanted.length === 0 || wanted.includes(name);
  if (want('hc50')) await trainHc50();
  if (want('hemolytic')) await trainHemolytic();
  writeModelCards(modelsDir, 'pnpm --filter @peptox/predictor-hemopep train');
}
