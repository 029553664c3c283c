// MIC regressions: -log10 MIC (µM) against E. coli and S. aureus -> random-forest regression.

import { peptideSpace } from '@peptox/evidence';
import { referenceScores, trainingFeatures } from '@peptox/peptide-features';
import { averageByKey, readCsv, runProtocol, sequenceNames } from '@peptox/training';
import { MIC_FEATURES } from '../src/features.ts';
import { modelsDir } from './models-dir.ts';

export async function trainMic(organism: 'EC' | 'SA'): Promise<void> {
  const file = `amp-mic/${organism}.csv`;
  const set = averageByKey(readCsv(file), 'SEQUENCE', `${organism}_pMIC`, (s) =>
    s.trim().toUpperCase(),
  );
  const names = sequenceNames([{ csv: file, sequenceColumn: 'SEQUENCE', idColumn: 'ID' }]);
  const name = organism === 'EC' ? 'mic-ec' : 'mic-sa';
  const species = organism === 'EC' ? 'Escherichia coli' : 'Staphylococcus aureus';
  const base = { learner: 'forest', nTrees: 100, seed: 7, minSamplesLeaf: 5 } as const;
  await runProtocol({
    name,
    title: `MIC against ${species} (µM), as pMIC = -log10 MIC`,
    task: 'regression',
    modelsDir,
    ...trainingFeatures(MIC_FEATURES, set.keys),
    y: set.values,
    rowNoun: 'sequences',
    target: 'pMIC = -log10(MIC in µM)',
    data: {
      files: [file],
      counts: { rowsInFile: set.counts.rowsInFile, distinctSequences: set.counts.distinct },
      preparation: `BERT-AmPEP60 data set (${organism}_pMIC column). Sequences listed more than once are averaged in pMIC into one row.`,
    },
    features:
      'amino-acid composition (20), CTD composition (21) and transition (21), CTD distribution (105), 10 global descriptors (length, log length, net charge, charge per residue, mean Eisenberg hydrophobicity, helical hydrophobic moment of the peptide and the largest over 11-residue windows, hydrophobic share, aromatic and cationic counts), molecular weight, and the means of 7 residue scales (Kyte-Doolittle, Hopp-Woods, Chou-Fasman helix and sheet propensity, residue mass, Wimley-White, charge) over the peptide and its N- and C-terminal halves (21)',
    grid: [
      { ...base, mtry: 25 },
      { ...base, mtry: 40 },
      { ...base, mtry: 66 },
    ],
    evaluate: (run) => ({ meta: referenceScores(MIC_FEATURES, run.final) }),
    evidence: {
      space: peptideSpace(set.keys),
      records: { ids: set.keys.map((s) => names.get(s) as string), inputs: set.keys },
    },
    notes: [
      'Tried in a 5-fold CV probe before this run (E. coli): adding dipeptide composition (400) or N-/C-terminal residue counts moved Pearson r by less than 0.005, so the model keeps the 199 features; the seven residue-scale means (whole peptide and halves) raised it by about 0.005 (E. coli) and 0.008 (S. aureus).',
      'MIC also depends on what a sequence does not show (C-terminal amidation, D-amino acids, assay conditions); the data set does not record it.',
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await trainMic('EC');
  await trainMic('SA');
}
