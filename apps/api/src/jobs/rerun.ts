import type { ServedTool } from '../context.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';
import type { JobRecord } from './job-record.ts';
import { eachRowChunk } from './store.ts';
import type { RawSubmission } from './submission.ts';

/**
 * The input of a finished job rebuilt from its result rows (a job keeps no input once it ends):
 * FASTA of its peptides (a genome's peptides included), or '>name' / SMILES pairs of its
 * molecules, so that names with spaces survive.
 */
async function rerunInput(
  db: Db,
  job: JobRecord,
  predictor: Pick<ServedTool, 'input' | 'columns'>,
): Promise<{ input: string; inputType: 'fasta' | 'smiles' }> {
  const [id, input] = predictor.columns.map((c) => c.key) as [string, string];
  const lines: string[] = [];
  for await (const rows of eachRowChunk(db, job.id)) {
    for (const row of rows) lines.push(`>${row[id]}`, String(row[input] ?? ''));
  }
  return {
    input: `${lines.join('\n')}\n`,
    inputType: predictor.input === 'molecule' ? 'smiles' : 'fasta',
  };
}

/**
 * The submission a rerun makes of a finished job: its input rebuilt, its methods and description,
 * and the requester's address (none without one), never the original's: a rerun is the
 * requester's job, mailed to them if at all.
 */
export async function rerunSubmission(
  db: Db,
  original: JobRecord,
  predictor: Pick<ServedTool, 'input' | 'columns'>,
  requester: { email?: unknown },
): Promise<RawSubmission> {
  return {
    ...(await rerunInput(db, original, predictor)),
    methods: original.methods,
    description: original.description ?? undefined,
    email: requester.email,
  };
}

/**
 * What a rerun's requester sends: nothing, or a JSON object with their own e-mail address (its
 * value is checked with the submission's fields). Any other body is refused: a form of another
 * site could send one without a CORS check.
 */
export function rerunRequest(contentType: string | undefined, body: unknown): { email?: unknown } {
  if (contentType === undefined || contentType === '') return {};
  if (!/^application\/json\b/i.test(contentType)) {
    throw new ApiError(415, { body: [messages.rerunMediaType()] });
  }
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(422, { body: [messages.rerunBodyNotObject()] });
  }
  return { email: (body as { email?: unknown }).email };
}
