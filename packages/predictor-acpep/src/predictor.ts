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
import acpepCard from '../models/acpep.card.json' with { type: 'json' };
import { ACPEP_FEATURES } from './features.ts';

const loadModel = () =>
  loadModelFile(
    new URL('../models/acpep.json', import.meta.url),
    ACPEP_FEATURES.size,
    'pnpm --filter @peptox/predictor-acpep train',
  );

const methods: MethodInfo[] = [
  {
    id: 'acpep',
    label: 'ACPep',
    description:
      'Anticancer or not: a random forest over 639 sequence features, trained on the AntiCP, MLACP and iACP benchmark sets. The probability is the share of trees voting anticancer (class 1 at 0.5 or more). It ranks peptides by their likeness to peptides reported active against cancer cells; it is not a measured potency, says nothing of selectivity over healthy cells, and gives no concentration.',
    default: true,
  },
];

const columns: Column[] = [
  ...peptideInputColumns,
  {
    key: 'acpep_probability',
    label: 'ACPep probability',
    type: 'probability',
    method: 'acpep',
    description:
      'Share of the trees voting anticancer: how much the peptide resembles known anticancer peptides, not a chance of activity in your assay.',
  },
  {
    key: 'acpep_class',
    label: 'ACPep class',
    type: 'class',
    method: 'acpep',
    description: '1 anticancer (probability 0.5 or more), 0 not',
    classes: { positive: 'ACP', negative: 'Non-ACP' },
  },
  { key: 'note', label: 'Note', type: 'text' },
];

const tables: TableSpec[] = [
  {
    id: 'classification',
    label: 'Classification',
    columns: ['id', 'sequence', 'acpep_class', 'note'],
  },
  {
    id: 'scores',
    label: 'Prediction score',
    columns: ['id', 'sequence', 'acpep_probability', 'note'],
  },
];

const round4 = (p: number): number => Math.round(p * 1e4) / 1e4;

function predictSync(records: readonly InputRecord[], chosen: readonly string[]): ResultRow[] {
  for (const m of chosen) if (m !== 'acpep') throw new Error(`ACPep has no method '${m}'`);
  const run = chosen.includes('acpep');
  const { model, meta } = loadModel();
  const x = new Float32Array(ACPEP_FEATURES.size);
  return records.map(({ id, text }) => {
    const sequence = text.toUpperCase();
    const row: ResultRow = {
      id,
      sequence: text,
      acpep_probability: null,
      acpep_class: null,
      note: null,
    };
    if (!run) return row;
    const unscorable = unscorableNote(sequence);
    if (unscorable) {
      row.acpep_class = INVALID_CLASS;
      row.note = unscorable;
      return row;
    }
    ACPEP_FEATURES.compute(sequence, x);
    const p = model.predict(x);
    row.acpep_probability = round4(p);
    row.acpep_class = p >= 0.5 ? 1 : 0;
    row.note = lengthNote('ACPep', sequence.length, meta.lengthRange ?? [1, sequence.length]);
    return row;
  });
}

export const acpep: ToolPredictor = {
  tool: 'acpep',
  name: 'ACPep',
  input: 'peptide',
  genome: { minLength: 10, maxLength: 100 },
  methods,
  columns,
  tables,
  modelCards: [{ ...acpepCard, method: 'acpep' }] satisfies ModelCard[],
  init: once(async () => {
    loadModel();
  }),
  async warmUp() {
    predictSync([{ id: 'warm-up', text: 'FLGALFKALSKLL' }], ['acpep']);
  },
  async predict(records, chosen) {
    return predictSync(records, chosen);
  },
};
