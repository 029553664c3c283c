import {
  cardDomainThreshold,
  DOMAIN_COLUMNS,
  domainCells,
  domainColumns,
  outsideDomainNote,
} from '@peptox/applicability-domain';
import {
  type InputRecord,
  moleculeInputColumns,
  once,
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
  description: `Tox21 ${id}: ${target}. Probability of activity from the graph network, and the class at this assay's threshold (chosen on validation data).`,
  default: true,
}));

// The per-assay thresholds as the training run wrote them on the card (the same as in the model
// file, which predict() uses; a test checks they agree): the results pages start there.
const cardThresholds = (card as ModelCard).metrics['Threshold (from validation)'] ?? {};

const columns: Column[] = [
  ...moleculeInputColumns,
  ...TOX21_ASSAYS.flatMap(({ id }): Column[] => [
    {
      key: `${assayKey(id)}_probability`,
      label: `${id} probability`,
      type: 'probability',
      method: assayKey(id),
    },
    {
      key: `${assayKey(id)}_class`,
      label: `${id} class`,
      type: 'class',
      method: assayKey(id),
      description: "1 active (probability at or above the assay's threshold), 0 inactive",
      classes: { positive: 'Active', negative: 'Inactive', harmful: true },
      ...(cardThresholds[id] === undefined ? {} : { threshold: cardThresholds[id] }),
    },
  ]),
  ...domainColumns({ threshold: cardDomainThreshold([card as ModelCard]) }),
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
    label: 'Applicability domain',
    columns: ['id', 'smiles', ...Object.values(DOMAIN_COLUMNS), 'note'],
  },
];

// `pnpm predict ssl-gcn` prints exactly the columns of issue 10; the web results add the domain.
const cliColumns = [
  'id',
  'smiles',
  ...TOX21_ASSAYS.flatMap(({ id }) => [`${assayKey(id)}_probability`, `${assayKey(id)}_class`]),
  'note',
];

const METHOD_IDS = methods.map((m) => m.id);
const round4 = (p: number): number => Math.round(p * 1e4) / 1e4;

// Loaded by init(): RDKit, TensorFlow.js on WebAssembly and the network (never at import).
let loaded: LoadedSslGcn | undefined;

function predictWith(
  model: LoadedSslGcn,
  records: readonly InputRecord[],
  chosen: readonly string[],
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
    TOX21_ASSAYS.forEach(({ id: assay }, a) => {
      const key = assayKey(assay);
      if (!chosen.includes(key)) return;
      const p = result.probabilities[a] as number;
      row[`${key}_probability`] = round4(p);
      row[`${key}_class`] = p >= (model.thresholds[a] as number) ? 1 : 0;
    });
    Object.assign(row, domainCells(result.place));
    if (!result.place.inDomain) {
      row.note = outsideDomainNote(result.place, model.domain, 'these probabilities');
    }
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
  async predict(records, chosen) {
    if (!loaded) throw new Error('SSL-GCN: call init() before predict()');
    return predictWith(loaded, records, chosen);
  },
};
