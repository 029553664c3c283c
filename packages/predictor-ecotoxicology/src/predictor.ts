import { compoundRegressor } from '@peptox/compound-regression';
import type { ModelCard } from '@peptox/tool-schema';
import card from '../models/ecotox.card.json' with { type: 'json' };
import { ghsAcuteAquaticCategory } from './ghs.ts';

/** Ecotoxicology: fathead minnow 96 h LC50, its GHS acute aquatic category and the domain. */
export const ecotoxicology = compoundRegressor({
  tool: 'ecotoxicology',
  name: 'Ecotoxicology',
  method: {
    id: 'fish_lc50',
    label: 'Fish LC50 (fathead minnow, 96 h)',
    description:
      "Concentration in water that kills half of the fathead minnows (Pimephales promelas) in 96 hours, as -log10(LC50 in mol/L) and in mg/L, from RDKit descriptors and fingerprints of the molecule and BESTox's predicted rat oral LD50 (the method page lists them) with gradient-boosted trees, blended with the measured LC50 of the most similar training molecules (read-across); with the GHS acute aquatic category and how close the molecule is to the training set. Algae and crustacean toxicity, which the original tool also predicted, are not offered: no public data here supports them.",
    default: true,
  },
  target: {
    key: 'neg_log_lc50_mol_l',
    label: 'pLC50',
    unit: '-log10(mol/L)',
    description: '-log10 of the predicted LC50 in mol/L; higher is more toxic',
  },
  dose: {
    key: 'lc50_mg_l',
    label: 'LC50',
    unit: 'mg/L',
    description:
      'the predicted LC50 in mg per litre of water (from pLC50 and the molecular weight)',
  },
  category: {
    label: 'GHS category',
    description:
      'GHS acute aquatic hazard category of the predicted fish LC50 (UN GHS Rev. 10, Table 4.1.1 (a)): Acute 1 up to 1 mg/L, Acute 2 up to 10, Acute 3 up to 100, above that not classified; from the fish value alone (GHS takes the lowest of fish, crustaceans and algae)',
    of: ghsAcuteAquaticCategory,
  },
  tableLabel: 'Fish toxicity',
  files: {
    model: new URL('../models/ecotox.json', import.meta.url),
  },
  retrain: 'pnpm --filter @peptox/predictor-ecotoxicology train',
  modelCards: [card as ModelCard],
});
