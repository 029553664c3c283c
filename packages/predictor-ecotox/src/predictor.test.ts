import { describeCommittedModel } from '@peptox/compound-regression/testing';
import { ghsAcuteAquaticCategory } from './ghs.ts';
import { ecotoxicology } from './predictor.ts';

describeCommittedModel({
  predictor: ecotoxicology,
  files: {
    model: new URL('../models/ecotox.json', import.meta.url),
  },
  target: 'neg_log_lc50_mol_l',
  dose: 'lc50_mg_l',
  category: ghsAcuteAquaticCategory,
  // Phenol, C6H6O: 6 x 12.011 + 6 x 1.008 + 15.999 = 94.113 g/mol.
  molecule: {
    smiles: 'Oc1ccccc1',
    otherSpelling: 'OC1=CC=CC=C1',
    canonical: 'Oc1ccccc1',
    molecularWeight: 94.113,
  },
  // Octamethyltrisiloxane: its nearest training molecule (a trimethyloxazole) is at 0.14.
  unlike: 'C[Si](C)(C)O[Si](C)(C)O[Si](C)(C)C',
});
