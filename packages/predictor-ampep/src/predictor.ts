import type { FeatureBlock } from '@peptox/peptide-features';
import {
  type ClassifierSpec,
  classifierOutput,
  type Gate,
  methodClassifier,
  type PeptideModel,
  peptidePredictor,
  regressionOutput,
  servedCard,
  type ToolPredictor,
} from '@peptox/predictor-kit';
import { type ModelCard, measuredKey } from '@peptox/tool-schema';
import ampepCard from '../models/ampep.card.json' with { type: 'json' };
import ampepGbCard from '../models/ampep-gb.card.json' with { type: 'json' };
import micEcCard from '../models/mic-ec.card.json' with { type: 'json' };
import micSaCard from '../models/mic-sa.card.json' with { type: 'json' };
import rfampep30Card from '../models/rfampep30.card.json' with { type: 'json' };
import { AMPEP_FEATURES, AMPEP_GB_FEATURES, MIC_FEATURES, RFAMPEP30_FEATURES } from './features.ts';
import { type ModelName, modelPath } from './models.ts';

export const RFAMPEP30_LENGTH = { min: 5, max: 30 } as const;

const RETRAIN = 'pnpm --filter @peptox/predictor-ampep train';
const AMP_CLASSES = { positive: 'AMP', negative: 'Non-AMP' };

const cards: Record<ModelName, ModelCard> = {
  ampep: servedCard(ampepCard, 'ampep'),
  rfampep30: servedCard(rfampep30Card, 'rfampep30'),
  'mic-ec': servedCard(micEcCard, 'mic'),
  'mic-sa': servedCard(micSaCard, 'mic'),
  'ampep-gb': servedCard(ampepGbCard, 'ampep_gb'),
};

/** An AMP classifier's output: its probability and class columns, and its evidence. */
function ampClassifier(
  name: ModelName,
  method: string,
  subject: string,
  texts: { probability: string; class: string },
): ClassifierSpec {
  // An AMP set's peptides are AMPs by the set's say-so: their classes are labels, not assays.
  const card = cards[name];
  return methodClassifier({
    method,
    subject,
    card,
    classes: AMP_CLASSES,
    texts,
    measurement: 'labelled',
  });
}

const model = (name: ModelName, features: FeatureBlock, outputs: PeptideModel['outputs']) => ({
  url: modelPath(name),
  features,
  outputs,
});

const ampepModel = model('ampep', AMPEP_FEATURES, [
  {
    head: 'ampep',
    classifier: classifierOutput(
      ampClassifier('ampep', 'ampep', 'AmPEP', {
        probability:
          "The share of AmPEP's 100 trees that vote AMP, calibrated on peptides it was not trained on: of peptides with this probability, about this share were AMPs in its data. High for most short peptides, whatever their sequence (see the method page).",
        class: "AmPEP's call.",
      }),
    ),
  },
]);

const rfampep30Model = model('rfampep30', RFAMPEP30_FEATURES, [
  {
    head: 'rfampep30',
    classifier: classifierOutput(
      ampClassifier('rfampep30', 'rfampep30', 'RF-AmPEP30', {
        probability:
          "For peptides of 5–30 residues, the share of RF-AmPEP30's trees that vote AMP, calibrated on peptides it was not trained on.",
        class: "RF-AmPEP30's call; it gives none outside 5–30 residues.",
      }),
    ),
  },
]);

const mic = (organism: 'ec' | 'sa', species: string) =>
  regressionOutput({
    model: `${organism}_mic`,
    method: 'mic',
    subject: `The ${species} MIC model`,
    input: 'peptide',
    value: {
      key: `${organism}_mic_um`,
      label: `${species} MIC`,
      unit: 'µM',
      description: `Predicted minimum inhibitory concentration against ${species === 'E. coli' ? 'Escherichia coli' : 'Staphylococcus aureus'}: lower is more potent.`,
    },
    toValue: (pmic) => 10 ** -pmic,
    measuredLabel: `Its measured ${species} MIC`,
  });

/** models/mic-ec.json and mic-sa.json, beside their evidence: the MIC of each organism. */
export const MIC_MODELS: readonly PeptideModel[] = [
  model('mic-ec', MIC_FEATURES, [{ head: 'mic-ec', regression: mic('ec', 'E. coli') }]),
  model('mic-sa', MIC_FEATURES, [{ head: 'mic-sa', regression: mic('sa', 'S. aureus') }]),
];

const ampepGbModel = model('ampep-gb', AMPEP_GB_FEATURES, [
  {
    head: 'ampep-gb',
    classifier: classifierOutput(
      ampClassifier('ampep-gb', 'ampep_gb', 'AmPEP length-robust', {
        probability:
          'Likeness to known AMPs from sequence features, with length taken out of training, calibrated on peptides it was not trained on: of peptides with this probability, about this share were AMPs in its data. Not a chance of killing a given microbe, nor a potency.',
        class: "The length-robust method's call.",
      }),
    ),
  },
]);

const significant3 = (v: number): number => Number(v.toPrecision(3));

/**
 * A MIC is measured on antimicrobial peptides: the MIC models learned from them only, so they
 * give a value only to a peptide the length-robust method (the one to screen with) calls AMP,
 * or to one they measured.
 */
const calledAntimicrobial: Gate = {
  model: ampepGbModel,
  head: 'ampep-gb',
  role: 'its call decides whether a MIC applies: a MIC is given only to a peptide it calls AMP',
  reason: (probability, threshold) =>
    `no value: the peptide is called non-antimicrobial (AmPEP length-robust probability ${probability.toFixed(2)}, under its threshold ${threshold}), and a MIC is measured on antimicrobial peptides only.`,
};

export const ampep: ToolPredictor = peptidePredictor({
  tool: 'ampep',
  name: 'AmPEP',
  genome: { minLength: 10, maxLength: 100 },
  retrain: RETRAIN,
  methods: [
    {
      id: 'ampep',
      label: 'AmPEP (published model)',
      description:
        'Antimicrobial or not, faithful to the AmPEP paper: CTD distribution features (105) and a random forest. It leans on length: its training non-AMPs are long, so it calls most short peptides antimicrobial, random ones included (see the method page); use the length-robust method to screen. Not a measure of potency (see MIC).',
      default: false,
      models: [ampepModel],
    },
    {
      id: 'rfampep30',
      label: 'RF-AmPEP30',
      description:
        'Antimicrobial or not, for short peptides of 5-30 residues: reduced-amino-acid-alphabet composition (86 counts) and a random forest trained on short AMPs and short non-AMPs.',
      minLength: RFAMPEP30_LENGTH.min,
      maxLength: RFAMPEP30_LENGTH.max,
      default: true,
      models: [rfampep30Model],
    },
    {
      id: 'mic',
      label: 'MIC (E. coli, S. aureus)',
      description:
        'Minimum inhibitory concentration against Escherichia coli and Staphylococcus aureus in µM, with a 90 % interval, from regressions on -log10 MIC, and the S. aureus / E. coli ratio. Only for peptides the length-robust method calls antimicrobial (a MIC is measured on antimicrobial peptides), or that the models measured, of the lengths the models learned from.',
      default: true,
      models: MIC_MODELS,
      appliesWhen: calledAntimicrobial,
      derived: {
        columns: [
          {
            key: 'sa_ec_ratio',
            label: 'S. aureus / E. coli MIC',
            type: 'number',
            method: 'mic',
            description:
              'The S. aureus MIC divided by the E. coli MIC (measured ones first): above 1, the peptide is more active against E. coli.',
          },
        ],
        derive(row) {
          // Of what the row leads with: a measured MIC before a predicted one.
          const lead = (key: string) => row[measuredKey(key)] ?? row[key];
          const [ec, sa] = [lead('ec_mic_um'), lead('sa_mic_um')];
          row.sa_ec_ratio =
            typeof ec === 'number' && typeof sa === 'number' ? significant3(sa / ec) : null;
        },
      },
    },
    {
      id: 'ampep_gb',
      label: 'AmPEP length-robust',
      description: `Antimicrobial or not, our method and the one to screen with: ${AMPEP_GB_FEATURES.size} sequence features and gradient-boosted trees, trained against non-AMPs of the AMPs’ lengths (AmPEP’s non-AMP proteins cut to those lengths, and AMP Scanner v2’s decoys), so that length alone cannot decide. The probability is calibrated; not a chance of killing a given microbe, nor a potency.`,
      default: true,
      models: [ampepGbModel],
    },
  ],
  tables: [
    {
      id: 'classification',
      label: 'Classification',
      columns: ['id', 'sequence', 'ampep_gb_class', 'ampep_class', 'rfampep30_class', 'note'],
    },
    {
      id: 'scores',
      label: 'Prediction score',
      columns: [
        'id',
        'sequence',
        'ampep_gb_probability',
        'ampep_probability',
        'rfampep30_probability',
        'note',
      ],
    },
    {
      id: 'activity',
      label: 'Activity',
      columns: [
        'id',
        'sequence',
        'ec_mic_um',
        'ec_mic_um_low',
        'ec_mic_um_high',
        'sa_mic_um',
        'sa_mic_um_low',
        'sa_mic_um_high',
        'sa_ec_ratio',
        'note',
      ],
    },
    {
      id: 'evidence',
      label: 'Nearest measured peptides',
      columns: [
        'id',
        'sequence',
        ...['ampep_gb', 'ampep', 'rfampep30', 'ec_mic', 'sa_mic'].flatMap((m) => [
          `${m}_nearest_id`,
          `${m}_nearest_similarity`,
          `${m}_nearest_measured`,
          `${m}_in_domain`,
        ]),
        'note',
      ],
    },
  ],
  modelCards: Object.values(cards),
  // A short and a long peptide: every method and both length branches of RF-AmPEP30 run once.
  warmUp: ['GLFDIIKKIAESF', 'GIGKFLHSAKKFGKAFVGEIMNSKWKLFKKIEKVGQNIRDGIIKAGPAVAVVGQATQIAK'],
});

/** The models each method needs, with their feature counts (checked against the files). */
export const AMPEP_MODELS: readonly [ModelName, FeatureBlock][] = [
  ['ampep', AMPEP_FEATURES],
  ['ampep-gb', AMPEP_GB_FEATURES],
  ['rfampep30', RFAMPEP30_FEATURES],
  ['mic-ec', MIC_FEATURES],
  ['mic-sa', MIC_FEATURES],
];
