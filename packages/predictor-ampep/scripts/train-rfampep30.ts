// RF-AmPEP30 (Yan et al. 2020): reduced-amino-acid-alphabet composition -> random forest, 5-30 residues.

import { peptideSpace } from '@peptox/evidence';
import { referenceScores, trainingFeatures } from '@peptox/peptide-features';
import { labelledFastaSet, runProtocolAndWrite, sequenceNames } from '@peptox/training';
import { RFAMPEP30_FEATURES } from '../src/features.ts';
import { modelsDir } from './models-dir.ts';

export async function trainRfAmpep30(): Promise<void> {
  const files = ['ampep30/train_po.fasta', 'ampep30/train_ne.fasta'];
  const set = labelledFastaSet(files[0] as string, files[1] as string);
  const names = sequenceNames(files.map((fasta) => ({ fasta })));
  const base = { learner: 'forest', nTrees: 100, seed: 7 } as const;
  await runProtocolAndWrite({
    name: 'rfampep30',
    title: 'RF-AmPEP30: short antimicrobial peptides (5-30 residues)',
    task: 'classification',
    modelsDir,
    ...trainingFeatures(RFAMPEP30_FEATURES, set.items),
    y: set.labels,
    rowNoun: 'sequences',
    target: 'class 1 = antimicrobial peptide',
    data: {
      files,
      counts: set.counts,
      preparation:
        'Deep-AmPEP30 training sets (balanced, 5-30 residues). Duplicates removed within each class; sequences listed in both classes dropped.',
    },
    features:
      "Reduced-amino-acid-alphabet composition as residue counts in each cluster of Deep-AmPEP30's five PseKRAAC alphabets (type 8/17, 3A/19, 12/18, 7/15, 12/17): 86 counts",
    grid: [
      { ...base, mtry: 1 },
      { ...base, mtry: 1, minSamplesLeaf: 2 },
      { ...base, mtry: 3 },
      { ...base, mtry: 9 },
    ],
    evaluate: (run) => ({ meta: referenceScores(RFAMPEP30_FEATURES, run.final) }),
    evidence: {
      space: peptideSpace(set.items),
      records: { ids: set.items.map((s) => names.get(s) as string), inputs: set.items },
    },
    notes: [
      'The paper trained R randomForest with mtry = 1 and 1200 trees; 100 trees here keep the model file small.',
      'The two training files share 256 sequences (listed as AMP and as non-AMP); they are dropped, so the figures are not directly comparable with the paper.',
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await trainRfAmpep30();
