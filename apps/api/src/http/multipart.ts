import { decodeTextFile } from '@peptox/sequence';
import type { FastifyRequest } from 'fastify';
import type { Limits } from '../config.ts';
import type { RawSubmission, SubmissionSource } from '../jobs/submission.ts';
import { ApiError, tooLarge } from './envelope.ts';
import { messages } from './messages.ts';

/**
 * Reads a multipart submission: the text fields, and the FASTA or genome file in `file` (which
 * wins over a pasted `input`). Repeated `methods` fields become a list. A body that is not a
 * readable form, a second file or a file that is not text is answered with a sentence.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: Limits,
): Promise<{ raw: RawSubmission; source: SubmissionSource }> {
  const fields: Record<string, string | string[]> = {};
  let file: { text: string; bytes: number } | undefined;
  let files = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (++files > 1) throw new ApiError(422, { file: [messages.oneFile()] });
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file' || bytes.length === 0) continue;
        const decoded = decodeTextFile(bytes);
        if ('problem' in decoded) throw new ApiError(422, { file: [decoded.problem] });
        file = { text: decoded.text, bytes: bytes.length };
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
  } catch (error) {
    throw multipartError(error, limits);
  }
  const raw: RawSubmission = { ...fields };
  if (file !== undefined) {
    return {
      raw: { ...raw, input: file.text },
      source: { form: 'multipart', inputField: 'file', fileBytes: file.bytes },
    };
  }
  return { raw, source: { form: 'multipart', inputField: 'input' } };
}

/** The errors of reading a form, as the API answers them (never a 500 for a client's body). */
function multipartError(error: unknown, limits: Limits): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return tooLarge('file', messages.bodyTooLarge(limits.maxGenomeBytes));
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') {
    return new ApiError(413, { body: [messages.tooManyParts()] });
  }
  return new ApiError(400, { body: [messages.badMultipart()] });
}
