import { describeCommittedModel } from '@peptox/compound-regression/testing';
import { ghsAcuteOralCategory } from './ghs.ts';
import { bestox } from './predictor.ts';

describeCommittedModel({
  predictor: bestox,
  files: {
    model: new URL('../models/bestox.json', import.meta.url),
  },
  target: 'neg_log_ld50_mol_kg',
  dose: 'ld50_mg_kg',
  category: ghsAcuteOralCategory,
  // Aspirin, C9H8O4: 9 x 12.011 + 8 x 1.008 + 4 x 15.999 = 180.159 g/mol.
  molecule: {
    smiles: 'CC(=O)Oc1ccccc1C(=O)O',
    otherSpelling: 'OC(=O)C1=CC=CC=C1OC(C)=O',
    canonical: 'CC(=O)Oc1ccccc1C(=O)O',
    molecularWeight: 180.159,
  },
  // Octamethyltrisiloxane: its nearest training molecule (a silyl phosphate) is at 0.28.
  unlike: 'C[Si](C)(C)O[Si](C)(C)O[Si](C)(C)C',
});
