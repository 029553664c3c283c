import type { FeatureBlock } from '@peptox/peptide-features';
import {
  type InputRecord,
  type LoadedModel,
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
import acpepCard from '../models/acpep.card.json' with { type: 'json' };
import acpepVsAmpCard from '../models/acpep-vs-amp.card.json' with { type: 'json' };
import { ACPEP_FEATURE_SET, ACPEP_VS_AMP_FEATURE_SET } from './features.ts';

/** Each method: its model file and the features that model reads. */
export const ACPEP_MODELS = {
  acpep: { file: 'acpep', block: ACPEP_FEATURE_SET.block, label: 'ACPep' },
  acpep_vs_amp: {
    file: 'acpep-vs-amp',
    block: ACPEP_VS_AMP_FEATURE_SET.block,
    label: 'ACPep among AMPs',
  },
} as const satisfies Record<string, { file: string; block: FeatureBlock; label: string }>;

type MethodId = keyof typeof ACPEP_MODELS;

export const loadAcpepModel = (method: MethodId): LoadedModel =>
  loadModelFile(
    new URL(`../models/${ACPEP_MODELS[method].file}.json`, import.meta.url),
    ACPEP_MODELS[method].block.size,
    'pnpm --filter @peptox/predictor-acpep train',
  );

const methods: MethodInfo[] = [
  {
    id: 'acpep',
    label: 'ACPep: anticancer or any peptide',
    description:
      'Is this peptide anticancer, rather than any other peptide? Trained on anticancer peptides against random peptides cut from proteins and the negatives of three benchmark sets (AntiCP 2.0’s alternate question). Use it to screen peptides of any kind. The probability ranks peptides by their likeness to peptides reported active against cancer cells (class 1 at 0.5 or more); it is not a potency, says nothing of selectivity over healthy cells, and gives no concentration.',
    default: true,
  },
  {
    id: 'acpep_vs_amp',
    label: 'ACPep among AMPs: anticancer or antimicrobial only',
    description:
      'Is this antimicrobial peptide also anticancer? Trained on anticancer peptides against antimicrobial peptides with no reported anticancer activity (AntiCP 2.0’s main question). Use it for peptides already known or predicted to be antimicrobial: both classes are cationic and amphipathic, so it is the harder question and its figures are lower. The probability is a likeness, not a potency (class 1 at 0.5 or more).',
    default: true,
  },
];

const ACP_CLASSES = { positive: 'ACP', negative: 'Non-ACP' };

const columns: Column[] = [
  ...peptideInputColumns,
  {
    key: 'acpep_probability',
    label: 'ACPep probability',
    type: 'probability',
    method: 'acpep',
    description:
      'Anticancer against any peptide, 0 to 1: how much the peptide resembles known anticancer peptides rather than peptides in general, not a chance of activity in your assay.',
  },
  {
    key: 'acpep_class',
    label: 'ACPep class',
    type: 'class',
    method: 'acpep',
    description: '1 anticancer (probability 0.5 or more), 0 not',
    classes: ACP_CLASSES,
  },
  {
    key: 'acpep_vs_amp_probability',
    label: 'ACPep among AMPs probability',
    type: 'probability',
    method: 'acpep_vs_amp',
    description:
      'Anticancer among antimicrobial peptides, 0 to 1: how much the peptide resembles anticancer peptides rather than antimicrobial peptides without anticancer activity.',
  },
  {
    key: 'acpep_vs_amp_class',
    label: 'ACPep among AMPs class',
    type: 'class',
    method: 'acpep_vs_amp',
    description: '1 anticancer (probability 0.5 or more), 0 antimicrobial only',
    classes: ACP_CLASSES,
  },
  { key: 'note', label: 'Note', type: 'text' },
];

const tables: TableSpec[] = [
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
];

const METHOD_IDS = Object.keys(ACPEP_MODELS) as MethodId[];
const round4 = (p: number): number => Math.round(p * 1e4) / 1e4;

function predictSync(records: readonly InputRecord[], chosen: readonly string[]): ResultRow[] {
  for (const m of chosen) {
    if (!(METHOD_IDS as string[]).includes(m)) throw new Error(`ACPep has no method '${m}'`);
  }
  const running = METHOD_IDS.filter((m) => chosen.includes(m)).map((method) => ({
    method,
    ...ACPEP_MODELS[method],
    ...loadAcpepModel(method),
  }));
  // Each feature set once a row, however many methods read it.
  const features = new Map(running.map(({ block }) => [block, new Float32Array(block.size)]));
  return records.map(({ id, text }) => {
    const sequence = text.toUpperCase();
    const row: ResultRow = {
      id,
      sequence: text,
      acpep_probability: null,
      acpep_class: null,
      acpep_vs_amp_probability: null,
      acpep_vs_amp_class: null,
      note: null,
    };
    if (running.length === 0) return row;
    const unscorable = unscorableNote(sequence);
    if (unscorable) {
      for (const { method } of running) row[`${method}_class`] = INVALID_CLASS;
      row.note = unscorable;
      return row;
    }
    for (const [block, x] of features) block.compute(sequence, x);
    const notes: string[] = [];
    const n = sequence.length;
    for (const { method, block, model, meta, label } of running) {
      const p = model.predict(features.get(block) as Float32Array);
      row[`${method}_probability`] = round4(p);
      row[`${method}_class`] = p >= 0.5 ? 1 : 0;
      const outside = lengthNote(label, n, meta.lengthRange ?? [1, n]);
      if (outside) notes.push(outside);
    }
    row.note = joinNotes(notes);
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
  modelCards: [
    { ...acpepCard, method: 'acpep' },
    { ...acpepVsAmpCard, method: 'acpep_vs_amp' },
  ] satisfies ModelCard[],
  init: once(async () => {
    for (const method of METHOD_IDS) loadAcpepModel(method);
  }),
  async warmUp() {
    predictSync([{ id: 'warm-up', text: 'FLGALFKALSKLL' }], METHOD_IDS);
  },
  async predict(records, chosen) {
    return predictSync(records, chosen);
  },
};
