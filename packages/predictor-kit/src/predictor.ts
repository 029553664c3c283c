import type { ScoreChanges } from '@peptox/mutant-scan';
import type {
  Column,
  ModelCard,
  ModelVersion,
  ResultRow,
  ToolDescription,
} from '@peptox/tool-schema';

/** How a predictor scores records. */
export interface PredictOptions {
  /**
   * false: each model's value only, without the nearest measured record, the domain's similarity
   * check and the interval (which need a search of the training set per record). Default true.
   */
  evidence?: boolean;
}

/** One input record: a peptide sequence or a SMILES, and its unique id. */
export interface InputRecord {
  id: string;
  text: string;
  /**
   * Why the input reader could not take this record (a SMILES over the length limit, a name
   * without a SMILES): it stays in the results as a row with this reason and is not predicted.
   * Predictors never see such a record; `predictRecords` keeps them out.
   */
  problem?: string;
}

/** The columns a peptide tool's results start with: the FASTA header's name and the peptide. */
export const peptideInputColumns: readonly Column[] = [
  { key: 'id', label: 'ID', type: 'text', description: 'The name given in the FASTA header.' },
  { key: 'sequence', label: 'Sequence', type: 'text', description: 'The peptide as submitted.' },
];

/** The columns a compound tool's results start with: the molecule's name and its structure. */
export const moleculeInputColumns: readonly Column[] = [
  { key: 'id', label: 'ID', type: 'text' },
  { key: 'smiles', label: 'SMILES', type: 'molecule' },
];

/**
 * A tool's predictor as the job service and the command line run it. Importing a predictor's
 * module must stay cheap (the API process reads every tool's description): models, WebAssembly
 * libraries and neural networks load in `init()`.
 */
export interface ToolPredictor extends ToolDescription {
  /**
   * The columns `pnpm predict` prints, in order; every column when absent. The web results may
   * hold more than a tool's documented command-line CSV (the nearest training molecule, say).
   */
  cliColumns?: readonly string[];
  /** The cards of the models that serve, as their training runs wrote them, in method order. */
  modelCards: readonly ModelCard[];
  /** Loads the models; the first call does the work, later calls return the same promise. */
  init(): Promise<void>;
  /** Runs a small input of the predictor's own choosing through every method (after init). */
  warmUp(): Promise<void>;
  /**
   * Scores records with the chosen methods; one row per record, in input order, none dropped.
   * `options.evidence: false` leaves the evidence columns (and intervals) empty where the
   * predictor would search the training set for them: for many variants at once.
   */
  predict(
    records: readonly InputRecord[],
    methods: readonly string[],
    options?: PredictOptions,
  ): Promise<ResultRow[]>;
  /** Which model files make the chosen methods' values (after init): a job records them. */
  modelVersions?(methods: readonly string[]): ModelVersion[];
  /**
   * A peptide's mutant scan: the rows of the wild type and of its variants, values only (as
   * `predict` without evidence), and the variants' changes for each value a scan benchmark
   * measured (models/<model>.scan.json), against the wild type's measured value when it is a
   * training record.
   */
  scan?(
    wildType: string,
    variants: readonly InputRecord[],
    methods: readonly string[],
  ): Promise<ScanAnswer>;
}

/** A mutant scan's answer: the wild type's row first, then one row per variant. */
export interface ScanAnswer {
  rows: ResultRow[];
  changes: ScoreChanges[];
}

/**
 * A tool's rows for records, in input order: records with a `problem` become rows with only their
 * id, input and the problem as the note; the others are predicted by the tool's predictor.
 */
export async function predictRecords(
  predictor: Pick<ToolPredictor, 'columns' | 'predict'>,
  records: readonly InputRecord[],
  methods: readonly string[],
  options?: PredictOptions,
): Promise<ResultRow[]> {
  const predictable = records.filter((record) => record.problem === undefined);
  const predicted =
    predictable.length > 0
      ? await predictor.predict(predictable, methods, options)
      : ([] as ResultRow[]);
  if (predictable.length === records.length) return predicted;
  let next = 0;
  return records.map((record) =>
    record.problem === undefined
      ? (predicted[next++] as ResultRow)
      : unpredictedRow(predictor.columns, record, record.problem),
  );
}

/**
 * The row of a record that nothing was predicted for: every cell empty but its id, its input (the
 * second column: sequence or smiles) and the note.
 */
export function unpredictedRow(
  columns: readonly Column[],
  record: InputRecord,
  note: string,
): ResultRow {
  const row: ResultRow = Object.fromEntries(columns.map((c) => [c.key, null]));
  const [id, input] = columns;
  if (id) row[id.key] = record.id;
  if (input) row[input.key] = record.text;
  row.note = note;
  return row;
}

/** `init` that runs `load` once, however often and concurrently it is called. */
export function once(load: () => Promise<void>): () => Promise<void> {
  let loading: Promise<void> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed load may be tried again
      throw error;
    });
    return loading;
  };
}
