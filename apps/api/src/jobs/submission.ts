import { codonTables, parseFasta } from '@peptox/sequence';
import type { Limits } from '../config.ts';
import type { ServedTool } from '../context.ts';
import type { InputType } from '../db/schema.ts';
import { ApiError, type FieldMessages, tooLarge } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';
import { checkMoleculeInput, readMoleculeInputType } from './molecule-input.ts';
import type { NewJob } from './store.ts';

/** A submission as it arrives, from a JSON body or from multipart fields: nothing trusted yet. */
export interface RawSubmission {
  input?: unknown;
  inputType?: unknown;
  methods?: unknown;
  description?: unknown;
  email?: unknown;
  codonTable?: unknown;
}

/** Where the input came from: pasted text (`input`) or an uploaded file (`file`). */
export type InputField = 'input' | 'file';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Checks a submission against the tool and the limits, listing every problem of every field,
 * and returns the job to store. Throws ApiError 413 (too large) or 422 (invalid).
 */
export function checkSubmission(
  raw: RawSubmission,
  predictor: ServedTool,
  limits: Limits,
  inputField: InputField,
): NewJob {
  const errors: FieldMessages = {};
  const add = (field: string, sentence: string) => {
    errors[field] = [...(errors[field] ?? []), sentence];
  };

  const inputType =
    predictor.input === 'molecule'
      ? readMoleculeInputType(raw.inputType, predictor, add)
      : readInputType(raw.inputType, predictor, add);
  const input = typeof raw.input === 'string' ? raw.input : '';
  const bytes = Buffer.byteLength(input, 'utf8');
  const maxBytes = inputType === 'genome' ? limits.maxGenomeBytes : limits.maxTextBytes;
  if (bytes > maxBytes) {
    const what = inputField === 'file' ? 'file' : 'text';
    throw tooLarge(inputField, messages.inputTooLarge(bytes, maxBytes, what));
  }

  const methods = readMethods(raw.methods, predictor, add);
  const email = readEmail(raw.email, add);
  const description = readDescription(raw.description, limits, add);
  const codonTable = inputType === 'genome' ? readCodonTable(raw.codonTable, add) : null;

  // The parsers say what is wrong (empty input, letters, duplicate or missing names, too many
  // records) in sentences that name the record and line; they are passed on as they are.
  const parsed =
    predictor.input === 'molecule'
      ? checkMoleculeInput(input, limits)
      : parseFasta(input, {
          alphabet: inputType === 'genome' ? 'dna' : 'protein',
          maxRecords: inputType === 'genome' ? undefined : limits.maxSequences,
        });
  for (const problem of parsed.problems) add(inputField, problem.message);
  const sequences = parsed.records.length;

  if (Object.keys(errors).length > 0) throw new ApiError(422, errors);
  return {
    tool: predictor.tool,
    email,
    description,
    methods,
    inputType: inputType ?? 'fasta',
    codonTable,
    input,
    sequences,
  };
}

type Add = (field: string, sentence: string) => void;

function readInputType(value: unknown, predictor: ServedTool, add: Add): InputType | undefined {
  if (value === undefined || value === null || value === '' || value === 'fasta') return 'fasta';
  if (value === 'genome') {
    if (predictor.genome) return 'genome';
    add('inputType', messages.noGenome(predictor.name));
    return undefined;
  }
  add('inputType', messages.inputTypeUnknown(String(value)));
  return undefined;
}

/** Methods as a list, repeated fields or comma-separated text; each must be one of the tool's. */
function readMethods(value: unknown, predictor: ServedTool, add: Add): string[] {
  const items = (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const methods = [...new Set(items)];
  if (methods.length === 0) add('methods', messages.methodsMissing());
  const known = predictor.methods.map((m) => m.id);
  for (const method of methods) {
    if (!known.includes(method))
      add('methods', messages.methodUnknown(method, predictor.name, known));
  }
  // Stored in the tool's own order, whatever order they were ticked in.
  return known.filter((id) => methods.includes(id));
}

function readEmail(value: unknown, add: Add): string {
  const email = typeof value === 'string' ? value.trim() : '';
  if (email === '') add('email', messages.emailMissing());
  else if (email.length > 254 || !EMAIL.test(email)) add('email', messages.emailInvalid(email));
  return email.toLowerCase();
}

function readDescription(value: unknown, limits: Limits, add: Add): string | null {
  const description = typeof value === 'string' ? value.trim() : '';
  if (description.length > limits.maxDescriptionLength) {
    add(
      'description',
      messages.descriptionTooLong(description.length, limits.maxDescriptionLength),
    );
  }
  return description === '' ? null : description;
}

function readCodonTable(value: unknown, add: Add): number | null {
  if (value === undefined || value === null || value === '') return 11; // bacterial, archaeal, plastid
  const id = Number(value);
  if (!codonTables.some((t) => t.id === id)) {
    add('codonTable', messages.codonTableUnknown(value));
    return null;
  }
  return id;
}
