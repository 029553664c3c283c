import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context.ts';
import { ApiError, ok } from '../http/envelope.ts';
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
import { jobTableCsv } from '../jobs/csv.ts';
import {
  checkDockingSubmission,
  dockingFileFields,
  type UploadedFile,
} from '../jobs/docking-submission.ts';
import { presentJob } from '../jobs/present.ts';
import { insertWithinQuota } from '../jobs/quota.ts';
import { rerunRequest, rerunSubmission } from '../jobs/rerun.ts';
import { rerunChanges } from '../jobs/rerun-changes.ts';
import { resultPage } from '../jobs/result-page.ts';
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
      const result = await resultPage(db, job, findTool(context, job.tool), { page, pageSize });
      return ok({ ...presentJob(job), result });
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
      // Refuses a table the job does not have before the answer's headers are set.
      const lines = jobTableCsv(db, job, findTool(context, job.tool), table);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${job.tool}-${job.id}-${table}.csv"`);
      return Readable.from(lines);
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
      const raw = await rerunSubmission(db, original, predictor, requester);
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
      const { total, changes } = await rerunChanges(db, rerun, original, predictor);
      return ok({ original: presentJob(original), rows: rerun.records, total, changes });
    },
  );
};
