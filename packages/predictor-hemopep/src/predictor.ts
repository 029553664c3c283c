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
  joinNotes,
  type MethodInfo,
  type ModelCard,
  type ResultRow,
  type TableSpec,
} from '@peptox/tool-schema';
import hc50Card from '../models/hc50.card.json' with { type: 'json' };
import hemolyticCard from '../models/hemolytic.card.json' with { type: 'json' };
import { HEMOPEP_FEATURES } from './features.ts';

const loadModel = (name: 'hc50' | 'hemolytic') =>
  loadModelFile(
    new URL(`../models/${name}.json`, import.meta.url),
    HEMOPEP_FEATURES.size,
    'pnpm --filter @peptox/predictor-hemopep train',
  );

const methods: MethodInfo[] = [
  {
    id: 'hc50',
    label: 'HC50 (µM)',
    description:
      'The concentration that lyses half of the red blood cells, in µM, from a regression on -log10 HC50 trained on published measurements. Read it as an order of magnitude: the training data mixes assays and often records only the top of the tested range, and HC5 / HC10 are not predicted.',
    default: true,
  },
  {
    id: 'hemolytic',
    label: 'Hemolytic class',
    description:
      'Hemolytic or not, trained on the HemoPI-1 set. The probability ranks peptides by their likeness to peptides reported hemolytic (class 1 at 0.5 or more); it is not a measured share of lysed cells and gives no concentration.',
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
    method: 'hemolytic',
    description:
      'How much the peptide resembles known hemolytic peptides, not the share of cells it lyses.',
  },
  {
    key: 'hemolytic_class',
    label: 'Hemolytic class',
    type: 'class',
    method: 'hemolytic',
    description: '1 hemolytic (probability 0.5 or more), 0 not',
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

const METHOD_IDS = methods.map((m) => m.id);
const round4 = (p: number): number => Math.round(p * 1e4) / 1e4;
const significant3 = (v: number): number => Number(v.toPrecision(3));

function predictSync(records: readonly InputRecord[], chosen: readonly string[]): ResultRow[] {
  for (const m of chosen) {
    if (!METHOD_IDS.includes(m)) throw new Error(`HemoPep has no method '${m}'`);
  }
  const hc50 = chosen.includes('hc50') ? loadModel('hc50') : null;
  const hemolytic = chosen.includes('hemolytic') ? loadModel('hemolytic') : null;
  const x = new Float32Array(HEMOPEP_FEATURES.size);
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
    const unscorable = unscorableNote(sequence);
    if (unscorable) {
      if (hemolytic) row.hemolytic_class = INVALID_CLASS;
      if (hc50 || hemolytic) row.note = unscorable;
      return row;
    }
    if (!hc50 && !hemolytic) return row;
    HEMOPEP_FEATURES.compute(sequence, x);
    const notes: string[] = [];
    const n = sequence.length;
    if (hc50) {
      // The model predicts pHD50 = -log10(HC50 in µM).
      row.hc50_um = significant3(10 ** -hc50.model.predict(x));
      const outside = lengthNote('The HC50 model', n, hc50.meta.lengthRange ?? [1, n]);
      if (outside) notes.push(outside);
    }
    if (hemolytic) {
      const p = hemolytic.model.predict(x);
      row.hemolytic_probability = round4(p);
      row.hemolytic_class = p >= 0.5 ? 1 : 0;
      const outside = lengthNote(
        'The hemolytic classifier',
        n,
        hemolytic.meta.lengthRange ?? [1, n],
      );
      if (outside) notes.push(outside);
    }
    row.note = joinNotes(notes);
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
  modelCards: [
    { ...hc50Card, method: 'hc50' },
    { ...hemolyticCard, method: 'hemolytic' },
  ] satisfies ModelCard[],
  init: once(async () => {
    loadModel('hc50');
    loadModel('hemolytic');
  }),
  async warmUp() {
    predictSync([{ id: 'warm-up', text: 'GIGAVLKVLTTGLPALISWIKRKRQQ' }], METHOD_IDS);
  },
  async predict(records, chosen) {
    return predictSync(records, chosen);
  },
};
