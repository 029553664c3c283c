// RF-AmPEP30 (Yan et al. 2020): reduced-amino-acid-alphabet composition -> random forest, 5-30 residues.
import {
  REDUCED_ALPHABET_NAMES,
  REDUCED_ALPHABET_SIZE,
  reducedAlphabetCounts,
} from '../src/features/reduced-alphabet.ts';
import { labelledSet, readSequences } from './data.ts';
import { runProtocol } from './protocol.ts';

export function trainRfAmpep30(): void {
  const files = ['ampep30/train_po.fasta', 'ampep30/train_ne.fasta'];
  const set = labelledSet(readSequences(files[0] as string), readSequences(files[1] as string));
  runProtocol({
    name: 'rfampep30',
    title: 'RF-AmPEP30: short antimicrobial peptides (5-30 residues)',
    task: 'classification',
    sequences: set.sequences,
    y: set.labels,
    target: 'class 1 = antimicrobial peptide',
    data: {
      files,
      counts: set.counts,
      preparation:
        'Deep-AmPEP30 training sets (balanced, 5-30 residues). Duplicates removed within each class; sequences listed in both classes dropped.',
    },
    features: {
      size: REDUCED_ALPHABET_SIZE,
      fn: reducedAlphabetCounts,
      names: REDUCED_ALPHABET_NAMES,
      description:
        "Reduced-amino-acid-alphabet composition as residue counts in each cluster of Deep-AmPEP30's five PseKRAAC alphabets (type 8/17, 3A/19, 12/18, 7/15, 12/17): 86 counts",
    },
    base: { nTrees: 100, seed: 7 },
    grid: [{ mtry: 1 }, { mtry: 1, minSamplesLeaf: 2 }, { mtry: 3 }, { mtry: 9 }],
    notes: [
      'The paper trained R randomForest with mtry = 1 and 1200 trees; 100 trees here keep the model file small.',
      'The two training files share 256 sequences (listed as AMP and as non-AMP); they are dropped, so the figures are not directly comparable with the paper.',
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) trainRfAmpep30();
