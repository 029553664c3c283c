import { decodeTextFile } from '@peptox/sequence';
import type { FastifyRequest } from 'fastify';
import type { Limits } from '../config.ts';
import type { UploadedFile } from '../jobs/docking-submission.ts';
import type { RawSubmission, SubmissionSource } from '../jobs/submission.ts';
import { ApiError, tooLarge } from './envelope.ts';
import { messages } from './messages.ts';

/**
 * Reads a multipart submission: the text fields, and the FASTA or genome file in `file` (which
 * wins over a pasted `input`). Repeated `methods` fields become a list. A body that is not a
 * readable form, a second file or a file that is not text is answered with a sentence.
 *
 * A docking tool's form sends several files, each in a field of its own (`fileFields`: the field
 * and how many files it takes); they come back in `files` with their names.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: Limits,
  fileFields?: Record<string, number>,
): Promise<{ raw: RawSubmission; source: SubmissionSource; files: UploadedFile[] }> {
  const fields: Record<string, string | string[]> = {};
  let file: { text: string; bytes: number } | undefined;
  const named: UploadedFile[] = [];
  let files = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && fileFields) {
        const bytes = await part.toBuffer();
        const allowed = Object.hasOwn(fileFields, part.fieldname)
          ? (fileFields[part.fieldname] as number)
          : 0;
        if (bytes.length === 0) continue;
        if (named.filter((f) => f.field === part.fieldname).length >= allowed) {
          throw new ApiError(422, {
            [part.fieldname]: [messages.tooManyFiles(part.fieldname, allowed)],
          });
        }
        const decoded = decodeTextFile(bytes);
        const name = part.filename || part.fieldname;
        if ('problem' in decoded) {
          throw new ApiError(422, { [part.fieldname]: [`${name}: ${decoded.problem}`] });
        }
        named.push({ field: part.fieldname, name, text: decoded.text });
        continue;
      }
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
      files: named,
    };
  }
  return { raw, source: { form: 'multipart', inputField: 'input' }, files: named };
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
