import { compoundRegressor } from '@peptox/compound-regression';
import type { ModelCard } from '@peptox/tool-schema';
import card from '../models/bestox.card.json' with { type: 'json' };
import { ghsAcuteOralCategory } from './ghs.ts';

/** The committed model file (the fish LC50 model's multi-task trial reads it too). */
export const BESTOX_MODEL_FILE = new URL('../models/bestox.json', import.meta.url);

/** BESTox: rat acute oral LD50, its GHS category and the applicability domain. */
export const bestox = compoundRegressor({
  tool: 'bestox',
  name: 'BESTox',
  method: {
    id: 'ld50',
    label: 'Rat acute oral LD50',
    description:
      'Median lethal dose for rats by mouth, as -log10(LD50 in mol/kg) and in mg/kg, from RDKit descriptors and fingerprints of the molecule (the method page lists them) with gradient-boosted trees, blended with the measured LD50 of the most similar training molecules (read-across); with the GHS acute oral category and how close the molecule is to the training set.',
    default: true,
  },
  target: {
    key: 'neg_log_ld50_mol_kg',
    label: 'pLD50',
    unit: '-log10(mol/kg)',
    description: '-log10 of the predicted LD50 in mol/kg; higher is more toxic',
  },
  dose: {
    key: 'ld50_mg_kg',
    label: 'LD50',
    unit: 'mg/kg',
    description:
      'the predicted LD50 in mg per kg body weight (from pLD50 and the molecular weight)',
  },
  category: {
    label: 'GHS category',
    description:
      'GHS acute oral toxicity category of the predicted LD50 (UN GHS Rev. 10, Table 3.1.1): Category 1 up to 5 mg/kg, 2 up to 50, 3 up to 300, 4 up to 2000, 5 up to 5000, above that not classified',
    of: ghsAcuteOralCategory,
  },
  tableLabel: 'Acute oral toxicity',
  files: {
    model: BESTOX_MODEL_FILE,
  },
  retrain: 'pnpm --filter @peptox/predictor-bestox train',
  modelCards: [card as ModelCard],
});
