import type { Static } from 'typebox';
import type {
  CellSchema,
  CellTypeSchema,
  ColumnSchema,
  EvidenceRoleSchema,
  GenomeWindowSchema,
  InputKindSchema,
  MethodSchema,
  ModelVersionSchema,
  ResultRowSchema,
  TableSchema,
} from './wire/tool.ts';

// The shapes a tool's description and results take on the wire: the job service sends them, the
// browser's pages read them, the predictors produce them. Each is written once, as the schema in
// ./wire/tool.ts (its fields documented there); imported as types only, so that no TypeBox code
// reaches a page.

/**
 * What a tool reads: peptide sequences (FASTA) or molecules (SMILES), one record at a time; or a
 * docking bundle (a receptor, ligands and a search box) that the job runs as a whole.
 */
export type InputKind = Static<typeof InputKindSchema>;

/** A method a tool offers; the user ticks the ones to run. */
export type MethodInfo = Static<typeof MethodSchema>;

/** `molecule`: a SMILES string, shown as a depiction of the molecule where there is room. */
export type CellType = Static<typeof CellTypeSchema>;

/** A result column: its key, label and type, the method that fills it and what its evidence is. */
export type Column = Static<typeof ColumnSchema>;

/**
 * Evidence columns: an interval's bounds, the row's own measured value (when its input is a
 * training record, decided by the predictor), the nearest measured training record (its id, its
 * similarity to the row, its measured value, its input) and whether the row is inside the
 * model's domain.
 */
export type EvidenceRole = Static<typeof EvidenceRoleSchema>;

/** A view of the result rows: which columns a results tab shows. */
export type TableSpec = Static<typeof TableSchema>;

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
export type Cell = Static<typeof CellSchema>;
export type ResultRow = Static<typeof ResultRowSchema>;

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

/** The peptides of a genome's six frames that a tool predicts: those of these lengths. */
export type GenomeWindow = Static<typeof GenomeWindowSchema>;

/** Which model made a method's values: its file's content hash and its training date. */
export type ModelVersion = Static<typeof ModelVersionSchema>;

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
