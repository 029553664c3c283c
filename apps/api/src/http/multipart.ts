import type { FastifyRequest } from 'fastify';
import type { Limits } from '../config.ts';
import type { InputField, RawSubmission } from '../jobs/submission.ts';
import { tooLarge } from './envelope.ts';
import { messages } from './messages.ts';

/**
 * Reads a multipart submission: the text fields, and the FASTA or genome file in `file` (which
 * wins over a pasted `input`). Repeated `methods` fields become a list.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: Limits,
): Promise<{ raw: RawSubmission; inputField: InputField }> {
  const fields: Record<string, string | string[]> = {};
  let file: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.fieldname === 'file' && buffer.length > 0) file = buffer.toString('utf8');
      continue;
    }
    if (part.valueTruncated) {
      throw tooLarge(part.fieldname, messages.bodyTooLarge(limits.maxGenomeBytes));
    }
    const value = String(part.value);
    const previous = fields[part.fieldname];
    if (previous === undefined) fields[part.fieldname] = value;
    else fields[part.fieldname] = [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  const raw: RawSubmission = { ...fields };
  if (file !== undefined) return { raw: { ...raw, input: file }, inputField: 'file' };
  return { raw, inputField: 'input' };
}
