import { randomInt } from 'node:crypto';
import {
  checkDockingParts,
  type DockingFile,
  type DockingParts,
  MAX_SEED,
  oversizedParts,
} from '@peptox/docking-input';
import type { Limits } from '../config.ts';
import type { ServedTool } from '../context.ts';
import { ApiError, type FieldMessages } from '../http/envelope.ts';
import { nulProblem } from '../http/inputs.ts';
import type { NewJob } from './store.ts';
import {
  type RawSubmission,
  readDescription,
  readEmail,
  readMethods,
  type SubmissionSource,
  typedFields,
} from './submission.ts';

/** The fields of a docking submission besides the common ones (description, e-mail, methods). */
export interface DockingRaw extends RawSubmission {
  receptor?: unknown;
  ligands?: unknown;
  smiles?: unknown;
  reference?: unknown;
  center?: unknown;
  size?: unknown;
  exhaustiveness?: unknown;
  seed?: unknown;
}

/** An uploaded file of a multipart form: its field, its name and its decoded text. */
export interface UploadedFile {
  field: string;
  name: string;
  text: string;
}

/** The file fields a docking form sends, and how many of each it may. */
export const dockingFileFields = (limits: Limits): Record<string, number> => ({
  receptor: 1,
  ligands: limits.maxLigands,
  reference: 1,
});

type Add = (field: string, sentence: string) => void;

/** A file given in JSON: { name, text }. */
function jsonFile(value: unknown, field: string, add: Add): DockingFile | undefined {
  if (value === undefined || value === null) return undefined;
  const file = value as { name?: unknown; text?: unknown };
  if (
    typeof value !== 'object' ||
    Array.isArray(value) ||
    typeof file.name !== 'string' ||
    typeof file.text !== 'string'
  ) {
    add(field, `Give the ${field} as an object { "name": file name, "text": its text }.`);
    return undefined;
  }
  return { name: file.name.slice(0, 255), text: file.text };
}

/** The parts of a docking submission, from JSON or from a multipart form and its files. */
function readParts(
  raw: DockingRaw,
  files: readonly UploadedFile[],
  source: SubmissionSource,
  add: Add,
): DockingParts {
  const text = (field: keyof DockingRaw): string | undefined => {
    const value = raw[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') {
      add(field, `Give the ${field} as text.`);
      return undefined;
    }
    return value;
  };
  if (source.form === 'multipart') {
    const of = (field: string) =>
      files.filter((f) => f.field === field).map(({ name, text }) => ({ name, text }));
    return {
      receptor: of('receptor')[0],
      ligands: of('ligands'),
      smiles: text('smiles'),
      reference: of('reference')[0],
      center: text('center'),
      size: text('size'),
      exhaustiveness: text('exhaustiveness'),
      seed: text('seed'),
    };
  }
  let ligands: DockingFile[] = [];
  if (raw.ligands !== undefined && raw.ligands !== null) {
    if (!Array.isArray(raw.ligands)) {
      add('ligands', 'Give the ligand files as a list of { "name", "text" } objects.');
    } else {
      ligands = raw.ligands.flatMap((item) => jsonFile(item, 'ligands', add) ?? []);
    }
  }
  return {
    receptor: jsonFile(raw.receptor, 'receptor', add),
    ligands,
    smiles: text('smiles'),
    reference: jsonFile(raw.reference, 'reference', add),
    center: raw.center,
    size: raw.size,
    exhaustiveness: raw.exhaustiveness,
    seed: raw.seed,
  };
}

/** Text holding U+0000 in any file or the SMILES: refused, naming the field and line. */
function nulProblems(parts: DockingParts, add: Add): void {
  const check = (field: string, file: DockingFile | undefined) => {
    const problem = file ? nulProblem(field, file.text) : null;
    if (problem) add(field, `${file?.name}: ${problem}`);
  };
  check('receptor', parts.receptor);
  for (const file of parts.ligands) check('ligands', file);
  check('reference', parts.reference);
  const smiles = parts.smiles === undefined ? null : nulProblem('smiles', parts.smiles);
  if (smiles) add('smiles', smiles);
}

/**
 * Checks a docking tool's submission and returns the job to store: the receptor, ligands and box
 * as the job's input (JSON), the molecules counted as its records. Every problem of every field
 * in one 422; a file over its limit is a 413 naming its field. Methods default to the tool's.
 */
export function checkDockingSubmission(
  raw: DockingRaw,
  files: readonly UploadedFile[],
  predictor: ServedTool,
  limits: Limits,
  source: SubmissionSource,
): NewJob {
  const errors: FieldMessages = {};
  const add: Add = (field, sentence) => {
    errors[field] = [...(errors[field] ?? []), sentence];
  };
  const common = typedFields(
    { methods: raw.methods, description: raw.description, email: raw.email },
    source,
    add,
  );
  const parts = readParts(raw, files, source, add);
  const oversized = oversizedParts(parts, limits);
  if (Object.keys(oversized).length > 0) throw new ApiError(413, oversized as FieldMessages);
  nulProblems(parts, add);
  const methods =
    common.methods === undefined && !errors.methods
      ? predictor.methods.filter((m) => m.default).map((m) => m.id)
      : readMethods(common.methods, Object.hasOwn(errors, 'methods'), predictor, add);
  const email = readEmail(common.email, add);
  const description = readDescription(common.description, limits, add);
  const checked = Object.keys(errors).some((f) =>
    ['receptor', 'ligands', 'reference', 'smiles'].includes(f),
  )
    ? null
    : checkDockingParts(parts, limits, () => randomInt(1, MAX_SEED + 1));
  if (checked && 'problems' in checked) {
    for (const [field, sentences] of Object.entries(checked.problems)) {
      for (const sentence of sentences ?? []) add(field, sentence);
    }
  }
  if (Object.keys(errors).length > 0 || !checked || !('input' in checked)) {
    throw new ApiError(422, errors);
  }
  return {
    tool: predictor.tool,
    email,
    description,
    methods,
    inputType: 'docking',
    codonTable: null,
    input: JSON.stringify(checked.input),
    records: checked.molecules,
  };
}
