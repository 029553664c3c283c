import type {
  JobFile,
  JobProgress,
  ModelCard,
  ModelVersion,
  ResultRow,
  ToolDescription,
} from '@peptox/tool-schema';

// A tool whose job is one bundle rather than a list of records: a docking job's receptor,
// ligands and box go together. The service stores the bundle as the job's input (text the tool
// defines, JSON for docking) and the tool runs it whole, reporting its progress, its rows and the
// files it makes. The rest of the service (queue, attempts, result pages, CSV) is the same.

/** What a job tool reports while it runs; rows and files are stored as they come. */
export interface JobReport {
  progress(progress: JobProgress): void;
  rows(rows: ResultRow[]): void;
  file(file: JobFile): void;
}

/**
 * How a job tool's run ended: the records it read (ligands) and how many of them could not be
 * done (their rows say why), or a sentence saying why the whole job could not run.
 */
export type JobToolOutcome =
  | { ok: true; records: number; invalid: number }
  | { ok: false; error: string };

/** What the job thread tells a job tool beyond its input. */
export interface JobContext {
  /** Threads the run may use for itself (the machine's cores unless configured). */
  threads: number;
}

export interface JobTool extends ToolDescription {
  kind: 'job';
  /** The cards of models it serves; none for a tool that trains nothing (docking). */
  modelCards: readonly ModelCard[];
  /**
   * Before the thread takes jobs: checks that the tool can run here (the programs it calls) and
   * says so on the console when it cannot; its jobs then fail with a sentence, other tools run on.
   */
  warmUp(): Promise<void>;
  /**
   * Runs a job: `input` as the service stored it, the chosen methods. Rows are reported in the
   * order they are to be shown; every row has the tool's columns.
   */
  run(
    input: string,
    methods: readonly string[],
    report: JobReport,
    context: JobContext,
  ): Promise<JobToolOutcome>;
  modelVersions?(methods: readonly string[]): ModelVersion[];
}

/** Whether a tool's implementation runs whole jobs (a JobTool) rather than records. */
export function isJobTool(tool: object): tool is JobTool {
  return (tool as { kind?: unknown }).kind === 'job';
}
