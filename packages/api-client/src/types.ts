// The job service's wire types, following its OpenAPI document (GET /api/v1/openapi.json).
// Shapes that the predictors define are imported, not copied.
import type { ScoreChanges } from '@peptox/mutant-scan';
import type {
  Cell,
  Column,
  GenomeWindow,
  InputKind,
  JobFileInfo,
  JobProgress,
  MethodInfo,
  ModelCard,
  ModelVersion,
  ResultRow,
  TableSpec,
} from '@peptox/tool-schema';

export type {
  Cell,
  CellType,
  Column,
  GenomeWindow,
  InputKind,
  JobFileInfo,
  JobProgress,
  MethodInfo,
  Metrics,
  ModelCard,
  ModelVersion,
  ResultRow,
  TableSpec,
} from '@peptox/tool-schema';

export interface ToolLimits {
  maxTextBytes: number;
  maxGenomeBytes: number;
  maxSequences: number;
  maxDescriptionLength: number;
  /** Compound tools: molecules in one job. */
  maxMolecules?: number;
  /** Compound tools: characters of one SMILES; a longer one is kept in the results, marked invalid. */
  maxSmilesLength?: number;
  /**
   * Peptides (or molecules) an instant answer takes; a larger input is a job. Absent: the service
   * gives no instant answers.
   */
  maxInstantRecords?: number;
  /** Peptide tools: the longest peptide a mutant scan takes. */
  maxScanLength?: number;
  /** Docking tools: bytes of the receptor's file. */
  maxReceptorBytes?: number;
  /** Docking tools: atom records of the receptor. */
  maxReceptorAtoms?: number;
  /** Docking tools: molecules docked in one job, over every ligand file and the SMILES. */
  maxLigands?: number;
  /** Docking tools: bytes of each ligand or reference file, and of the SMILES. */
  maxLigandBytes?: number;
  /** Docking tools: the box's longest side, Å. */
  maxBoxSize?: number;
  /** Docking tools: the highest exhaustiveness (independent runs). */
  maxExhaustiveness?: number;
}

export interface Tool {
  id: string;
  name: string;
  /** Whether a worker that runs the tool is alive now; jobs of an unavailable tool wait for one. */
  available: boolean;
  input: InputKind;
  genome?: GenomeWindow;
  methods: MethodInfo[];
  columns: Column[];
  tables: TableSpec[];
  limits: ToolLimits;
  /** The model files its workers run now. */
  modelVersions: ModelVersion[];
}

/** GET /tools/{tool}: the tool, and the cards of the models that serve its methods. */
export interface ToolDetails extends Tool {
  modelCards: ModelCard[];
}

export interface CodonTable {
  id: number;
  name: string;
}

export type JobStatus = 'queued' | 'running' | 'finished' | 'failed';
/**
 * fasta: peptides; genome: DNA translated in six frames; smiles: molecules of a compound tool;
 * docking: a docking tool's receptor, ligands and box.
 */
export type InputType = 'fasta' | 'genome' | 'smiles' | 'docking';

export interface Job {
  id: string;
  tool: string;
  status: JobStatus;
  description: string | null;
  methods: string[];
  inputType: InputType;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  counts: {
    /** Records submitted (sequences, molecules or ligands); for a genome, the peptides predicted. */
    records: number;
    invalid: number;
    /** @deprecated The same count as `records`, under its first name. */
    sequences: number;
  };
  error: string | null;
  /** The genetic code a genome was translated with; null for peptides. */
  codonTable: number | null;
  /** Times a worker started the job (more after a restart). */
  attempts: number;
  /** The models that made the values, once the job has finished. */
  modelVersions: ModelVersion[];
  /** The job this one reruns with the models of its day, if any. */
  rerunOf: string | null;
  /** How far a running job has got, for tools that say (docking); null otherwise. */
  progress: JobProgress | null;
}

/** GET /jobs/{id}/changes: for a rerun, the rows whose values differ from the job it reran. */
export interface JobChanges {
  original: Job;
  /** Rows of the rerun. */
  rows: number;
  /** Rows with at least one value that changed. */
  total: number;
  /** The first 1 000 changed rows, in the order of the input. */
  changes: {
    id: string;
    input: Cell;
    columns: { key: string; before: Cell; after: Cell }[];
  }[];
}

export interface JobResult {
  columns: Column[];
  tables: TableSpec[];
  rows: ResultRow[];
  total: number;
  page: number;
  pageSize: number;
  /** Files the job made besides its rows (a docking job's poses, receptor and parameters). */
  files: JobFileInfo[];
}

export interface JobWithResult extends Job {
  result: JobResult | null;
}

/** A job of a prediction tool (peptides, a genome, molecules) or of a docking tool. */
export type JobSubmission = RecordSubmission | DockingSubmission;

export interface RecordSubmission {
  input: string;
  inputType?: Exclude<InputType, 'docking'>;
  methods: string[];
  description?: string;
  /** Optional: without it the job is found by its id (and in the browser's own list). */
  email?: string;
  codonTable?: number;
}

/** A file sent in JSON: its name (whose extension gives the format) and its text. */
export interface SubmittedFile {
  name: string;
  text: string;
}

/** A docking tool's job: the receptor, ligands (files and SMILES) and the box or a reference. */
export interface DockingSubmission {
  receptor: SubmittedFile;
  ligands?: SubmittedFile[];
  /** SMILES one a line, a name after each if you like. */
  smiles?: string;
  /** A ligand in its known pose: the box around it when none is given, and RMSD to it. */
  reference?: SubmittedFile;
  center?: number[];
  size?: number[];
  exhaustiveness?: number;
  seed?: number;
  methods?: string[];
  description?: string;
  email?: string;
}

export interface JobSummary {
  id: string;
  tool: string;
  description: string | null;
  status: JobStatus;
  createdAt: string;
  finishedAt: string | null;
}

export interface JobList {
  items: JobSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * How an address's jobs are listed: through a link mailed to the address ('link'), to anyone who
 * types the address ('open'), or not at all ('off': a job is found by its id).
 */
export type ListByAddress = 'link' | 'open' | 'off';

/** GET /service: what the service does with what is submitted. */
export interface ServiceInfo {
  /** Mail when a job ends; an address's jobs are listed only through a link mailed to it. */
  mail: boolean;
  listByAddress: ListByAddress;
  /** How long a mailed retrieval link works; null without mail. */
  retrieveLinkHours: number | null;
  /** Jobs and their results are deleted this many days after they end. */
  retentionDays: number;
}

/** POST /retrieval-links: the link is on its way. */
export interface RetrievalLink {
  linkHours: number;
}

export interface Statistics {
  days: { date: string; jobs: number }[];
  methods: { method: string; label: string; jobs: number }[];
}

/** POST /{tool}/predict: a small input predicted at once, without a job. */
export interface InstantRequest {
  input: string;
  /** 'fasta' (peptide tools, the default) or 'smiles' (compound tools); never a genome. */
  inputType?: 'fasta' | 'smiles';
  methods: string[];
}

/** An instant answer: the rows and columns a job of the same input and methods would give. */
export interface InstantResult {
  columns: Column[];
  tables: TableSpec[];
  rows: ResultRow[];
  modelVersions: ModelVersion[];
}

/** POST /{tool}/scan: every single substitution, deletion and truncation of a peptide. */
export interface ScanRequest {
  sequence: string;
  methods: string[];
}

export interface ScanVariant {
  /** 'K7A', 'K7del', 'del1-3' (N-terminal) or 'del28-30' (C-terminal). */
  id: string;
  kind: 'substitution' | 'deletion' | 'n-truncation' | 'c-truncation';
  /** The 1-based position changed; for a truncation, the residues removed. */
  position: number;
  from: string;
  to: string | null;
  sequence: string;
}

/** A mutant scan: the values of the wild type and of each variant (no evidence columns filled). */
export interface ScanResult {
  columns: Column[];
  wildType: ResultRow;
  variants: ScanVariant[];
  /** One row per variant, in the order of `variants`. */
  rows: ResultRow[];
  /**
   * For each value column a scan benchmark measured: each variant's change (log10) against the
   * wild type's anchor, the uncertainty and the benchmark's figures.
   */
  changes: ScoreChanges[];
}

export type { ScoreChanges };
