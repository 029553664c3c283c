import type { FeatureBlock } from '@peptox/peptide-features';
import {
  type InputRecord,
  lengthNote,
  once,
  peptideInputColumns,
  type ToolPredictor,
  unscorableNote,
} from '@peptox/predictor-kit';
import {
  type Column,
  INVALID_CLASS,
  joinNotes,
  type MethodInfo,
  type ModelCard,
  type ResultRow,
  type TableSpec,
} from '@peptox/tool-schema';
import ampepCard from '../models/ampep.card.json' with { type: 'json' };
import ampepGbCard from '../models/ampep-gb.card.json' with { type: 'json' };
import micEcCard from '../models/mic-ec.card.json' with { type: 'json' };
import micSaCard from '../models/mic-sa.card.json' with { type: 'json' };
import rfampep30Card from '../models/rfampep30.card.json' with { type: 'json' };
import { AMPEP_FEATURES, AMPEP_GB_FEATURES, MIC_FEATURES, RFAMPEP30_FEATURES } from './features.ts';
import { loadModel, type ModelName } from './models.ts';

export const RFAMPEP30_LENGTH = { min: 5, max: 30 } as const;

const methods: MethodInfo[] = [
  {
    id: 'ampep',
    label: 'AmPEP',
    description:
      'Antimicrobial or not, faithful to the AmPEP paper: CTD distribution features (105) and a random forest; the probability is the share of trees voting AMP (class 1 at 0.5 or more). It leans on length: its training non-AMPs are long, so short peptides, even random ones, often score high. Not a measure of potency (see MIC).',
    default: true,
  },
  {
    id: 'rfampep30',
    label: 'RF-AmPEP30',
    description:
      'Antimicrobial or not, for short peptides of 5-30 residues: reduced-amino-acid-alphabet composition (86 counts) and a random forest trained on short AMPs and short non-AMPs. The probability is the share of trees voting AMP, not a chance of activity or a potency.',
    minLength: RFAMPEP30_LENGTH.min,
    maxLength: RFAMPEP30_LENGTH.max,
    default: true,
  },
  {
    id: 'mic',
    label: 'MIC (E. coli, S. aureus)',
    description:
      'Minimum inhibitory concentration against Escherichia coli and Staphylococcus aureus in µM, from random-forest regressions on -log10 MIC, and the S. aureus / E. coli ratio. An order of magnitude, not an assay result.',
    default: true,
  },
  {
    id: 'ampep_gb',
    label: 'AmPEP length-robust',
    description:
      'Antimicrobial or not, our method: 639 sequence features and gradient-boosted trees, trained against non-AMPs cut to the AMPs’ lengths so that length alone cannot decide. The probability ranks peptides by their likeness to known AMPs (class 1 at 0.5 or more); it is not a chance of killing a given microbe, nor a potency.',
    default: true,
  },
];

const AMP_CLASSES = { positive: 'AMP', negative: 'Non-AMP' };
/** The classifiers call a peptide AMP at this probability (as trained). */
const AMP_THRESHOLD = 0.5;

const columns: Column[] = [
  ...peptideInputColumns,
  {
    key: 'ampep_probability',
    label: 'AmPEP probability',
    type: 'probability',
    method: 'ampep',
    description:
      "The share of AmPEP's 100 trees that vote AMP (0 to 1): a ranking of likeness to known AMPs, not a chance of activity. High for most short peptides, whatever their sequence (see the method page).",
  },
  {
    key: 'ampep_class',
    label: 'AmPEP class',
    type: 'class',
    method: 'ampep',
    description: "AmPEP's call: antimicrobial (AMP) or not (Non-AMP).",
    classes: AMP_CLASSES,
    threshold: AMP_THRESHOLD,
  },
  {
    key: 'rfampep30_probability',
    label: 'RF-AmPEP30 probability',
    type: 'probability',
    method: 'rfampep30',
    description:
      "For peptides of 5–30 residues, the share of RF-AmPEP30's trees that vote AMP (0 to 1): a ranking of likeness to known short AMPs, not a chance of activity or a potency.",
  },
  {
    key: 'rfampep30_class',
    label: 'RF-AmPEP30 class',
    type: 'class',
    method: 'rfampep30',
    description:
      "RF-AmPEP30's call: antimicrobial (AMP) or not (Non-AMP); it does not predict peptides outside 5–30 residues.",
    classes: AMP_CLASSES,
    threshold: AMP_THRESHOLD,
  },
  {
    key: 'ec_mic_um',
    label: 'E. coli MIC',
    type: 'number',
    method: 'mic',
    unit: 'µM',
    description:
      'Predicted minimum inhibitory concentration against Escherichia coli: lower is more potent.',
  },
  {
    key: 'sa_mic_um',
    label: 'S. aureus MIC',
    type: 'number',
    method: 'mic',
    unit: 'µM',
    description:
      'Predicted minimum inhibitory concentration against Staphylococcus aureus: lower is more potent.',
  },
  {
    key: 'sa_ec_ratio',
    label: 'S. aureus / E. coli MIC',
    type: 'number',
    method: 'mic',
    description:
      'The S. aureus MIC divided by the E. coli MIC: above 1, the peptide is more active against E. coli.',
  },
  {
    key: 'ampep_gb_probability',
    label: 'AmPEP length-robust probability',
    type: 'probability',
    method: 'ampep_gb',
    description:
      'Likeness to known AMPs from sequence features, with length taken out of training (0 to 1); not a chance of activity.',
  },
  {
    key: 'ampep_gb_class',
    label: 'AmPEP length-robust class',
    type: 'class',
    method: 'ampep_gb',
    description:
      "The length-robust method's call: AMP at a probability of 0.5 or more, else Non-AMP.",
    classes: AMP_CLASSES,
    threshold: AMP_THRESHOLD,
  },
  {
    key: 'note',
    label: 'Note',
    type: 'text',
    description: 'Why a method did not predict the peptide, or why a value deserves caution.',
  },
];

const tables: TableSpec[] = [
  {
    id: 'classification',
    label: 'Classification',
    columns: ['id', 'sequence', 'ampep_class', 'ampep_gb_class', 'rfampep30_class', 'note'],
  },
  {
    id: 'scores',
    label: 'Prediction score',
    columns: [
      'id',
      'sequence',
      'ampep_probability',
      'ampep_gb_probability',
      'rfampep30_probability',
      'note',
    ],
  },
  {
    id: 'activity',
    label: 'Activity',
    columns: ['id', 'sequence', 'ec_mic_um', 'sa_mic_um', 'sa_ec_ratio', 'note'],
  },
];

// The same words on every row it applies to, so that the results page can say it once.
const SHORT_WINDOW_NOTE = `RF-AmPEP30 takes ${RFAMPEP30_LENGTH.min}–${RFAMPEP30_LENGTH.max} residues; it did not predict this peptide.`;

const METHOD_IDS_LIST = methods.map((m) => m.id);
const METHOD_IDS = new Set(METHOD_IDS_LIST);
const round4 = (p: number): number => Math.round(p * 1e4) / 1e4;
const significant3 = (v: number): number => Number(v.toPrecision(3));

function predictSync(records: readonly InputRecord[], chosen: readonly string[]): ResultRow[] {
  for (const m of chosen) {
    if (!METHOD_IDS.has(m)) throw new Error(`AmPEP has no method '${m}'`);
  }
  const runAmpep = chosen.includes('ampep');
  const runShort = chosen.includes('rfampep30');
  const runMic = chosen.includes('mic');
  const runGb = chosen.includes('ampep_gb');
  const ampepModel = runAmpep ? loadModel('ampep', AMPEP_FEATURES.size).model : null;
  const shortModel = runShort ? loadModel('rfampep30', RFAMPEP30_FEATURES.size).model : null;
  const ecModel = runMic ? loadModel('mic-ec', MIC_FEATURES.size) : null;
  const saModel = runMic ? loadModel('mic-sa', MIC_FEATURES.size).model : null;
  const gbModel = runGb ? loadModel('ampep-gb', AMPEP_GB_FEATURES.size) : null;
  const ctd = new Float32Array(AMPEP_FEATURES.size);
  const reduced = new Float32Array(RFAMPEP30_FEATURES.size);
  const mic = new Float32Array(MIC_FEATURES.size);
  const profile = new Float32Array(AMPEP_GB_FEATURES.size);

  return records.map(({ id, text: raw }) => {
    const sequence = raw.toUpperCase();
    const n = sequence.length;
    const row: ResultRow = {
      id,
      sequence: raw,
      ampep_probability: null,
      ampep_class: null,
      rfampep30_probability: null,
      rfampep30_class: null,
      ec_mic_um: null,
      sa_mic_um: null,
      sa_ec_ratio: null,
      ampep_gb_probability: null,
      ampep_gb_class: null,
      note: null,
    };
    const notes: string[] = [];

    const unscorable = unscorableNote(sequence);
    if (unscorable) {
      if (runAmpep) row.ampep_class = INVALID_CLASS;
      if (runShort) row.rfampep30_class = INVALID_CLASS;
      if (runGb) row.ampep_gb_class = INVALID_CLASS;
      row.note = unscorable;
      return row;
    }

    if (ampepModel) {
      AMPEP_FEATURES.compute(sequence, ctd);
      const p = ampepModel.predict(ctd);
      row.ampep_probability = round4(p);
      row.ampep_class = p >= AMP_THRESHOLD ? 1 : 0;
    }

    if (shortModel) {
      if (n < RFAMPEP30_LENGTH.min || n > RFAMPEP30_LENGTH.max) {
        row.rfampep30_class = INVALID_CLASS;
        notes.push(SHORT_WINDOW_NOTE);
      } else {
        RFAMPEP30_FEATURES.compute(sequence, reduced);
        const p = shortModel.predict(reduced);
        row.rfampep30_probability = round4(p);
        row.rfampep30_class = p >= AMP_THRESHOLD ? 1 : 0;
      }
    }

    if (ecModel && saModel) {
      MIC_FEATURES.compute(sequence, mic);
      // The models predict pMIC = -log10(MIC in µM).
      const ec = 10 ** -ecModel.model.predict(mic);
      const sa = 10 ** -saModel.predict(mic);
      row.ec_mic_um = significant3(ec);
      row.sa_mic_um = significant3(sa);
      row.sa_ec_ratio = significant3(sa / ec);
      const outside = lengthNote('The MIC models', n, ecModel.meta.lengthRange ?? [1, n]);
      if (outside) notes.push(outside);
    }

    if (gbModel) {
      AMPEP_GB_FEATURES.compute(sequence, profile);
      const p = gbModel.model.predict(profile);
      row.ampep_gb_probability = round4(p);
      row.ampep_gb_class = p >= AMP_THRESHOLD ? 1 : 0;
      const outside = lengthNote('AmPEP length-robust', n, gbModel.meta.lengthRange ?? [1, n]);
      if (outside) notes.push(outside);
    }

    row.note = joinNotes(notes);
    return row;
  });
}

/** The models each method needs, with their feature counts (checked against the files). */
export const AMPEP_MODELS: readonly [ModelName, FeatureBlock][] = [
  ['ampep', AMPEP_FEATURES],
  ['ampep-gb', AMPEP_GB_FEATURES],
  ['rfampep30', RFAMPEP30_FEATURES],
  ['mic-ec', MIC_FEATURES],
  ['mic-sa', MIC_FEATURES],
];

const modelCards = [
  { ...ampepCard, method: 'ampep' },
  { ...rfampep30Card, method: 'rfampep30' },
  { ...micEcCard, method: 'mic' },
  { ...micSaCard, method: 'mic' },
  { ...ampepGbCard, method: 'ampep_gb' },
] satisfies ModelCard[];

export const ampep: ToolPredictor = {
  tool: 'ampep',
  name: 'AmPEP',
  input: 'peptide',
  genome: { minLength: 10, maxLength: 100 },
  methods,
  columns,
  tables,
  modelCards,
  init: once(async () => {
    for (const [name, block] of AMPEP_MODELS) loadModel(name, block.size);
  }),
  // A short and a long peptide: every method and both length branches of RF-AmPEP30 run once.
  async warmUp() {
    predictSync(
      [
        { id: 'short', text: 'GLFDIIKKIAESF' },
        { id: 'long', text: 'GIGKFLHSAKKFGKAFVGEIMNSKWKLFKKIEKVGQNIRDGIIKAGPAVAVVGQATQIAK' },
      ],
      METHOD_IDS_LIST,
    );
  },
  async predict(records, chosen) {
    return predictSync(records, chosen);
  },
};
