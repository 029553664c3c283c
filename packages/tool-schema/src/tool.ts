import type { OperatingPoint } from './evidence.ts';

// The shapes a tool's description and results take on the wire: the job service sends them, the
// browser's pages read them, the predictors produce them.

/**
 * What a tool reads: peptide sequences (FASTA) or molecules (SMILES), one record at a time; or a
 * docking bundle (a receptor, ligands and a search box) that the job runs as a whole.
 */
export type InputKind = 'peptide' | 'molecule' | 'docking';

/** A method a tool offers; the user ticks the ones to run. */
export interface MethodInfo {
  id: string;
  label: string;
  description: string;
  /** Sequences outside this window stay in the results, marked invalid for this method. */
  minLength?: number;
  maxLength?: number;
  /** Ticked on the form unless the user unticks it. */
  default: boolean;
}

/** `molecule`: a SMILES string, shown as a depiction of the molecule where there is room. */
export type CellType = 'text' | 'probability' | 'class' | 'number' | 'molecule';

export interface Column {
  key: string;
  label: string;
  type: CellType;
  /** The method that fills this column; absent for id, sequence (or smiles) and note. */
  method?: string;
  unit?: string;
  description?: string;
  /**
   * For a class column: what its classes 1 and 0 are called, e.g. AMP and Non-AMP; `harmful` when
   * class 1 is a harm (hemolytic, active in a toxicity assay), which pages never show as good news.
   */
  classes?: { positive: string; negative: string; harmful?: boolean };
  /**
   * For a class column computed from its method's probability column: the probability at or
   * above which the service gave class 1 (0.5 when absent). Pages start their threshold there.
   */
  threshold?: number;
  /**
   * For a class column: the precision and recall its model reached at thresholds 0.01 ... 0.99 on
   * records it was not trained on, so a page can say what a threshold means as it moves.
   */
  operatingPoints?: OperatingPoint[];
  /**
   * The model output whose evidence speaks for this column's values: the prefix of its evidence
   * columns (`<model>_nearest_id`, `<model>_in_domain`, ...). On value, probability and class
   * columns, and on the evidence columns themselves.
   */
  model?: string;
  /** For a value column: the keys of its prediction interval's bounds, and the interval's level. */
  interval?: { low: string; high: string; level: number };
  /** What an evidence column tells about its model's output for the row (see EvidenceRole). */
  role?: EvidenceRole;
  /**
   * On a `measured` or `nearest-measured` column: whether its values were measured (an assay's
   * value or outcome) or are labels given by a data set's membership (an AMP set's peptides are
   * labelled AMP), so that pages say which.
   */
  measurement?: 'measured' | 'labelled';
  /**
   * On a `measured` column: the key of the value or class column it is the measurement of (a
   * row's `hc50_um_measured` measures `hc50_um`); on a `nearest-measured` column, the value
   * column whose unit it is in, when its model has several (pLD50 and mg/kg).
   */
  measures?: string;
}

/**
 * Evidence columns: an interval's bounds, the row's own measured value (when its input is a
 * training record, decided by the predictor), the nearest measured training record (its id, its
 * similarity to the row, its measured value, its input) and whether the row is inside the
 * model's domain.
 */
export type EvidenceRole =
  | 'interval-low'
  | 'interval-high'
  | 'measured'
  | 'nearest-id'
  | 'nearest-similarity'
  | 'nearest-measured'
  | 'nearest-input'
  | 'in-domain';

/** A view of the result rows: which columns a results tab shows. */
export interface TableSpec {
  id: string;
  label: string;
  columns: string[];
  /**
   * Only the rows whose cell in `key` is one of `in` (every row when absent): a docking job's
   * summary is the best pose of each ligand (rank 1), and the ligands that gave none (no rank).
   */
  where?: { key: string; in: Cell[] };
}

/** The rows a table shows, in order. */
export function tableRows<Row extends ResultRow>(
  table: Pick<TableSpec, 'where'>,
  rows: Row[],
): Row[] {
  const where = table.where;
  if (!where) return rows;
  return rows.filter((row) => where.in.includes(row[where.key] ?? null));
}

/** null: the method did not run, or could not take the record (the note says why). */
export type Cell = string | number | null;
export type ResultRow = Record<string, Cell>;

/** Class value of a record that a method could not take, as the original service marked it. */
export const INVALID_CLASS = -1;

/**
 * A class cell in words, as files give it: the column's names of classes 1 and 0 ('Positive' and
 * 'Negative' when it names none), 'Not predicted' for a record the method could not take (its
 * note says why), and nothing for no value.
 */
export function classWord(column: Pick<Column, 'classes'>, value: Cell): Cell {
  if (value === 1) return column.classes?.positive ?? 'Positive';
  if (value === 0) return column.classes?.negative ?? 'Negative';
  if (value === INVALID_CLASS) return 'Not predicted';
  return value;
}

/** The threshold of a class column whose description gives none. */
export const DEFAULT_THRESHOLD = 0.5;

/** The threshold a class column is made from its method's probability at: its own, or the default. */
export const classThreshold = (classColumn: Column): number =>
  classColumn.threshold ?? DEFAULT_THRESHOLD;

/**
 * A row's note holds one or more messages joined by this separator, so that pages can tell the
 * messages apart (a message that repeats on many rows is said once above the table).
 */
export const NOTE_SEPARATOR = ' | ';

/** A row's note from its messages: null when there is none. */
export function joinNotes(messages: readonly string[]): string | null {
  return messages.length > 0 ? messages.join(NOTE_SEPARATOR) : null;
}

/** The messages of a row's note. */
export function splitNotes(note: Cell | undefined): string[] {
  if (typeof note !== 'string') return [];
  return note
    .split(NOTE_SEPARATOR)
    .map((message) => message.trim())
    .filter((message) => message !== '');
}

export interface GenomeWindow {
  /** Peptides between stop codons are predicted when their length is in [minLength, maxLength]. */
  minLength: number;
  maxLength: number;
}

/** Which model made a method's values: its file's content hash and its training date. */
export interface ModelVersion {
  /** The model file's name (models/<model>.json). */
  model: string;
  method: string;
  /** The first 12 hexadecimal digits of the SHA-256 of the model file. */
  version: string;
  /** Day of the training run (YYYY-MM-DD). */
  trainedAt: string;
  /**
   * What this model does for the method when it is not the method's own model, e.g. "its
   * prediction is one of the features: BESTox's predicted rat oral pLD50".
   */
  role?: string;
}

/** A tool as its predictor describes it: what it reads, its methods, its result layout. */
export interface ToolDescription {
  tool: string;
  name: string;
  input: InputKind;
  /** Present when the tool accepts a genome translated in six frames. */
  genome?: GenomeWindow;
  methods: MethodInfo[];
  /** Every column of a result row, in CSV order; begins with id and the input, ends with note. */
  columns: Column[];
  tables: TableSpec[];
}
