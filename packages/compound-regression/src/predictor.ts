import { readFileSync } from 'node:fs';
import {
  ApplicabilityDomain,
  cardDomainThreshold,
  DOMAIN_COLUMNS,
  type DomainFile,
  domainCells,
  domainColumns,
  outsideDomainNote,
} from '@peptox/applicability-domain';
import { type Model, modelFromJson } from '@peptox/ml';
import { loadRDKit, type RDKitModule } from '@peptox/molecule';
import {
  type InputRecord,
  moleculeInputColumns,
  once,
  type ToolPredictor,
} from '@peptox/predictor-kit';
import type { Column, MethodInfo, ModelCard, ResultRow, TableSpec } from '@peptox/tool-schema';
import { COMPOUND_FEATURE_COUNT, compoundFeatures } from './features.ts';

/**
 * A compound tool whose one method predicts an acute toxicity: -log10 of a lethal dose in mol per
 * kg (or per L), the dose in mg/kg (or mg/L) and its GHS category, with the applicability domain.
 */
export interface CompoundRegressorSpec {
  tool: string;
  name: string;
  method: MethodInfo;
  /** The model's target, -log10 of the dose in moles, e.g. neg_log_ld50_mol_kg. */
  target: { key: string; label: string; unit: string; description: string };
  /** The dose in milligrams, from the target and the molecular weight, e.g. ld50_mg_kg. */
  dose: { key: string; label: string; unit: string; description: string };
  /** The GHS category of a dose in milligrams (in `dose.unit`). */
  category: { label: string; description: string; of(dose: number): string };
  /** The label of the results table with the predictions, e.g. 'Acute oral toxicity'. */
  tableLabel: string;
  /** The committed model (models/<name>.json) and its domain file (models/<name>.domain.json). */
  files: { model: URL; domain: URL };
  modelCards: readonly ModelCard[];
}

const round3 = (v: number): number => Math.round(v * 1e3) / 1e3;
const significant3 = (v: number): number => Number(v.toPrecision(3));

export interface LoadedCompoundModel {
  rdkit: RDKitModule;
  model: Model;
  domain: ApplicabilityDomain;
}

/** Reads the model and domain files and loads RDKit (once per process or worker). */
export async function loadCompoundModel(
  files: CompoundRegressorSpec['files'],
): Promise<LoadedCompoundModel> {
  const rdkit = await loadRDKit();
  const model = modelFromJson(readFileSync(files.model, 'utf8'));
  const domainFile = JSON.parse(readFileSync(files.domain, 'utf8')) as DomainFile;
  const domain = ApplicabilityDomain.fromFile(domainFile);
  if (model.nFeatures !== COMPOUND_FEATURE_COUNT) {
    throw new Error(
      `${files.model.pathname} takes ${model.nFeatures} features but the code computes ${COMPOUND_FEATURE_COUNT}; retrain it.`,
    );
  }
  return { rdkit, model, domain };
}

/** The ToolPredictor of a compound regression tool (see CompoundRegressorSpec). */
export function compoundRegressor(spec: CompoundRegressorSpec): ToolPredictor {
  const methodId = spec.method.id;
  const c = DOMAIN_COLUMNS;
  const columns: Column[] = [
    ...moleculeInputColumns,
    {
      key: 'canonical_smiles',
      label: 'Canonical SMILES',
      type: 'text',
      description: "RDKit's canonical SMILES: one spelling per molecule, to search by structure",
    },
    { ...spec.target, type: 'number', method: methodId },
    { ...spec.dose, type: 'number', method: methodId },
    {
      key: 'ghs_category',
      label: spec.category.label,
      type: 'text',
      method: methodId,
      description: spec.category.description,
    },
    ...domainColumns({ method: methodId, threshold: cardDomainThreshold(spec.modelCards) }),
    { key: 'note', label: 'Note', type: 'text' },
  ];
  const tables: TableSpec[] = [
    {
      id: 'toxicity',
      label: spec.tableLabel,
      columns: ['id', 'smiles', spec.target.key, spec.dose.key, 'ghs_category', c.inDomain, 'note'],
    },
    {
      id: 'domain',
      label: 'Applicability domain',
      columns: ['id', 'smiles', c.similarity, c.nearestName, c.nearestSmiles, c.inDomain, 'note'],
    },
  ];

  let loaded: LoadedCompoundModel | undefined;
  const init = once(async () => {
    loaded = await loadCompoundModel(spec.files);
  });

  function predictSync(records: readonly InputRecord[], methods: readonly string[]): ResultRow[] {
    for (const m of methods) {
      if (m !== methodId) throw new Error(`${spec.name} has no method '${m}'`);
    }
    if (!loaded) throw new Error(`${spec.name}: call init() before predict()`);
    const { rdkit, model, domain } = loaded;
    const run = methods.includes(methodId);
    const buffer = new Float32Array(COMPOUND_FEATURE_COUNT);
    return records.map((record) => {
      const row: ResultRow = Object.fromEntries(columns.map((column) => [column.key, null]));
      row.id = record.id;
      row.smiles = record.text;
      const read = compoundFeatures(rdkit, record.text, buffer);
      if (!read.ok) {
        row.note = `The SMILES could not be read: ${read.reason}; nothing was predicted.`;
        return row;
      }
      row.canonical_smiles = read.canonicalSmiles;
      if (!run) return row;
      const target = model.predict(read.features);
      // -log10(dose in mol per kg or L) -> mg: 10^-y mol x g/mol x 1000 mg/g.
      const dose = 10 ** -target * read.molecularWeight * 1000;
      const place = domain.locate(read.fingerprint);
      row[spec.target.key] = round3(target);
      row[spec.dose.key] = significant3(dose);
      row.ghs_category = spec.category.of(dose);
      Object.assign(row, domainCells(place));
      const notes: string[] = [];
      if (!place.inDomain) notes.push(outsideDomainNote(place, domain, 'this value'));
      const parts = read.canonicalSmiles.split('.').length;
      if (parts > 1) {
        notes.push(
          `The SMILES holds ${parts} separate molecules (a salt or a mixture); the model learned from single molecules and predicts the whole as one.`,
        );
      }
      if (notes.length > 0) row.note = notes.join(' ');
      return row;
    });
  }

  return {
    tool: spec.tool,
    name: spec.name,
    input: 'molecule',
    methods: [spec.method],
    columns,
    tables,
    cliColumns: [
      'id',
      'smiles',
      spec.target.key,
      spec.dose.key,
      'ghs_category',
      c.similarity,
      c.inDomain,
      'note',
    ],
    modelCards: spec.modelCards,
    init,
    // Benzene, aspirin and an invalid SMILES: every branch runs once.
    async warmUp() {
      predictSync(
        [
          { id: 'benzene', text: 'c1ccccc1' },
          { id: 'aspirin', text: 'CC(=O)Oc1ccccc1C(=O)O' },
          { id: 'bad', text: 'C1CC' },
        ],
        [methodId],
      );
    },
    async predict(records, methods) {
      return predictSync(records, methods);
    },
  };
}
