import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Column, classWord, csvField, type ResultRow } from '@peptox/tool-schema';
import { Type } from 'typebox';
import type { AppContext } from '../context.ts';
import { ApiError, notFound, ok } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';
import { readMultipart } from '../http/multipart.ts';
import {
  JOB_ID_PATTERN,
  JobSchema,
  JobWithResultSchema,
  MAX_PAGE,
  responses,
  SubmissionJsonSchema,
  SubmissionMultipartSchema,
} from '../http/schemas.ts';
import { checkOrigin } from '../http/security.ts';
import { presentJob, resultLayout } from '../jobs/present.ts';
import { expiredJob } from '../jobs/retention.ts';
import {
  eachRowChunk,
  findJob,
  insertJob,
  type JobRecord,
  type NewJob,
  readRows,
  usageOf,
} from '../jobs/store.ts';
import { checkSubmission, type RawSubmission, type SubmissionSource } from '../jobs/submission.ts';
import { findTool } from './find-tool.ts';

const jobIdPattern = new RegExp(JOB_ID_PATTERN);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Submitting jobs, reading a job with a page of its rows, its CSV tables. */
export const jobRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { config, db, queue } = context;
  const submitLimit = config.rateLimit.submissionsPerMinute;

  app.post(
    '/:tool/jobs',
    {
      // JSON text of a whole genome, with room for the other fields and JSON escapes.
      bodyLimit: config.limits.maxGenomeBytes + 1024 * 1024,
      config: { rateLimit: submitLimit > 0 ? { max: submitLimit, timeWindow: 60_000 } : false },
      // The handler checks the submission itself, the same way for JSON and multipart, so that
      // every problem of every field is listed in one answer and a value of the wrong type is
      // refused, not converted; the schema only documents the body.
      validatorCompiler: () => () => true,
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
      checkOrigin(request, config.corsOrigins);
      const predictor = findTool(context, request.params.tool);
      let raw: RawSubmission;
      let source: SubmissionSource = { form: 'json', inputField: 'input' };
      if (request.isMultipart()) {
        ({ raw, source } = await readMultipart(request, config.limits));
      } else if (/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
        const body = request.body;
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          throw new ApiError(422, { body: [messages.bodyNotObject()] });
        }
        raw = body as RawSubmission;
      } else throw new ApiError(415, { body: [messages.badMediaType()] });
      const job = checkSubmission(raw, predictor, config.limits, source);
      await checkQuota(job);
      const stored = await insertJob(db, job);
      queue.wake();
      reply.code(201);
      return ok(presentJob(stored));
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
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 100 })),
        }),
        response: responses(200, JobWithResultSchema, 404, 410, 422),
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
          200: Type.String({
            description:
              'CSV (RFC 4180, UTF-8 after a byte-order mark), classes in words, formulas defused',
          }),
          404: Type.Ref('Failure'),
          409: Type.Ref('Failure'),
          410: Type.Ref('Failure'),
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
      return Readable.from(csvLines(keys, layout.columns, eachRowChunk(db, job.id)));
    },
  );

  /**
   * Refuses a job over its address's quota: jobs waiting or running, input in the last day. A job
   * given without an address has no address's quota (the rate limit per client still holds).
   */
  async function checkQuota(job: NewJob): Promise<void> {
    if (job.email === '') return;
    const { activeJobs, dailyInputBytes } = config.quota;
    const usage = await usageOf(db, job.email, new Date(Date.now() - DAY_MS));
    if (usage.active >= activeJobs) {
      throw new ApiError(429, { email: [messages.quotaActive(activeJobs)] });
    }
    const bytes = Buffer.byteLength(job.input, 'utf8');
    if (usage.bytes + bytes > dailyInputBytes) {
      throw new ApiError(429, { email: [messages.quotaBytes(usage.bytes, dailyInputBytes)] });
    }
  }

  /** A job by id; 410 for one past retention, 404 for one that never was. */
  async function loadJob(id: string): Promise<JobRecord> {
    if (!jobIdPattern.test(id)) throw notFound('id', messages.jobUnknown(id));
    const job = await findJob(db, id);
    if (job) return job;
    const expired = await expiredJob(db, id);
    if (expired) {
      throw new ApiError(410, {
        id: [messages.jobExpired(config.retentionDays, expired.expired_at)],
      });
    }
    throw notFound('id', messages.jobUnknown(id));
  }
};

function pick(row: ResultRow, keys: readonly string[]): ResultRow {
  const out: ResultRow = {};
  for (const key of keys) out[key] = row[key] ?? null;
  return out;
}

/**
 * A result table as CSV for a spreadsheet: a byte-order mark first (so that it reads the file as
 * UTF-8, '–' and 'µ' included), the classes in words. The keys stay those of the API's columns.
 */
async function* csvLines(
  keys: string[],
  columns: readonly Column[],
  chunks: AsyncIterable<ResultRow[]>,
) {
  const classes = new Map(columns.filter((c) => c.type === 'class').map((c) => [c.key, c]));
  const cell = (row: ResultRow, key: string) => {
    const value = row[key] ?? null;
    const column = classes.get(key);
    return csvField(column ? classWord(column, value) : value);
  };
  yield `\uFEFF${keys.map(csvField).join(',')}\r\n`;
  for await (const rows of chunks) {
    yield rows.map((row) => `${keys.map((k) => cell(row, k)).join(',')}\r\n`).join('');
  }
}
