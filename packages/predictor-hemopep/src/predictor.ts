import {
  type InputRecord,
  lengthNote,
  loadModelFile,
  once,
  peptideInputColumns,
  type ToolPredictor,
  unscorableNote,
} from '@peptox/predictor-kit';
import {
  type Column,
  INVALID_CLASS,
  type MethodInfo,
  type ModelCard,
  type ResultRow,
  type TableSpec,
} from '@peptox/tool-schema';
import hc50Card from '../models/hc50.card.json' with { type: 'json' };
import { HC50_FEATURE_SET } from './features.ts';
import { HEMOLYTIC_HC50_UM, hemolyticClass, hemolyticProbability } from './hemolytic.ts';

const FEATURES = HC50_FEATURE_SET.block;

export const loadHc50Model = () =>
  loadModelFile(
    new URL('../models/hc50.json', import.meta.url),
    FEATURES.size,
    'pnpm --filter @peptox/predictor-hemopep train',
  );

const methods: MethodInfo[] = [
  {
    id: 'hc50',
    label: 'HC50 and hemolytic class',
    description: `The concentration that lyses half of the red blood cells, in µM, from a regression on -log10 HC50 trained on published measurements (HemoPI2 and the AMP toxicity set); the peptide is called hemolytic when that HC50 is at most ${HEMOLYTIC_HC50_UM} µM (HemoPI2's definition), so the class and the value always agree. Read the HC50 as an order of magnitude: the training data mixes assays and often records only the top of the tested range, and HC5 / HC10 are not predicted.`,
    default: true,
  },
];

const columns: Column[] = [
  ...peptideInputColumns,
  {
    key: 'hc50_um',
    label: 'HC50',
    type: 'number',
    method: 'hc50',
    unit: 'µM',
    description:
      'Predicted concentration lysing 50 % of red blood cells; lower is more hemolytic. An estimate of the order of magnitude, not an assay result.',
  },
  {
    key: 'hemolytic_probability',
    label: 'Hemolytic probability',
    type: 'probability',
    method: 'hc50',
    description: `The chance that the HC50 is at most ${HEMOLYTIC_HC50_UM} µM, read off the predicted HC50: 0.5 exactly at ${HEMOLYTIC_HC50_UM} µM, higher for lower HC50.`,
  },
  {
    key: 'hemolytic_class',
    label: 'Hemolytic class',
    type: 'class',
    method: 'hc50',
    description: `1 hemolytic (predicted HC50 at most ${HEMOLYTIC_HC50_UM} µM, probability 0.5 or more), 0 not`,
    classes: { positive: 'Hemolytic', negative: 'Non-hemolytic', harmful: true },
  },
  { key: 'note', label: 'Note', type: 'text' },
];

const tables: TableSpec[] = [
  {
    id: 'activity',
    label: 'Hemolytic activity',
    columns: ['id', 'sequence', 'hc50_um', 'hemolytic_class', 'note'],
  },
  {
    id: 'scores',
    label: 'Prediction score',
    columns: ['id', 'sequence', 'hemolytic_probability', 'note'],
  },
];

const round4 = (p: number): number => Math.round(p * 1e4) / 1e4;
const significant3 = (v: number): number => Number(v.toPrecision(3));

function predictSync(records: readonly InputRecord[], chosen: readonly string[]): ResultRow[] {
  for (const m of chosen) if (m !== 'hc50') throw new Error(`HemoPep has no method '${m}'`);
  const hc50 = chosen.includes('hc50') ? loadHc50Model() : null;
  const slope = hc50?.meta.hemolyticSlope as number;
  const x = new Float32Array(FEATURES.size);
  return records.map(({ id, text }) => {
    const sequence = text.toUpperCase();
    const row: ResultRow = {
      id,
      sequence: text,
      hc50_um: null,
      hemolytic_probability: null,
      hemolytic_class: null,
      note: null,
    };
    if (!hc50) return row;
    const unscorable = unscorableNote(sequence);
    if (unscorable) {
      row.hemolytic_class = INVALID_CLASS;
      row.note = unscorable;
      return row;
    }
    FEATURES.compute(sequence, x);
    // The model predicts pHC50 = -log10(HC50 in µM). Class and probability are read off the HC50
    // as shown (3 significant digits), so that no row's class contradicts its value.
    const hc50Um = significant3(10 ** -hc50.model.predict(x));
    row.hc50_um = hc50Um;
    row.hemolytic_class = hemolyticClass(hc50Um);
    row.hemolytic_probability = round4(hemolyticProbability(-Math.log10(hc50Um), slope));
    const n = sequence.length;
    row.note = lengthNote('The HC50 model', n, hc50.meta.lengthRange ?? [1, n]);
    return row;
  });
}

export const hemopep: ToolPredictor = {
  tool: 'hemopep',
  name: 'HemoPep',
  input: 'peptide',
  methods,
  columns,
  tables,
  modelCards: [{ ...hc50Card, method: 'hc50' }] satisfies ModelCard[],
  init: once(async () => {
    loadHc50Model();
  }),
  async warmUp() {
    predictSync([{ id: 'warm-up', text: 'GIGAVLKVLTTGLPALISWIKRKRQQ' }], ['hc50']);
  },
  async predict(records, chosen) {
    return predictSync(records, chosen);
  },
};
