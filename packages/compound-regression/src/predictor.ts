import { type ModelEvidence, readAcross as readAcrossValue } from '@peptox/evidence';
import {
  type FeatureBlock,
  featureCount,
  loadRDKit,
  type RDKitModule,
  withMolecule,
} from '@peptox/molecule';
import {
  compoundOutsideReason,
  type InputRecord,
  type LoadedModel,
  loadEvidence,
  loadModelFile,
  moleculeInputColumns,
  once,
  type PredictOptions,
  regressionOutput,
  type ToolPredictor,
  versionOf,
} from '@peptox/predictor-kit';
import {
  type Column,
  type MethodInfo,
  type ModelCard,
  measuredKey,
  type ResultRow,
  type TableSpec,
} from '@peptox/tool-schema';
import { type AuxiliaryMeta, auxiliaryMeta, type ModelInputs, modelInputs } from './auxiliary.ts';
import { compoundFeatures, modelFeatureBlocks } from './features.ts';
import { type ReadAcross, readAcrossMeta } from './read-across.ts';

/**
 * A compound tool whose one method predicts an acute toxicity: -log10 of a lethal dose in mol per
 * kg (or per L) with its 90 % interval, the dose in mg/kg (or mg/L) and its GHS category, and the
 * evidence behind the value (the nearest measured training molecule, the applicability domain).
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
  /** The committed model (models/<name>.json), its evidence beside it (<name>.evidence.json). */
  files: { model: URL };
  /** The command that retrains the model, for the message of a missing or stale file. */
  retrain: string;
  modelCards: readonly ModelCard[];
}

const round3 = (v: number): number => Math.round(v * 1e3) / 1e3;
const significant3 = (v: number): number => Number(v.toPrecision(3));

export interface LoadedCompoundModel {
  rdkit: RDKitModule;
  model: LoadedModel;
  evidence: ModelEvidence;
  /** The feature blocks the model was trained on, in order. */
  blocks: FeatureBlock[];
  /**
   * The other tool's model whose prediction is one more feature (its copy), if any, and what
   * that feature is (e.g. "BESTox's predicted rat oral pLD50").
   */
  auxiliary: { model: LoadedModel; label: string } | null;
  /** What RDKit computes per molecule and how the model's row is made of it. */
  inputs: ModelInputs;
  /** Read-across blended with the trees, if the model was trained so (its neighbours: the evidence's records). */
  readAcross: ReadAcross | null;
}

/** Reads the model (and its auxiliary model) and its evidence, and loads RDKit (once per process or worker). */
export async function loadCompoundModel(
  spec: Pick<CompoundRegressorSpec, 'files' | 'retrain'>,
): Promise<LoadedCompoundModel> {
  const rdkit = await loadRDKit();
  let blocks: FeatureBlock[] = [];
  let auxiliaryFile = null as AuxiliaryMeta | null;
  let readAcross = null as ReadAcross | null;
  const model = loadModelFile(
    spec.files.model,
    (meta) => {
      blocks = modelFeatureBlocks(meta, spec.files.model.pathname);
      auxiliaryFile = auxiliaryMeta(meta, spec.files.model.pathname);
      readAcross = readAcrossMeta(meta, spec.files.model.pathname);
      return featureCount(blocks) + (auxiliaryFile ? 1 : 0);
    },
    spec.retrain,
  );
  let auxiliary: LoadedCompoundModel['auxiliary'] = null;
  let inputs = modelInputs(blocks);
  if (auxiliaryFile) {
    const url = new URL(auxiliaryFile.file, spec.files.model);
    let auxiliaryBlocks: FeatureBlock[] = [];
    const other = loadModelFile(
      url,
      (meta) => {
        auxiliaryBlocks = modelFeatureBlocks(meta, url.pathname);
        return featureCount(auxiliaryBlocks);
      },
      spec.retrain,
    );
    auxiliary = { model: other, label: auxiliaryFile.label };
    inputs = modelInputs(blocks, { model: other.model, blocks: auxiliaryBlocks });
  }
  const evidence = loadEvidence(spec.files.model, spec.retrain);
  return { rdkit, model, evidence, blocks, auxiliary, inputs, readAcross };
}

/** The ToolPredictor of a compound regression tool (see CompoundRegressorSpec). */
export function compoundRegressor(spec: CompoundRegressorSpec): ToolPredictor {
  const methodId = spec.method.id;
  const card = spec.modelCards[0] as ModelCard;
  // The evidence columns are prefixed by the method (ld50_nearest_id ...), the model's output.
  const output = regressionOutput({
    model: methodId,
    method: methodId,
    subject: `The ${spec.method.label} model`,
    input: 'molecule',
    value: spec.target,
    toValue: (y) => y,
    round: round3,
    measuredLabel: `Nearest measured ${spec.target.label}`,
  });
  const target = spec.target.key;
  const dose = spec.dose.key;
  const doseLow = `${dose}_low`;
  const doseHigh = `${dose}_high`;
  const of = { method: methodId, model: methodId };
  const doseColumns: Column[] = [
    { ...spec.dose, type: 'number', ...of, interval: { low: doseLow, high: doseHigh, level: 0.9 } },
    {
      key: doseLow,
      label: `${spec.dose.label}, 90 % interval low`,
      type: 'number',
      unit: spec.dose.unit,
      ...of,
      role: 'interval-low',
      description: `The low end of the dose's 90 % interval (the ${spec.target.label} interval's high end in ${spec.dose.unit}).`,
    },
    {
      key: doseHigh,
      label: `${spec.dose.label}, 90 % interval high`,
      type: 'number',
      unit: spec.dose.unit,
      ...of,
      role: 'interval-high',
      description: `The high end of the dose's 90 % interval (the ${spec.target.label} interval's low end in ${spec.dose.unit}).`,
    },
  ];
  const evidence = (suffix: string) => `${methodId}_${suffix}`;
  // The dose and its category as measured, for a training molecule (the row leads with them),
  // and the nearest training molecule's measured dose: evidence in the headline's unit too.
  const doseMeasured = measuredKey(dose);
  const categoryMeasured = measuredKey('ghs_category');
  const nearestDose = `${dose}_nearest_measured`;
  const measuredDoseColumns: Column[] = [
    {
      key: doseMeasured,
      label: `${spec.dose.label}, measured`,
      type: 'number',
      unit: spec.dose.unit,
      ...of,
      role: 'measured',
      measures: dose,
      measurement: 'measured',
      description: `When the molecule is one of the model's training molecules: its measured ${spec.dose.label} in ${spec.dose.unit}, which the row leads with. Empty otherwise.`,
    },
    {
      key: categoryMeasured,
      label: `${spec.category.label}, measured`,
      type: 'text',
      ...of,
      role: 'measured',
      measures: 'ghs_category',
      measurement: 'measured',
      description: `The category of the measured ${spec.dose.label}, for a training molecule. Empty otherwise.`,
    },
    {
      key: nearestDose,
      label: `${spec.method.label} model: nearest measured ${spec.dose.label}`,
      type: 'number',
      unit: spec.dose.unit,
      ...of,
      role: 'nearest-measured',
      measures: dose,
      measurement: 'measured',
      description: `The measured ${spec.dose.label} of the nearest training molecule, in ${spec.dose.unit} (from its measured ${spec.target.label} and its own molecular weight).`,
    },
  ];
  const columns: Column[] = [
    ...moleculeInputColumns,
    {
      key: 'canonical_smiles',
      label: 'Canonical SMILES',
      type: 'text',
      description: "RDKit's canonical SMILES: one spelling per molecule, to search by structure",
    },
    ...output.valueColumns,
    ...doseColumns,
    {
      key: 'ghs_category',
      label: spec.category.label,
      type: 'text',
      method: methodId,
      description: spec.category.description,
    },
    ...output.evidenceColumns,
    ...measuredDoseColumns,
    { key: 'note', label: 'Note', type: 'text' },
  ];
  const valueKeys = [target, `${target}_low`, `${target}_high`, dose, doseLow, doseHigh];
  const tables: TableSpec[] = [
    {
      id: 'toxicity',
      label: spec.tableLabel,
      columns: ['id', 'smiles', ...valueKeys, 'ghs_category', evidence('in_domain'), 'note'],
    },
    {
      id: 'domain',
      label: 'Nearest measured molecule and applicability domain',
      columns: [
        'id',
        'smiles',
        target,
        evidence('nearest_measured'),
        nearestDose,
        evidence('nearest_similarity'),
        evidence('nearest_id'),
        evidence('nearest_input'),
        evidence('in_domain'),
        'note',
      ],
    },
  ];

  let loaded: LoadedCompoundModel | undefined;
  const init = once(async () => {
    loaded = await loadCompoundModel(spec);
  });
  // -log10(dose in mol per kg or L) -> mg: 10^-v mol x g/mol x 1000 mg/g.
  const toDose = (v: number, molecularWeight: number) => 10 ** -v * molecularWeight * 1000;
  // A training molecule's weight, read once per process (a job's neighbours repeat).
  const weights = new Map<string, number | null>();
  const weightOf = (rdkit: RDKitModule, smiles: string): number | null => {
    let weight = weights.get(smiles);
    if (weight === undefined) {
      const read = withMolecule(rdkit, smiles, (molecule) => molecule.descriptors().amw);
      weight = read.ok ? read.value : null;
      weights.set(smiles, weight);
    }
    return weight;
  };

  function predictSync(
    records: readonly InputRecord[],
    methods: readonly string[],
    options: PredictOptions = {},
  ): ResultRow[] {
    for (const m of methods) {
      if (m !== methodId) throw new Error(`${spec.name} has no method '${m}'`);
    }
    if (!loaded) throw new Error(`${spec.name}: call init() before predict()`);
    const { rdkit, model, evidence: modelEvidence, inputs, readAcross } = loaded;
    // The protocol names the model's one evidence head after the model.
    const head = modelEvidence.head(card.name);
    const run = methods.includes(methodId);
    const buffer = new Float32Array(featureCount(inputs.blocks));
    const modelRow = new Float32Array(model.model.nFeatures);
    return records.map((record) => {
      const row: ResultRow = Object.fromEntries(columns.map((column) => [column.key, null]));
      row.id = record.id;
      row.smiles = record.text;
      const read = compoundFeatures(rdkit, record.text, inputs.blocks, buffer);
      if (!read.ok) {
        row.note = `The SMILES could not be read: ${read.reason}; nothing was predicted.`;
        return row;
      }
      row.canonical_smiles = read.canonicalSmiles;
      if (!run) return row;
      const trees = model.model.predict(inputs.row(read.features, modelRow));
      const y = readAcross
        ? readAcross.treesWeight * trees +
          (1 - readAcross.treesWeight) *
            readAcrossValue(
              head.neighbours(read.fingerprint, readAcross.neighbours),
              readAcross.power,
            )
        : trees;
      const outside = compoundOutsideReason(read.canonicalSmiles);
      const { cells, notes } = output.cells(
        modelEvidence,
        head,
        y,
        { text: read.canonicalSmiles, fingerprint: read.fingerprint },
        { ...(outside ? { outside } : {}), evidence: options.evidence !== false },
      );
      Object.assign(row, cells);
      const weight = read.molecularWeight;
      const doseValue = toDose(y, weight);
      row[dose] = significant3(doseValue);
      // A higher -log10 is a lower dose, so the interval's ends swap.
      const low = cells[`${target}_low`];
      const high = cells[`${target}_high`];
      if (typeof low === 'number' && typeof high === 'number') {
        row[doseLow] = significant3(toDose(high, weight));
        row[doseHigh] = significant3(toDose(low, weight));
      }
      row.ghs_category = spec.category.of(doseValue);
      const measured = row[measuredKey(target)];
      if (typeof measured === 'number') {
        const measuredDose = toDose(measured, weight);
        row[doseMeasured] = significant3(measuredDose);
        row[categoryMeasured] = spec.category.of(measuredDose);
      }
      const nearest = row[evidence('nearest_measured')];
      const nearestInput = row[evidence('nearest_input')];
      if (typeof nearest === 'number' && typeof nearestInput === 'string') {
        const nearestWeight = weightOf(rdkit, nearestInput);
        if (nearestWeight !== null) row[nearestDose] = significant3(toDose(nearest, nearestWeight));
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
      ...valueKeys,
      'ghs_category',
      evidence('nearest_id'),
      evidence('nearest_similarity'),
      evidence('nearest_measured'),
      nearestDose,
      measuredKey(target),
      doseMeasured,
      categoryMeasured,
      evidence('in_domain'),
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
    async predict(records, methods, options) {
      return predictSync(records, methods, options);
    },
    modelVersions(methods) {
      if (!methods.includes(methodId)) return [];
      if (!loaded) throw new Error(`${spec.name}: call init() before modelVersions()`);
      // A job's values depend on the auxiliary model's copy too: both versions are recorded.
      const own = versionOf(loaded.model, methodId);
      const { auxiliary } = loaded;
      if (!auxiliary) return [own];
      return [
        own,
        {
          ...versionOf(auxiliary.model, methodId),
          role: `its prediction is one of the features: ${auxiliary.label}`,
        },
      ];
    },
  };
}
