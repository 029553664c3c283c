import type { FeatureBlock } from '@peptox/peptide-features';
import {
  classifierOutput,
  methodClassifier,
  type PeptideModel,
  peptidePredictor,
  servedCard,
  type ToolPredictor,
} from '@peptox/predictor-kit';
import acpepCard from '../models/acpep.card.json' with { type: 'json' };
import acpepVsAmpCard from '../models/acpep-vs-amp.card.json' with { type: 'json' };
import { ACPEP_FEATURE_SET, ACPEP_VS_AMP_FEATURE_SET } from './features.ts';

const ACP_CLASSES = { positive: 'ACP', negative: 'Non-ACP' };

const cards = {
  acpep: servedCard(acpepCard, 'acpep'),
  acpep_vs_amp: servedCard(acpepVsAmpCard, 'acpep_vs_amp'),
};

/** One method's model: its file (models/<file>.json and its evidence) and its features. */
function acpModel(
  method: keyof typeof cards,
  file: string,
  features: FeatureBlock,
  subject: string,
  texts: { probability: string; class: string },
): PeptideModel {
  const card = cards[method];
  return {
    url: new URL(`../models/${file}.json`, import.meta.url),
    features,
    outputs: [
      {
        head: card.name,
        classifier: classifierOutput(
          methodClassifier({
            method,
            subject,
            card,
            classes: ACP_CLASSES,
            texts,
            measurement: 'labelled',
          }),
        ),
      },
    ],
  };
}

/** Each method's model, as the predictor runs it. */
export const ACPEP_MODELS = {
  acpep: acpModel('acpep', 'acpep', ACPEP_FEATURE_SET.block, 'ACPep', {
    probability:
      'Anticancer against any peptide, calibrated on peptides the model was not trained on: of peptides with this probability, about this share were anticancer in its data. Not a chance of activity in your assay, nor a potency.',
    class: 'Anticancer rather than any peptide.',
  }),
  acpep_vs_amp: acpModel(
    'acpep_vs_amp',
    'acpep-vs-amp',
    ACPEP_VS_AMP_FEATURE_SET.block,
    'ACPep among AMPs',
    {
      probability:
        'Anticancer among antimicrobial peptides, calibrated on peptides the model was not trained on: of antimicrobial peptides with this probability, about this share were also anticancer in its data.',
      class: 'Anticancer rather than antimicrobial only.',
    },
  ),
} as const;

const evidenceOf = (method: string) =>
  ['nearest_id', 'nearest_similarity', 'nearest_measured', 'in_domain'].map(
    (c) => `${method}_${c}`,
  );

export const acpep: ToolPredictor = peptidePredictor({
  tool: 'acpep',
  name: 'ACPep',
  genome: { minLength: 10, maxLength: 100 },
  retrain: 'pnpm --filter @peptox/predictor-acpep train',
  methods: [
    {
      id: 'acpep',
      label: 'ACPep: anticancer or any peptide',
      description:
        'Is this peptide anticancer, rather than any other peptide? Trained on anticancer peptides against random peptides cut from proteins and the negatives of three benchmark sets (AntiCP 2.0’s alternate question). Use it to screen peptides of any kind. The probability is calibrated: of peptides with this probability, about this share were anticancer in the training data; it is not a potency, says nothing of selectivity over healthy cells, and gives no concentration.',
      default: true,
      models: [ACPEP_MODELS.acpep],
    },
    {
      id: 'acpep_vs_amp',
      label: 'ACPep among AMPs: anticancer or antimicrobial only',
      description:
        'Is this antimicrobial peptide also anticancer? Trained on anticancer peptides against antimicrobial peptides with no reported anticancer activity (AntiCP 2.0’s main question). Use it for peptides already known or predicted to be antimicrobial: both classes are cationic and amphipathic, so it is the harder question and its figures are lower. The probability is calibrated, a likeness rather than a potency.',
      default: true,
      models: [ACPEP_MODELS.acpep_vs_amp],
    },
  ],
  tables: [
    {
      id: 'classification',
      label: 'Classification',
      columns: ['id', 'sequence', 'acpep_class', 'acpep_vs_amp_class', 'note'],
    },
    {
      id: 'scores',
      label: 'Prediction score',
      columns: ['id', 'sequence', 'acpep_probability', 'acpep_vs_amp_probability', 'note'],
    },
    {
      id: 'evidence',
      label: 'Nearest measured peptides',
      columns: ['id', 'sequence', ...evidenceOf('acpep'), ...evidenceOf('acpep_vs_amp'), 'note'],
    },
  ],
  modelCards: Object.values(cards),
  warmUp: ['FLGALFKALSKLL'],
});
