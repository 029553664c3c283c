// AmPEP (Bhadra et al. 2018): CTD distribution (105 features) -> random forest.
import {
  CTD_DISTRIBUTION_NAMES,
  CTD_DISTRIBUTION_SIZE,
  ctdDistribution,
} from '../src/features/ctd.ts';
import { labelledSet, readSequences } from './data.ts';
import { runProtocol } from './protocol.ts';

export function trainAmpep(): void {
  const files = ['ampep/amp.fasta', 'ampep/nonamp.fasta'];
  const set = labelledSet(readSequences(files[0] as string), readSequences(files[1] as string));
  runProtocol({
    name: 'ampep',
    title: 'AmPEP: antimicrobial peptide or not, any length',
    task: 'classification',
    sequences: set.sequences,
    y: set.labels,
    target: 'class 1 = antimicrobial peptide',
    data: {
      files,
      counts: set.counts,
      preparation:
        'AmPEP web server training sets (AMPs / non-AMPs). Duplicates removed within each class; sequences listed in both classes dropped.',
    },
    features: {
      size: CTD_DISTRIBUTION_SIZE,
      fn: ctdDistribution,
      names: CTD_DISTRIBUTION_NAMES,
      description:
        "CTD distribution: 7 properties (hydrophobicity, normalised van der Waals volume, polarity, polarisability, charge, secondary structure, solvent accessibility) x 3 groups (protr's extractCTDD groups) x the positions (% of length) of the group's first, 25 %, 50 %, 75 % and last residue (protr's index rule)",
    },
    base: { nTrees: 100, seed: 7 },
    grid: [
      { mtry: 5 },
      { mtry: 10 },
      { mtry: 20 },
      { mtry: 10, minSamplesLeaf: 2 },
      { mtry: 10, classWeight: 'balanced' },
    ],
    notes: [
      'CTD distribution carries sequence length (the first-residue value is at least 100/n); AMPs in these sets are shorter (median 32) than non-AMPs (median 115), so length alone pushes the score.',
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) trainAmpep();
