import type { ScoreChanges } from '@peptox/mutant-scan';
import type {
  JobFile,
  JobProgress,
  ModelCard,
  ModelVersion,
  ResultRow,
  ToolDescription,
} from '@peptox/tool-schema';
import type { InputType } from '../db/schema.ts';

/** What the dispatcher sends a worker thread: everything needed to run one job. */
export interface JobTask {
  jobId: string;
  tool: string;
  methods: string[];
  inputType: InputType;
  codonTable: number | null;
  input: string;
  chunkSize: number;
  maxGenomePeptides: number;
  /** A longer SMILES is kept as an invalid row (the limit when the job runs). */
  maxSmilesLength: number;
  /** Threads a docking job's runs may use (DOCKING_THREADS). */
  dockingThreads: number;
}

/** How a job ended in its worker: its counts and model versions, or the error it stopped on. */
export type JobOutcome =
  | {
      ok: true;
      records: number;
      invalid: number;
      models: ModelVersion[];
      changes?: ScoreChanges[];
      /** Rows made, when a record gave several (a docking job's poses). */
      rows?: number;
    }
  | { ok: false; error: string };

/** Where a running task's rows, progress and files go as they come. */
export interface TaskHandlers {
  rows: (rows: ResultRow[]) => void;
  progress?: (progress: JobProgress) => void;
  file?: (file: JobFile) => void;
}

/** What a worker thread says of a task that failed by an error of its own code. */
export const SERVICE_ERROR =
  'The prediction stopped because of an error in the service; please try again later, and tell us if it happens again.';

/**
 * A tool as the workers that run it publish it: its description, its models' cards and the
 * versions of the model files they loaded.
 */
export interface PublishedTool extends ToolDescription {
  modelCards: readonly ModelCard[];
  modelVersions: ModelVersion[];
}

/**
 * What a worker thread publishes of a predictor: its description and model cards as data (a
 * predictor's functions do not cross threads), with the model versions it loaded.
 */
export function publishedTool(
  predictor: PublishedToolSource,
  modelVersions: ModelVersion[],
): PublishedTool {
  const { tool, name, input, genome, methods, columns, tables, modelCards } = predictor;
  return {
    tool,
    name,
    input,
    ...(genome ? { genome } : {}),
    methods,
    columns,
    tables,
    modelCards,
    modelVersions,
  };
}

type PublishedToolSource = ToolDescription & { modelCards: readonly ModelCard[] };

/** What a job thread is started with: the tools it runs (null: every tool). */
export interface JobThreadData {
  module: string;
  tools: string[] | null;
}

/**
 * What a worker thread sends back: rows chunk by chunk (with a job tool's progress and files
 * between them), then the end of the job.
 */
export type WorkerMessage =
  | { type: 'ready'; tools?: PublishedTool[] }
  | { type: 'rows'; jobId: string; rows: ResultRow[] }
  | { type: 'progress'; jobId: string; progress: JobProgress }
  | { type: 'file'; jobId: string; file: JobFile }
  | {
      type: 'done';
      jobId: string;
      records: number;
      invalid: number;
      models: ModelVersion[];
      /** A mutant scan's changes (instant answers only). */
      changes?: ScoreChanges[];
      /** Rows sent, when a record gave several (a docking job's poses). */
      rows?: number;
    }
  | { type: 'failed'; jobId: string; error: string };
