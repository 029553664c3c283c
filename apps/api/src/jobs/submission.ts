import { codonTables, parseFasta, peptideProblem } from '@peptox/sequence';
import type { Limits } from '../config.ts';
import type { ServedTool } from '../context.ts';
import type { InputType } from '../db/schema.ts';
import { ApiError, type FieldMessages, tooLarge } from '../http/envelope.ts';
import { nulProblem } from '../http/inputs.ts';
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

/**
 * How a submission arrived. JSON has types, and a value of the wrong type is refused rather than
 * converted; a multipart form has only text (methods repeated or comma-separated).
 */
export interface SubmissionSource {
  form: 'json' | 'multipart';
  inputField: InputField;
  /** The size of an uploaded file as sent (its decoded text may differ). */
  fileBytes?: number;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** An address as the service takes it: name@domain.tld, at most 254 characters. */
export const isEmailAddress = (email: string) => email.length <= 254 && EMAIL.test(email);
/** More method names than any tool has is a mistake, not a list to check one by one. */
const MAX_METHOD_NAMES = 50;

/**
 * Checks a submission against the tool and the limits, listing every problem of every field,
 * and returns the job to store. Throws ApiError 413 (too large) or 422 (invalid).
 */
export function checkSubmission(
  raw: RawSubmission,
  predictor: ServedTool,
  limits: Limits,
  source: SubmissionSource,
): NewJob {
  const errors: FieldMessages = {};
  const add = (field: string, sentence: string) => {
    errors[field] = [...(errors[field] ?? []), sentence];
  };
  const fields = typedFields(raw, source, add);
  // A field refused for its type is not also reported missing.
  const refused = new Set(Object.keys(errors));

  const inputType =
    predictor.input === 'molecule'
      ? readMoleculeInputType(fields.inputType, predictor, add)
      : readInputType(fields.inputType, predictor, add);
  const input = fields.input ?? '';
  const bytes = source.fileBytes ?? Buffer.byteLength(input, 'utf8');
  const maxBytes = inputType === 'genome' ? limits.maxGenomeBytes : limits.maxTextBytes;
  if (bytes > maxBytes) {
    const what = source.inputField === 'file' ? 'file' : 'text';
    throw tooLarge(source.inputField, messages.inputTooLarge(bytes, maxBytes, what));
  }

  const methods = readMethods(fields.methods, refused.has('methods'), predictor, add);
  const email = readEmail(fields.email, add);
  const description = readDescription(fields.description, limits, add);
  const codonTable = inputType === 'genome' ? readCodonTable(fields.codonTable, add) : null;

  // The parsers say what is wrong (empty input, letters, duplicate or missing names, too many
  // records) in sentences that name the record and line; they are passed on as they are.
  const parsed =
    predictor.input === 'molecule'
      ? checkMoleculeInput(input, limits)
      : parseFasta(input, {
          alphabet: inputType === 'genome' ? 'dna' : 'protein',
          maxRecords: inputType === 'genome' ? undefined : limits.maxSequences,
        });
  if (!refused.has('input')) {
    for (const problem of parsed.problems) add(source.inputField, problem.message);
  }
  if (Object.keys(errors).length > 0) throw new ApiError(422, errors);
  return {
    tool: predictor.tool,
    email,
    description,
    methods,
    inputType: inputType ?? 'fasta',
    codonTable,
    input,
    records: parsed.records.length,
  };
}

export type Add = (field: string, sentence: string) => void;

export interface TypedFields {
  input?: string;
  inputType?: string;
  methods?: string[];
  description?: string;
  email?: string;
  codonTable?: string | number;
}

/**
 * The fields with the types they must have; a field of another type is named and left out
 * (absent and null are the same: not given). Multipart fields are text, or lists of text when a
 * field was repeated (methods).
 */
export function typedFields(raw: RawSubmission, source: SubmissionSource, add: Add): TypedFields {
  const { form } = source;
  const given = (value: unknown) => value !== undefined && value !== null;
  const text = (field: keyof RawSubmission): string | undefined => {
    const value = raw[field];
    if (!given(value)) return undefined;
    let text: string | undefined;
    if (typeof value === 'string') text = value;
    else if (form === 'multipart' && Array.isArray(value)) text = String(value[0]);
    else {
      add(field, messages.schema(field, 'type', { type: 'string' }));
      return undefined;
    }
    const nul = nulProblem(field === 'input' ? source.inputField : field, text);
    if (nul) {
      add(field === 'input' ? source.inputField : field, nul);
      return undefined;
    }
    return text;
  };
  const fields: TypedFields = {
    input: text('input'),
    inputType: text('inputType'),
    description: text('description'),
    email: text('email'),
  };
  const { methods, codonTable } = raw;
  if (form === 'multipart') {
    if (given(methods)) {
      const names = (Array.isArray(methods) ? methods : [methods]).map(String);
      const nul = names.map((name) => nulProblem('methods', name)).find(Boolean);
      if (nul) add('methods', nul);
      else fields.methods = names;
    }
    if (given(codonTable)) fields.codonTable = String(codonTable);
    return fields;
  }
  if (given(methods)) {
    if (!Array.isArray(methods))
      add('methods', messages.schema('methods', 'type', { type: 'array' }));
    else if (!methods.every((m) => typeof m === 'string'))
      add('methods', messages.methodsNotText());
    else fields.methods = methods;
  }
  if (given(codonTable)) {
    if (Number.isInteger(codonTable)) fields.codonTable = codonTable as number;
    else add('codonTable', messages.schema('codonTable', 'type', { type: 'integer' }));
  }
  return fields;
}

function readInputType(
  value: string | undefined,
  predictor: ServedTool,
  add: Add,
): InputType | undefined {
  if (value === undefined || value === '' || value === 'fasta') return 'fasta';
  if (value === 'genome') {
    if (predictor.genome) return 'genome';
    add('inputType', messages.noGenome(predictor.name));
    return undefined;
  }
  add('inputType', messages.inputTypeUnknown(value));
  return undefined;
}

/** Methods as a list (JSON) or repeated or comma-separated fields; each must be one of the tool's. */
export function readMethods(
  value: string[] | undefined,
  typeRefused: boolean,
  predictor: ServedTool,
  add: Add,
): string[] {
  const known = predictor.methods.map((m) => m.id);
  if (value && value.length > MAX_METHOD_NAMES) {
    add('methods', messages.methodsTooMany(value.length, known));
    return [];
  }
  const items = (value ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const methods = [...new Set(items)];
  if (methods.length === 0 && !typeRefused) add('methods', messages.methodsMissing());
  const unknown = methods.filter((method) => !known.includes(method));
  if (unknown.length > 0) add('methods', messages.methodUnknown(unknown, predictor.name, known));
  // Stored in the tool's own order, whatever order they were ticked in.
  return known.filter((id) => methods.includes(id));
}

/** Optional: '' when none is given (the job is then found by its id). */
export function readEmail(value: string | undefined, add: Add): string {
  const email = value?.trim() ?? '';
  if (email !== '' && !isEmailAddress(email)) add('email', messages.emailInvalid(email));
  return email.toLowerCase();
}

export function readDescription(
  value: string | undefined,
  limits: Limits,
  add: Add,
): string | null {
  const description = value?.trim() ?? '';
  if (description.length > limits.maxDescriptionLength) {
    add(
      'description',
      messages.descriptionTooLong(description.length, limits.maxDescriptionLength),
    );
  }
  return description === '' ? null : description;
}

function readCodonTable(value: string | number | undefined, add: Add): number | null {
  if (value === undefined || value === '') return 11; // bacterial, archaeal, plastid
  // A form's text in decimal digits ('0x0B' or '1e1' is not a code's number).
  const id = typeof value === 'number' || /^[0-9]+$/.test(value) ? Number(value) : Number.NaN;
  if (!codonTables.some((t) => t.id === id)) {
    add('codonTable', messages.codonTableUnknown(value));
    return null;
  }
  return id;
}

/** What an instant answer predicts: a small input, read and checked as a job's would be. */
export interface InstantInput {
  inputType: InputType;
  input: string;
  methods: string[];
}

/**
 * Checks an instant answer's request ({ input, inputType?, methods }, JSON) as a submission is
 * checked, with the instant limits: at most `maxInstantPeptides` peptides or
 * `maxInstantMolecules` molecules, no genome. Throws ApiError 422 (invalid) or 413.
 */
export function checkInstantRequest(
  raw: RawSubmission,
  predictor: ServedTool,
  limits: Limits,
): InstantInput {
  if (predictor.input === 'docking') {
    throw new ApiError(422, { tool: [messages.dockingOnlyJobs(predictor.name, predictor.tool)] });
  }
  const errors: FieldMessages = {};
  const add = (field: string, sentence: string) => {
    errors[field] = [...(errors[field] ?? []), sentence];
  };
  const fields = typedFields(raw, { form: 'json', inputField: 'input' }, add);
  const refused = new Set(Object.keys(errors));
  const molecules = predictor.input === 'molecule';
  let inputType: InputType | undefined;
  if (molecules) inputType = readMoleculeInputType(fields.inputType, predictor, add);
  else if (fields.inputType === 'genome') add('inputType', messages.instantNoGenome());
  else inputType = readInputType(fields.inputType, predictor, add);
  const input = fields.input ?? '';
  const bytes = Buffer.byteLength(input, 'utf8');
  if (bytes > limits.maxTextBytes) {
    throw tooLarge('input', messages.inputTooLarge(bytes, limits.maxTextBytes, 'text'));
  }
  const methods = readMethods(fields.methods, refused.has('methods'), predictor, add);
  const max = molecules ? limits.maxInstantMolecules : limits.maxInstantPeptides;
  // Parsed without a count limit, so that the message can say how many there are.
  const parsed = molecules
    ? checkMoleculeInput(input, { ...limits, maxMolecules: Number.POSITIVE_INFINITY })
    : parseFasta(input, { alphabet: 'protein' });
  if (!refused.has('input')) {
    for (const problem of parsed.problems) add('input', problem.message);
    if (parsed.records.length > max) {
      add(
        'input',
        messages.instantTooMany(parsed.records.length, max, molecules ? 'molecule' : 'sequence'),
      );
    }
  }
  if (Object.keys(errors).length > 0) throw new ApiError(422, errors);
  return { inputType: inputType ?? 'fasta', input, methods };
}

/** The shortest peptide a mutant scan takes, and where its truncations stop. */
export const SCAN_MIN_LENGTH = 5;

/**
 * Checks a mutant scan's request ({ sequence, methods }): a peptide of a peptide tool, of the 20
 * standard residues, between SCAN_MIN_LENGTH and `maxScanLength` long.
 */
export function checkScanRequest(
  raw: { sequence?: unknown; methods?: unknown },
  predictor: ServedTool,
  limits: Limits,
): { sequence: string; methods: string[] } {
  const errors: FieldMessages = {};
  const add = (field: string, sentence: string) => {
    errors[field] = [...(errors[field] ?? []), sentence];
  };
  if (predictor.input !== 'peptide') {
    throw new ApiError(422, { tool: [messages.scanPeptidesOnly(predictor.name)] });
  }
  const fields = typedFields({ methods: raw.methods }, { form: 'json', inputField: 'input' }, add);
  const methods = readMethods(fields.methods, Object.hasOwn(errors, 'methods'), predictor, add);
  let sequence = '';
  if (raw.sequence === undefined || raw.sequence === null || raw.sequence === '') {
    add('sequence', messages.scanSequenceMissing());
  } else if (typeof raw.sequence !== 'string') {
    add('sequence', messages.schema('sequence', 'type', { type: 'string' }));
  } else {
    sequence = raw.sequence.replace(/\s+/g, '').toUpperCase();
    const problem = peptideProblem(sequence);
    if (problem) add('sequence', problem);
    else if (sequence.length > limits.maxScanLength) {
      add('sequence', messages.scanTooLong(sequence.length, limits.maxScanLength));
    } else if (sequence.length < SCAN_MIN_LENGTH) {
      add('sequence', messages.scanTooShort(sequence.length, SCAN_MIN_LENGTH));
    }
  }
  if (Object.keys(errors).length > 0) throw new ApiError(422, errors);
  return { sequence, methods };
}
