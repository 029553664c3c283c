import {
  type InputRecord,
  type JobTool,
  parseRecords,
  predictRecords,
  type ToolPredictor,
} from '@peptox/predictor-kit';
import { parseFasta, translateSixFrames } from '@peptox/sequence';
import { type Column, INVALID_CLASS, type ResultRow } from '@peptox/tool-schema';
import type { JobOutcome, JobTask, TaskHandlers } from './task.ts';

/**
 * Whether a chosen method could not take the row's sequence: all its value columns are empty or
 * its class is INVALID_CLASS (-1). A note alone (an extrapolation warning, say) is not invalid,
 * nor are the evidence columns (a row outside a model's lengths is still said to be outside).
 */
export function isInvalidRow(
  row: ResultRow,
  predictor: { columns: readonly Column[] },
  methods: readonly string[],
): boolean {
  return methods.some((method) => {
    const columns = predictor.columns.filter((c) => c.method === method && !c.role);
    return columns.every((c) => {
      const cell = row[c.key] ?? null;
      return cell === null || (c.type === 'class' && cell === INVALID_CLASS);
    });
  });
}

/**
 * Runs one job: reads its input (translating a genome in six frames), predicts the records chunk
 * by chunk and hands each chunk of rows on as soon as it is ready.
 */
export async function predictJob(
  task: JobTask,
  predictor: ToolPredictor,
  onRows: (rows: ResultRow[]) => void,
): Promise<JobOutcome> {
  const records = readRecords(task, predictor);
  if (!Array.isArray(records)) return records;
  let invalid = 0;
  for (let from = 0; from < records.length; from += task.chunkSize) {
    const chunk = records.slice(from, from + task.chunkSize);
    const rows = await predictRecords(predictor, chunk, task.methods);
    for (const row of rows) if (isInvalidRow(row, predictor, task.methods)) invalid++;
    onRows(rows);
  }
  const models = predictor.modelVersions?.(task.methods) ?? [];
  return { ok: true, records: records.length, invalid, models };
}

/**
 * Runs a job tool's job (a docking job): the tool reads the stored input itself and reports its
 * progress, rows and files as it goes.
 */
export async function runJobTool(
  task: JobTask,
  tool: JobTool,
  handlers: Required<TaskHandlers>,
): Promise<JobOutcome> {
  let rows = 0;
  // The store pages rows by whole chunks (every chunk but the last holds chunkSize rows), and a
  // job tool reports them a few at a time: they go on in chunks of that size.
  let pending: ResultRow[] = [];
  const flush = () => {
    if (pending.length > 0) handlers.rows(pending);
    pending = [];
  };
  const outcome = await tool.run(
    task.input,
    task.methods,
    {
      progress: handlers.progress,
      file: handlers.file,
      rows: (reported) => {
        rows += reported.length;
        for (const row of reported) {
          pending.push(row);
          if (pending.length === task.chunkSize) flush();
        }
      },
    },
    { threads: task.dockingThreads },
  );
  if (!outcome.ok) return outcome;
  flush();
  const models = tool.modelVersions?.(task.methods) ?? [];
  return { ok: true, records: outcome.records, invalid: outcome.invalid, models, rows };
}

/** A job's input as records: FASTA peptides, SMILES, or a genome's six-frame peptides. */
export function readRecords(
  task: Pick<
    JobTask,
    'inputType' | 'input' | 'codonTable' | 'maxGenomePeptides' | 'maxSmilesLength'
  >,
  predictor: Pick<ToolPredictor, 'name' | 'genome'>,
): InputRecord[] | { ok: false; error: string } {
  if (task.inputType === 'smiles') return moleculeRecords(task.input, task.maxSmilesLength);
  if (task.inputType === 'fasta') {
    // Checked when the job was submitted; parsed again here rather than stored twice.
    return parseFasta(task.input).records.map(({ id, sequence }) => ({ id, text: sequence }));
  }
  const window = predictor.genome;
  if (!window) return { ok: false, error: `${predictor.name} does not take genomes.` };
  const contigs = parseFasta(task.input, { alphabet: 'dna' }).records;
  const peptides = translateSixFrames(contigs, task.codonTable ?? 11, window);
  if (peptides.length > task.maxGenomePeptides) {
    return {
      ok: false,
      error: `The genome gives ${peptides.length} peptides of ${window.minLength}-${window.maxLength} residues between stop codons; at most ${task.maxGenomePeptides} can be predicted in one job, so please submit a smaller part of the genome.`,
    };
  }
  return peptides.map(({ id, sequence }) => ({ id, text: sequence }));
}

/** The records of a stored molecule input as the worker predicts them (problems attached). */
function moleculeRecords(text: string, maxSmilesLength: number): InputRecord[] {
  // The count was checked at submission, against the limit of that time.
  return parseRecords(text, 'molecule', { maxMolecules: Number.POSITIVE_INFINITY, maxSmilesLength })
    .records;
}
