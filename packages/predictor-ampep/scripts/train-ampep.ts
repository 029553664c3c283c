// AmPEP (Bhadra et al. 2018): CTD distribution (105 features) -> random forest.

import { peptideSpace } from '@peptox/evidence';
import { trainingFeatures } from '@peptox/peptide-features';
import { labelledFastaSet, runProtocolAndWrite, sequenceNames } from '@peptox/training';
import { AMPEP_FEATURES } from '../src/features.ts';
import { decoyEvaluation } from './decoys.ts';
import { modelsDir } from './models-dir.ts';

export async function trainAmpep(): Promise<void> {
  const files = ['ampep/amp.fasta', 'ampep/nonamp.fasta'];
  const set = labelledFastaSet(files[0] as string, files[1] as string);
  const names = sequenceNames(files.map((fasta) => ({ fasta })));
  const base = { learner: 'forest', nTrees: 100, seed: 7 } as const;
  await runProtocolAndWrite({
    name: 'ampep',
    title: 'AmPEP: antimicrobial peptide or not, any length',
    task: 'classification',
    modelsDir,
    ...trainingFeatures(AMPEP_FEATURES, set.items),
    y: set.labels,
    rowNoun: 'sequences',
    target: 'class 1 = antimicrobial peptide',
    data: {
      files,
      counts: set.counts,
      preparation:
        'AmPEP web server training sets (AMPs / non-AMPs). Duplicates removed within each class; sequences listed in both classes dropped.',
    },
    features:
      "CTD distribution: 7 properties (hydrophobicity, normalised van der Waals volume, polarity, polarisability, charge, secondary structure, solvent accessibility) x 3 groups (protr's extractCTDD groups) x the positions (% of length) of the group's first, 25 %, 50 %, 75 % and last residue (protr's index rule)",
    grid: [
      { ...base, mtry: 5 },
      { ...base, mtry: 10 },
      { ...base, mtry: 20 },
      { ...base, mtry: 10, minSamplesLeaf: 2 },
      { ...base, mtry: 10, classWeight: 'balanced' },
    ],
    evaluate: decoyEvaluation(AMPEP_FEATURES, set.items),
    evidence: {
      space: peptideSpace(set.items),
      records: { ids: set.items.map((s) => names.get(s) as string), inputs: set.items },
    },
    notes: [
      'CTD distribution carries sequence length (the first-residue value is at least 100/n); AMPs in these sets are shorter (median 32) than non-AMPs (median 115), so length alone pushes the score.',
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await trainAmpep();
