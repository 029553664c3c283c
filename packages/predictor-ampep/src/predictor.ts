import { isStandardPeptide } from '@peptox/peptide-features';
import { type InputRecord, once, type ToolPredictor } from '@peptox/predictor-kit';
import { nonStandardNote } from '@peptox/sequence';
import {
  type Column,
  INVALID_CLASS,
  type MethodInfo,
  type ModelCard,
  type ResultRow,
  type TableSpec,
} from '@peptox/tool-schema';
import ampepCard from '../models/ampep.card.json' with { type: 'json' };
import micEcCard from '../models/mic-ec.card.json' with { type: 'json' };
import micSaCard from '../models/mic-sa.card.json' with { type: 'json' };
import rfampep30Card from '../models/rfampep30.card.json' with { type: 'json' };
import { AMPEP_FEATURES, MIC_FEATURES, RFAMPEP30_FEATURES } from './features.ts';
import { loadModel, type ModelName } from './models.ts';

export const RFAMPEP30_LENGTH = { min: 5, max: 30 } as const;

const methods: MethodInfo[] = [
  {
    id: 'ampep',
    label: 'AmPEP',
    description:
      'Antimicrobial or not, for peptides of any length: CTD distribution features (105) and a random forest; probability = share of trees voting AMP, class 1 at 0.5 or more.',
    default: true,
  },
  {
    id: 'rfampep30',
    label: 'RF-AmPEP30',
    description:
      'Antimicrobial or not, for short peptides of 5-30 residues: reduced-amino-acid-alphabet composition (86 counts) and a random forest.',
    minLength: RFAMPEP30_LENGTH.min,
    maxLength: RFAMPEP30_LENGTH.max,
    default: true,
  },
  {
    id: 'mic',
    label: 'MIC (E. coli, S. aureus)',
    description:
      'Minimum inhibitory concentration against Escherichia coli and Staphylococcus aureus in µM, from random-forest regressions on -log10 MIC, and the S. aureus / E. coli ratio.',
    default: true,
  },
];

const columns: Column[] = [
  { key: 'id', label: 'ID', type: 'text' },
  { key: 'sequence', label: 'Sequence', type: 'text' },
  { key: 'ampep_probability', label: 'AmPEP probability', type: 'probability', method: 'ampep' },
  {
    key: 'ampep_class',
    label: 'AmPEP class',
    type: 'class',
    method: 'ampep',
    description: '1 antimicrobial, 0 not',
    classes: { positive: 'AMP', negative: 'Non-AMP' },
  },
  {
    key: 'rfampep30_probability',
    label: 'RF-AmPEP30 probability',
    type: 'probability',
    method: 'rfampep30',
  },
  {
    key: 'rfampep30_class',
    label: 'RF-AmPEP30 class',
    type: 'class',
    method: 'rfampep30',
    description: '1 antimicrobial, 0 not, -1 outside 5-30 residues',
    classes: { positive: 'AMP', negative: 'Non-AMP' },
  },
  { key: 'ec_mic_um', label: 'E. coli MIC', type: 'number', method: 'mic', unit: 'µM' },
  { key: 'sa_mic_um', label: 'S. aureus MIC', type: 'number', method: 'mic', unit: 'µM' },
  {
    key: 'sa_ec_ratio',
    label: 'S. aureus / E. coli MIC',
    type: 'number',
    method: 'mic',
    description: 'above 1: more active against E. coli',
  },
  { key: 'note', label: 'Note', type: 'text' },
];

const tables: TableSpec[] = [
  {
    id: 'classification',
    label: 'Classification',
    columns: ['id', 'sequence', 'ampep_class', 'rfampep30_class', 'note'],
  },
  {
    id: 'scores',
    label: 'Prediction score',
    columns: ['id', 'sequence', 'ampep_probability', 'rfampep30_probability', 'note'],
  },
  {
    id: 'activity',
    label: 'Activity',
    columns: ['id', 'sequence', 'ec_mic_um', 'sa_mic_um', 'sa_ec_ratio', 'note'],
  },
];

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
  const ampepModel = runAmpep ? loadModel('ampep', AMPEP_FEATURES.size).model : null;
  const shortModel = runShort ? loadModel('rfampep30', RFAMPEP30_FEATURES.size).model : null;
  const ecModel = runMic ? loadModel('mic-ec', MIC_FEATURES.size) : null;
  const saModel = runMic ? loadModel('mic-sa', MIC_FEATURES.size).model : null;
  const ctd = new Float32Array(AMPEP_FEATURES.size);
  const reduced = new Float32Array(RFAMPEP30_FEATURES.size);
  const mic = new Float32Array(MIC_FEATURES.size);

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
      note: null,
    };
    const notes: string[] = [];

    if (!isStandardPeptide(sequence)) {
      if (runAmpep) row.ampep_class = INVALID_CLASS;
      if (runShort) row.rfampep30_class = INVALID_CLASS;
      row.note =
        n === 0
          ? 'The sequence is empty; nothing was predicted.'
          : (nonStandardNote(sequence) ??
            'The sequence holds letters other than the 20 standard amino acids; nothing was predicted.');
      return row;
    }

    if (ampepModel) {
      AMPEP_FEATURES.compute(sequence, ctd);
      const p = ampepModel.predict(ctd);
      row.ampep_probability = round4(p);
      row.ampep_class = p >= 0.5 ? 1 : 0;
    }

    if (shortModel) {
      if (n < RFAMPEP30_LENGTH.min || n > RFAMPEP30_LENGTH.max) {
        row.rfampep30_class = INVALID_CLASS;
        notes.push(
          `RF-AmPEP30 takes ${RFAMPEP30_LENGTH.min}-${RFAMPEP30_LENGTH.max} residues; this sequence has ${n}.`,
        );
      } else {
        RFAMPEP30_FEATURES.compute(sequence, reduced);
        const p = shortModel.predict(reduced);
        row.rfampep30_probability = round4(p);
        row.rfampep30_class = p >= 0.5 ? 1 : 0;
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
      const [lo, hi] = ecModel.meta.lengthRange;
      if (n < lo || n > hi) {
        notes.push(
          `The MIC models learned from peptides of ${lo}-${hi} residues; for ${n} residues the MIC values are an extrapolation.`,
        );
      }
    }

    if (notes.length > 0) row.note = notes.join(' ');
    return row;
  });
}

/** The models each method needs, with their feature counts (checked against the files). */
const models: [ModelName, number][] = [
  ['ampep', AMPEP_FEATURES.size],
  ['rfampep30', RFAMPEP30_FEATURES.size],
  ['mic-ec', MIC_FEATURES.size],
  ['mic-sa', MIC_FEATURES.size],
];

const modelCards = [
  { ...ampepCard, method: 'ampep' },
  { ...rfampep30Card, method: 'rfampep30' },
  { ...micEcCard, method: 'mic' },
  { ...micSaCard, method: 'mic' },
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
    for (const [name, nFeatures] of models) loadModel(name, nFeatures);
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
