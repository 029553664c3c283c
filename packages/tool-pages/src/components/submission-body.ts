import type { JobSubmission } from '@peptox/api-client';
import type { FastaMode } from '@peptox/ui';

/** The input as it is sent: text, or a large genome file as it is; a compound tool sends no type. */
export interface SubmittedInput {
  text: string;
  file: File | null;
  inputType?: FastaMode;
  codonTable?: number;
}

/** The request body: JSON for typed text, multipart when a large genome file goes as it is. */
export function submissionBody(
  input: SubmittedInput,
  methods: string[],
  description: string,
  email: string,
): JobSubmission | FormData {
  const fields = {
    inputType: input.inputType,
    methods,
    description: description.trim() || undefined,
    email: email.trim() || undefined,
    codonTable: input.codonTable,
  };
  if (!input.file) return { input: input.text, ...fields };
  const form = new FormData();
  form.set('file', input.file);
  if (fields.inputType) form.set('inputType', fields.inputType);
  form.set('methods', methods.join(','));
  if (fields.description) form.set('description', fields.description);
  if (fields.email) form.set('email', fields.email);
  if (fields.codonTable !== undefined) form.set('codonTable', String(fields.codonTable));
  return form;
}
