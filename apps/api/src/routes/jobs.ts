import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { csvField, type ResultRow } from '@peptox/tool-schema';
import { Type } from 'typebox';
import type { AppContext } from '../context.ts';
import { ApiError, invalid, notFound, ok } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';
import { readMultipart } from '../http/multipart.ts';
import {
  JOB_ID_PATTERN,
  JobListSchema,
  JobSchema,
  JobWithResultSchema,
  responses,
  SubmissionJsonSchema,
  SubmissionMultipartSchema,
} from '../http/schemas.ts';
import { presentJob, presentSummary, resultLayout } from '../jobs/present.ts';
import {
  eachRowChunk,
  findJob,
  insertJob,
  type JobRecord,
  listJobsByEmail,
  readRows,
} from '../jobs/store.ts';
import { checkSubmission, type InputField, type RawSubmission } from '../jobs/submission.ts';
import { findTool } from './find-tool.ts';

const EMAIL_PAGE_SIZE = 20;
const jobIdPattern = new RegExp(JOB_ID_PATTERN);

/** Submitting jobs, reading a job with a page of its rows, its CSV tables, the list by e-mail. */
export const jobRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { config, db } = context;
  const submitLimit = config.rateLimit.submissionsPerMinute;

  app.post(
    '/:tool/jobs',
    {
      // JSON text of a whole genome, with room for the other fields and JSON escapes.
      bodyLimit: config.limits.maxGenomeBytes + 1024 * 1024,
      config: { rateLimit: submitLimit > 0 ? { max: submitLimit, timeWindow: 60_000 } : false },
      // The handler checks the submission itself, the same way for JSON and multipart, so that
      // every problem of every field is listed in one answer; the schema documents the body.
      attachValidation: true,
      schema: {
        tags: ['jobs'],
        summary: 'Submit a job (JSON, or multipart/form-data with the input in a file)',
        params: Type.Object({ tool: Type.String() }),
        body: {
          content: {
            'application/json': { schema: SubmissionJsonSchema },
            'multipart/form-data': { schema: SubmissionMultipartSchema },
          },
        },
        response: responses(201, JobSchema, 404, 413, 422),
      },
    },
    async (request, reply) => {
      const predictor = findTool(context, request.params.tool);
      let raw: RawSubmission;
      let inputField: InputField = 'input';
      if (request.isMultipart()) {
        ({ raw, inputField } = await readMultipart(request, config.limits));
      } else if (/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
        raw = (request.body ?? {}) as RawSubmission;
      } else throw new ApiError(415, { body: [messages.badMediaType()] });
      const job = await insertJob(db, checkSubmission(raw, predictor, config.limits, inputField));
      context.queue.wake();
      reply.code(201);
      return ok(presentJob(job));
    },
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'A job, and one page of its result rows once it has finished',
        params: Type.Object({ id: Type.String({ description: `Matches ${JOB_ID_PATTERN}` }) }),
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 100 })),
        }),
        response: responses(200, JobWithResultSchema, 404, 422),
      },
    },
    async (request) => {
      const job = await loadJob(request.params.id);
      const { page = 1, pageSize = 100 } = request.query;
      if (job.status !== 'finished') return ok({ ...presentJob(job), result: null });
      const predictor = findTool(context, job.tool);
      const layout = resultLayout(predictor, JSON.parse(job.methods));
      const rows = await readRows(db, job.id, (page - 1) * pageSize, pageSize);
      const keys = layout.columns.map((c) => c.key);
      return ok({
        ...presentJob(job),
        result: {
          ...layout,
          rows: rows.map((row) => pick(row, keys)),
          total: job.sequences,
          page,
          pageSize,
        },
      });
    },
  );

  app.get(
    '/jobs/:id/results/:table.csv',
    {
      schema: {
        tags: ['jobs'],
        summary: "A result table as CSV: a table id of the job's tool, or 'all' for every column",
        params: Type.Object({ id: Type.String(), table: Type.String() }),
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'CSV (RFC 4180), formulas defused' }),
          404: Type.Ref('Failure'),
          409: Type.Ref('Failure'),
        },
      },
    },
    async (request, reply) => {
      const job = await loadJob(request.params.id);
      const { table } = request.params;
      if (job.status !== 'finished') {
        throw new ApiError(409, { status: [messages.resultsNotReady(job.status)] });
      }
      const layout = resultLayout(findTool(context, job.tool), JSON.parse(job.methods));
      const keys =
        table === 'all'
          ? layout.columns.map((c) => c.key)
          : layout.tables.find((t) => t.id === table)?.columns;
      if (!keys) {
        const known = [...layout.tables.map((t) => t.id), 'all'];
        throw notFound('table', messages.tableUnknown(table, known));
      }
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${job.tool}-${job.id}-${table}.csv"`);
      return Readable.from(csvLines(keys, eachRowChunk(db, job.id)));
    },
  );

  app.get(
    '/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary: "An e-mail address's jobs, newest first, 20 a page (never the sequences)",
        querystring: Type.Object({
          email: Type.String(),
          tool: Type.Optional(Type.String()),
          page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
        }),
        response: responses(200, JobListSchema, 422),
      },
    },
    async (request) => {
      const { tool, page = 1 } = request.query;
      const email = request.query.email.trim().toLowerCase();
      if (email === '') throw invalid({ email: [messages.emailMissing()] });
      if (tool) findTool(context, tool);
      const { items, total } = await listJobsByEmail(db, { email, tool }, page, EMAIL_PAGE_SIZE);
      return ok({ items: items.map(presentSummary), page, pageSize: EMAIL_PAGE_SIZE, total });
    },
  );

  async function loadJob(id: string): Promise<JobRecord> {
    const job = jobIdPattern.test(id) ? await findJob(db, id) : undefined;
    if (!job) throw notFound('id', messages.jobUnknown(id));
    return job;
  }
};

function pick(row: ResultRow, keys: readonly string[]): ResultRow {
  const out: ResultRow = {};
  for (const key of keys) out[key] = row[key] ?? null;
  return out;
}

async function* csvLines(keys: string[], chunks: AsyncIterable<ResultRow[]>) {
  yield `${keys.map(csvField).join(',')}\r\n`;
  for await (const rows of chunks) {
    yield rows.map((row) => `${keys.map((k) => csvField(row[k] ?? null)).join(',')}\r\n`).join('');
  }
}
