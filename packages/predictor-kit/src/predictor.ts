/** One input record: a peptide (or a molecule, for the compound tools) and its unique id. */
export interface InputRecord {
  id: string;
  sequence: string;
}

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

export type CellType = 'text' | 'probability' | 'class' | 'number';

export interface Column {
  key: string;
  label: string;
  type: CellType;
  /** The method that fills this column; absent for id, sequence and note. */
  method?: string;
  unit?: string;
  description?: string;
}

/** A view of the result rows: which columns a results tab shows. */
export interface TableSpec {
  id: string;
  label: string;
  columns: string[];
}

/** null: the method did not run, or could not take the sequence (the note says why). */
export type Cell = string | number | null;
export type ResultRow = Record<string, Cell>;

/** Class value of a sequence that a method could not take, as the original service marked it. */
export const INVALID_CLASS = -1;

export interface GenomeWindow {
  /** Peptides between stop codons are predicted when their length is in [minLength, maxLength]. */
  minLength: number;
  maxLength: number;
}

export interface ToolPredictor {
  tool: string;
  name: string;
  input: 'peptide' | 'molecule';
  /** Present when the tool accepts a genome translated in six frames. */
  genome?: GenomeWindow;
  methods: MethodInfo[];
  /** Every column of a result row, in CSV order; always begins with id and sequence, ends with note. */
  columns: Column[];
  tables: TableSpec[];
  /** Scores records with the chosen methods; one row per record, in input order, none dropped. */
  predict(records: readonly InputRecord[], methods: readonly string[]): ResultRow[];
}
