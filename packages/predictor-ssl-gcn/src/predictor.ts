import {
  type ClassifierOutput,
  classifierOutput,
  compoundOutsideReason,
  type InputRecord,
  moleculeInputColumns,
  once,
  type PredictOptions,
  type ToolPredictor,
} from '@peptox/predictor-kit';
import {
  type Column,
  INVALID_CLASS,
  type MethodInfo,
  type ModelCard,
  type ResultRow,
  type TableSpec,
} from '@peptox/tool-schema';
import card from '../models/ssl-gcn.card.json' with { type: 'json' };
import { assayKey, TOX21_ASSAYS } from './assays.ts';
import type { LoadedSslGcn } from './model.ts';

const methods: MethodInfo[] = TOX21_ASSAYS.map(({ id, target }) => ({
  id: assayKey(id),
  label: id,
  description: `Tox21 ${id}: ${target}. The probability of activity (the graph network's, averaged with boosted trees' and with read-across, the share of actives among the most similar training molecules, where they helped on validation molecules; then calibrated on validation molecules) and the class at this assay's threshold (the highest Matthews correlation on validation; its precision and recall are stated).`,
  default: true,
}));

// One classifier output per assay, each with its evidence head (named by the assay) on the card.
const outputs: ClassifierOutput[] = TOX21_ASSAYS.map(({ id }) =>
  classifierOutput({
    model: assayKey(id),
    method: assayKey(id),
    subject: `The ${id} model`,
    input: 'molecule',
    card: card as ModelCard,
    head: id,
    measurement: 'measured',
    probability: { key: `${assayKey(id)}_probability`, label: `${id} probability` },
    class: {
      key: `${assayKey(id)}_class`,
      label: `${id} class`,
      description: '1 active, 0 inactive.',
      classes: { positive: 'Active', negative: 'Inactive', harmful: true },
    },
  }),
);

const columns: Column[] = [
  ...moleculeInputColumns,
  ...outputs.flatMap((o) => o.valueColumns),
  ...outputs.flatMap((o) => o.evidenceColumns),
  { key: 'note', label: 'Note', type: 'text' },
];

const assayColumns = (suffix: string) => TOX21_ASSAYS.map(({ id }) => `${assayKey(id)}_${suffix}`);

const tables: TableSpec[] = [
  {
    id: 'classification',
    label: 'Classification',
    columns: ['id', 'smiles', ...assayColumns('class'), 'note'],
  },
  {
    id: 'probabilities',
    label: 'Probability',
    columns: ['id', 'smiles', ...assayColumns('probability'), 'note'],
  },
  {
    id: 'domain',
    label: 'Nearest measured molecule and applicability domain',
    columns: [
      'id',
      'smiles',
      ...TOX21_ASSAYS.flatMap(({ id }) =>
        ['nearest_measured', 'nearest_similarity', 'in_domain'].map((s) => `${assayKey(id)}_${s}`),
      ),
      `${assayKey(TOX21_ASSAYS[0].id)}_nearest_id`,
      `${assayKey(TOX21_ASSAYS[0].id)}_nearest_input`,
      'note',
    ],
  },
];

// `pnpm predict ssl-gcn`: each assay's probability and class, then each assay's evidence (the
// molecule's own measured class when it is a Tox21 record, the nearest molecule measured in the
// assay, and the domain).
const cliColumns = [
  'id',
  'smiles',
  ...TOX21_ASSAYS.flatMap(({ id }) => [`${assayKey(id)}_probability`, `${assayKey(id)}_class`]),
  ...TOX21_ASSAYS.flatMap(({ id }) =>
    ['class_measured', 'nearest_id', 'nearest_similarity', 'nearest_measured', 'in_domain'].map(
      (s) => `${assayKey(id)}_${s}`,
    ),
  ),
  'note',
];

const METHOD_IDS = methods.map((m) => m.id);

// Loaded by init(): RDKit, TensorFlow.js on WebAssembly and the network (never at import).
let loaded: LoadedSslGcn | undefined;

function predictWith(
  model: LoadedSslGcn,
  records: readonly InputRecord[],
  chosen: readonly string[],
  options: PredictOptions = {},
): ResultRow[] {
  for (const m of chosen) {
    if (!METHOD_IDS.includes(m)) throw new Error(`SSL-GCN has no method '${m}'`);
  }
  const scored = model.predict(records.map((r) => r.text));
  return records.map(({ id, text }, i) => {
    const row: ResultRow = Object.fromEntries(columns.map((column) => [column.key, null]));
    row.id = id;
    row.smiles = text;
    const result = scored[i];
    if (!result?.ok) {
      for (const key of chosen) row[`${key}_class`] = INVALID_CLASS;
      row.note = `The SMILES could not be read: ${result?.reason ?? 'unknown error'}; nothing was predicted.`;
      return row;
    }
    const outside = compoundOutsideReason(result.canonicalSmiles);
    const context = { ...(outside ? { outside } : {}), evidence: options.evidence !== false };
    const query = { text: result.canonicalSmiles, fingerprint: result.fingerprint };
    const notes = new Set<string>();
    TOX21_ASSAYS.forEach(({ id: assay }, a) => {
      if (!chosen.includes(assayKey(assay))) return;
      const head = model.evidence.head(assay);
      const score = result.probabilities[a] as number;
      const found = (outputs[a] as ClassifierOutput).cells(
        model.evidence,
        head,
        score,
        query,
        context,
      );
      Object.assign(row, found.cells);
      for (const note of found.notes) notes.add(note);
    });
    if (notes.size > 0) row.note = [...notes].join(' ');
    return row;
  });
}

export const sslGcn: ToolPredictor = {
  tool: 'ssl-gcn',
  name: 'SSL-GCN',
  input: 'molecule',
  methods,
  columns,
  cliColumns,
  tables,
  modelCards: [card as ModelCard],
  init: once(async () => {
    const { loadSslGcn } = await import('./model.ts');
    loaded = await loadSslGcn();
  }),
  // A small aromatic, an acyclic and a charged molecule, and one that does not parse.
  async warmUp() {
    if (!loaded) throw new Error('SSL-GCN: call init() before warmUp()');
    predictWith(
      loaded,
      [
        { id: 'aspirin', text: 'CC(=O)Oc1ccccc1C(=O)O' },
        { id: 'hexanol', text: 'CCCCCCO' },
        { id: 'choline', text: 'C[N+](C)(C)CCO' },
        { id: 'bad', text: 'C1CC' },
      ],
      METHOD_IDS,
    );
  },
  async predict(records, chosen, options) {
    if (!loaded) throw new Error('SSL-GCN: call init() before predict()');
    return predictWith(loaded, records, chosen, options);
  },
  modelVersions(chosen) {
    if (!loaded) throw new Error('SSL-GCN: call init() before modelVersions()');
    const { version, trainedAt } = loaded;
    return chosen.map((method) => ({ model: 'ssl-gcn', method, version, trainedAt }));
  },
};
