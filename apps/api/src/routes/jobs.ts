import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type Cell,
  type Column,
  cellsInWords,
  csvField,
  type ModelVersion,
  type ResultRow,
  type TableSpec,
  tableRows,
} from '@peptox/tool-schema';
import { Type } from 'typebox';
import type { AppContext } from '../context.ts';
import { ApiError, notFound, ok } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';
import { readMultipart } from '../http/multipart.ts';
import {
  ANY_ROUTE_FAILURES,
  failures,
  JobChangesSchema,
  JobIdParameter,
  JobSchema,
  JobWithResultSchema,
  MAX_PAGE,
  RerunRequestSchema,
  responses,
  SubmissionJsonSchema,
  SubmissionMultipartSchema,
} from '../http/schemas.ts';
import { checkOrigin } from '../http/security.ts';
import {
  checkDockingSubmission,
  dockingFileFields,
  type UploadedFile,
} from '../jobs/docking-submission.ts';
import { listJobFiles } from '../jobs/files.ts';
import { presentJob, resultLayout } from '../jobs/present.ts';
import { insertWithinQuota } from '../jobs/quota.ts';
import { rerunInput, rerunRequest } from '../jobs/rerun.ts';
import { eachRowChunk, readRows } from '../jobs/store.ts';
import { checkSubmission, type RawSubmission, type SubmissionSource } from '../jobs/submission.ts';
import { findTool } from './find-tool.ts';
import { loadJob } from './load-job.ts';

/** Submitting jobs, reading a job with a page of its rows, its CSV tables. */
export const jobRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { config, db, queue } = context;
  const submitLimit = config.rateLimit.submissionsPerMinute;
  const quotas = { address: config.quota, client: config.clientQuota };

  app.post(
    '/:tool/jobs',
    {
      // JSON text of a whole genome, with room for the other fields and JSON escapes.
      bodyLimit: config.limits.maxGenomeBytes + 1024 * 1024,
      config: {
        rateLimit: submitLimit > 0 ? { max: submitLimit, timeWindow: 60_000 } : false,
        largeBody: { field: 'input', maxBytes: config.limits.maxGenomeBytes },
      },
      // The handler checks the submission itself, the same way for JSON and multipart, so that
      // every problem of every field is listed in one answer and a value of the wrong type is
      // refused, not converted; the schema only documents the body.
      validatorCompiler: () => () => true,
      schema: {
        tags: ['jobs'],
        operationId: 'submitJob',
        summary: 'Submit a job (JSON, or multipart/form-data with the input in a file)',
        description:
          'Checks the submission (every problem of every field in one 422), stores it as queued and answers at once; the workers run it. Quotas per e-mail address and per client (its network address, whatever addresses it gives): jobs waiting or running, and input per 24 hours (429, naming the field email or client). 503 when the job store cannot take it: nothing was stored.',
        params: Type.Object({ tool: Type.String({ description: 'A tool id (GET /tools).' }) }),
        body: {
          content: {
            'application/json': { schema: SubmissionJsonSchema },
            'multipart/form-data': { schema: SubmissionMultipartSchema },
          },
        },
        response: responses(
          201,
          JobSchema,
          'The job, stored and queued.',
          400,
          403,
          404,
          413,
          415,
          422,
          503,
        ),
      },
    },
    async (request, reply) => {
      checkOrigin(request, config.corsOrigins);
      const predictor = findTool(context, request.params.tool);
      const docking = predictor.input === 'docking';
      let raw: RawSubmission;
      let source: SubmissionSource = { form: 'json', inputField: 'input' };
      let files: UploadedFile[] = [];
      if (request.isMultipart()) {
        const fileFields = docking ? dockingFileFields(config.limits) : undefined;
        ({ raw, source, files } = await readMultipart(request, config.limits, fileFields));
      } else if (/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
        const body = request.body;
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          throw new ApiError(422, { body: [messages.bodyNotObject()] });
        }
        raw = body as RawSubmission;
      } else throw new ApiError(415, { body: [messages.badMediaType()] });
      const job = docking
        ? checkDockingSubmission(raw, files, predictor, config.limits, source)
        : checkSubmission(raw, predictor, config.limits, source);
      const stored = await insertWithinQuota(context.store, job, request.ip, quotas);
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
        operationId: 'getJob',
        summary: 'A job, and one page of its result rows once it has finished',
        description:
          "The job's status, times, counts and error; once it has finished, one page of its result rows with the columns and tables of the methods it ran. 410 once it expired.",
        params: Type.Object({ id: JobIdParameter }),
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 100 })),
        }),
        response: responses(
          200,
          JobWithResultSchema,
          'The job, with a page of rows once it has finished.',
          400,
          404,
          410,
          422,
          503,
        ),
      },
    },
    async (request) => {
      const job = await loadJob(context, request.params.id);
      const { page = 1, pageSize = 100 } = request.query;
      if (job.status !== 'finished') return ok({ ...presentJob(job), result: null });
      const predictor = findTool(context, job.tool);
      const layout = resultLayout(predictor, JSON.parse(job.methods));
      const [rows, files] = await Promise.all([
        readRows(db, job.id, (page - 1) * pageSize, pageSize),
        listJobFiles(db, job.id),
      ]);
      const keys = layout.columns.map((c) => c.key);
      return ok({
        ...presentJob(job),
        result: {
          ...layout,
          rows: rows.map((row) => pick(row, keys)),
          total: job.result_rows ?? job.sequences,
          page,
          pageSize,
          files: files.map((f) => ({
            name: f.name,
            label: f.label,
            mediaType: f.media_type,
            bytes: f.bytes,
          })),
        },
      });
    },
  );

  app.get(
    '/jobs/:id/results/:table.csv',
    {
      schema: {
        tags: ['jobs'],
        operationId: 'getJobResultsCsv',
        summary: "A result table as CSV: a table id of the job's tool, or 'all' for every column",
        description:
          "Every row of a finished job's table, as CSV (RFC 4180, CRLF) to download. A cell that a spreadsheet would run as a formula starts with a ' and a cell with a separator is quoted.",
        params: Type.Object({
          id: JobIdParameter,
          table: Type.String({ description: "A table id of the job's tool, or 'all'." }),
        }),
        produces: ['text/csv'],
        response: {
          200: Type.String({
            description:
              'CSV (RFC 4180, UTF-8 after a byte-order mark), classes in words, formulas defused; a last column names the models.',
          }),
          ...failures(...ANY_ROUTE_FAILURES, 404, 409, 410, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const job = await loadJob(context, request.params.id);
      const { table } = request.params;
      if (job.status !== 'finished') {
        throw new ApiError(409, { status: [messages.resultsNotReady(job.status)] });
      }
      const layout = resultLayout(findTool(context, job.tool), JSON.parse(job.methods));
      const spec = layout.tables.find((t) => t.id === table);
      const keys = table === 'all' ? layout.columns.map((c) => c.key) : spec?.columns;
      if (!keys) {
        const known = [...layout.tables.map((t) => t.id), 'all'];
        throw notFound('table', messages.tableUnknown(table, known));
      }
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${job.tool}-${job.id}-${table}.csv"`);
      // Which models made the values, on every row: a file that travels alone still says it.
      const models = presentJob(job).modelVersions.map(describeVersion).join('; ');
      return Readable.from(
        csvLines(
          [...keys, 'models'],
          layout.columns,
          tableChunks(spec ?? {}, eachRowChunk(db, job.id)),
          {
            models,
          },
        ),
      );
    },
  );

  app.post(
    '/jobs/:id/rerun',
    {
      // At most an e-mail address.
      bodyLimit: 16 * 1024,
      config: { rateLimit: submitLimit > 0 ? { max: submitLimit, timeWindow: 60_000 } : false },
      // The handler reads the optional body itself (no body at all is a rerun without an address).
      validatorCompiler: () => () => true,
      schema: {
        tags: ['jobs'],
        operationId: 'rerunJob',
        summary: "Run a finished job again with today's models",
        description:
          "A new job of whoever asks, with the finished job's input (rebuilt from its result rows) and methods, run with the models of today; its rerunOf names the original, and GET /jobs/{id}/changes lists the rows whose values changed. Anyone with the job's id can rerun it: the new job carries only the e-mail address given here (none without one), is counted against the quotas and rate limits of the requester and of that address, and is never listed or mailed under the original's address. 409 for a job that did not finish.",
        params: Type.Object({ id: JobIdParameter }),
        body: {
          content: { 'application/json': { schema: RerunRequestSchema } },
        },
        response: responses(
          201,
          JobSchema,
          'The new job, stored and queued.',
          400,
          403,
          404,
          409,
          410,
          413,
          415,
          422,
          429,
          503,
        ),
      },
    },
    async (request, reply) => {
      checkOrigin(request, config.corsOrigins);
      const requester = rerunRequest(request.headers['content-type'], request.body);
      const original = await loadJob(context, request.params.id);
      if (original.status !== 'finished') {
        throw new ApiError(409, { id: [messages.rerunNotEnded(original.status)] });
      }
      const predictor = findTool(context, original.tool);
      if (predictor.input === 'docking') throw new ApiError(409, { id: [messages.rerunDocking()] });
      const raw: RawSubmission = {
        ...(await rerunInput(db, original, predictor)),
        methods: JSON.parse(original.methods),
        description: original.description ?? undefined,
        // Never the original's address: a rerun is the requester's job, mailed to them if at all.
        email: requester.email,
      };
      const job = checkSubmission(raw, predictor, config.limits, {
        form: 'json',
        inputField: 'input',
      });
      const stored = await insertWithinQuota(
        context.store,
        { ...job, rerunOf: original.id },
        request.ip,
        quotas,
      );
      queue.wake();
      reply.code(201);
      return ok(presentJob(stored));
    },
  );

  app.get(
    '/jobs/:id/changes',
    {
      schema: {
        tags: ['jobs'],
        operationId: 'getJobChanges',
        summary: 'For a rerun: the rows whose values changed',
        description:
          'For a finished rerun: the rows whose values differ from the job it reran, with both values (the first 1 000 rows listed) and how many changed. 409 for a job that is no rerun or has not finished.',
        params: Type.Object({ id: JobIdParameter }),
        response: responses(
          200,
          JobChangesSchema,
          'The rows that changed.',
          400,
          404,
          409,
          410,
          422,
          503,
        ),
      },
    },
    async (request) => {
      const rerun = await loadJob(context, request.params.id);
      if (!rerun.rerun_of) throw new ApiError(409, { id: [messages.notARerun()] });
      if (rerun.status !== 'finished') {
        throw new ApiError(409, { status: [messages.resultsNotReady(rerun.status)] });
      }
      const original = await loadJob(context, rerun.rerun_of);
      const predictor = findTool(context, rerun.tool);
      const layout = resultLayout(predictor, JSON.parse(rerun.methods));
      const keys = comparedKeys(layout.columns);
      const [idKey, inputKey] = layout.columns.map((c) => c.key);
      const before = new Map<string, ResultRow>();
      for await (const rows of eachRowChunk(db, original.id)) {
        for (const row of rows) before.set(String(row[idKey as string]), row);
      }
      const changed: {
        id: string;
        input: Cell;
        columns: { key: string; before: Cell; after: Cell }[];
      }[] = [];
      let total = 0;
      for await (const rows of eachRowChunk(db, rerun.id)) {
        for (const row of rows) {
          const id = String(row[idKey as string]);
          const old = before.get(id) ?? {};
          const columns = keys
            .filter((key) => (old[key] ?? null) !== (row[key] ?? null))
            .map((key) => ({ key, before: old[key] ?? null, after: row[key] ?? null }));
          if (columns.length === 0) continue;
          total++;
          if (changed.length < 1000)
            changed.push({ id, input: row[inputKey as string] ?? null, columns });
        }
      }
      return ok({
        original: presentJob(original),
        rows: rerun.sequences,
        total,
        changes: changed,
      });
    },
  );
};

/** A table's rows, chunk by chunk: those its condition keeps (a docking job's best poses). */
async function* tableChunks(
  table: Pick<TableSpec, 'where'>,
  chunks: AsyncIterable<ResultRow[]>,
): AsyncGenerator<ResultRow[]> {
  for await (const rows of chunks) yield tableRows(table, rows);
}

function pick(row: ResultRow, keys: readonly string[]): ResultRow {
  const out: ResultRow = {};
  for (const key of keys) out[key] = row[key] ?? null;
  return out;
}

/** A model version as a CSV cell reads it: 'mic-ec 1a2b3c4d5e6f (trained 2026-11-24)'. */
const describeVersion = (v: ModelVersion) => `${v.model} ${v.version} (trained ${v.trainedAt})`;

/**
 * A result table as CSV for a spreadsheet: a byte-order mark first (so that it reads the file as
 * UTF-8, '–' and 'µ' included), the classes in words. The keys stay those of the API's columns;
 * `extra` fills a column every row shares (the models).
 */
async function* csvLines(
  keys: string[],
  columns: readonly Column[],
  chunks: AsyncIterable<ResultRow[]>,
  extra: Record<string, Cell> = {},
) {
  const inWords = cellsInWords(columns);
  const cell = (row: ResultRow, key: string) => csvField(inWords(row, key) ?? extra[key] ?? null);
  yield `\uFEFF${keys.map(csvField).join(',')}\r\n`;
  for await (const rows of chunks) {
    yield rows.map((row) => `${keys.map((k) => cell(row, k)).join(',')}\r\n`).join('');
  }
}

/** The value columns of the methods a job ran, which a rerun compares (evidence aside). */
function comparedKeys(columns: readonly { key: string; method?: string; role?: string }[]) {
  return columns.filter((c) => c.method && !c.role).map((c) => c.key);
}
