import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { mutantScan } from '@peptox/sequence';
import type { ResultRow } from '@peptox/tool-schema';
import { Type } from 'typebox';
import type { AppContext } from '../context.ts';
import { ApiError, ok } from '../http/envelope.ts';
import {
  InstantRequestSchema,
  InstantResultSchema,
  ScanRequestSchema,
  ScanResultSchema,
} from '../http/instant-schemas.ts';
import { messages } from '../http/messages.ts';
import { responses } from '../http/schemas.ts';
import { InstantBusy } from '../instant/instant.ts';
import { columnsAndTablesOf, pickColumns } from '../jobs/present.ts';
import {
  checkInstantRequest,
  checkScanRequest,
  type RawSubmission,
  SCAN_MIN_LENGTH,
} from '../jobs/submission.ts';
import { findTool } from './find-tool.ts';

/** A request body that must be a JSON object. */
function jsonObject(body: unknown, contentType: string | undefined): Record<string, unknown> {
  if (!/^application\/json\b/.test(contentType ?? '')) {
    throw new ApiError(415, { body: [messages.badMediaType()] });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(422, { body: [messages.bodyNotObject()] });
  }
  return body as Record<string, unknown>;
}

/**
 * Instant answers: a small input predicted at once, without a job (the same rows and columns as
 * a job's result), and a peptide's mutant scan. Both run on the API process's reserved thread,
 * never behind batch jobs, and have a rate limit of their own.
 */
export const predictRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { config } = context;
  const limit = config.rateLimit.instantPerMinute;
  const rateLimit = limit > 0 ? { max: limit, timeWindow: 60_000 } : false;
  // What both routes share: the instant answers' own rate limit, a body checked by the handler
  // as a submission is (every problem of every field at once), and the ways they can fail.
  const instantRoute = { config: { rateLimit }, validatorCompiler: () => () => true };
  const failures = [400, 404, 413, 415, 422, 503] as const;

  async function answer(request: Parameters<NonNullable<AppContext['instant']>['answer']>[0]) {
    const instant = context.instant;
    if (!instant) throw new ApiError(503, { instant: [messages.instantOff()] });
    try {
      return await instant.answer(request);
    } catch (error) {
      if (error instanceof InstantBusy)
        throw new ApiError(503, { instant: [messages.instantBusy()] });
      throw error;
    }
  }

  app.post(
    '/:tool/predict',
    {
      bodyLimit: config.limits.maxTextBytes + 64 * 1024,
      ...instantRoute,
      schema: {
        tags: ['instant'],
        operationId: 'predictInstant',
        summary: 'Predict a small input at once, without a job',
        description:
          "A job's rows and columns for the chosen methods, evidence included, for at most limits.maxInstantRecords records (GET /tools); no genome. Answered on a thread kept for instant answers; 503 while it is busy or where the service gives none.",
        params: Type.Object({ tool: Type.String({ description: 'A tool id (GET /tools).' }) }),
        body: { content: { 'application/json': { schema: InstantRequestSchema } } },
        response: responses(
          200,
          InstantResultSchema,
          'The rows, their columns and tables, and the model versions.',
          ...failures,
        ),
      },
    },
    async (request) => {
      const predictor = findTool(context, request.params.tool);
      const raw = jsonObject(request.body, request.headers['content-type']) as RawSubmission;
      const input = checkInstantRequest(raw, predictor, config.limits);
      const { rows, models } = await answer({
        kind: 'predict',
        tool: predictor.tool,
        ...input,
        maxSmilesLength: config.limits.maxSmilesLength,
      });
      const layout = columnsAndTablesOf(predictor, input.methods);
      const keys = layout.columns.map((c) => c.key);
      return ok({
        ...layout,
        rows: rows.map((row) => pickColumns(row, keys)),
        modelVersions: models,
      });
    },
  );

  app.post(
    '/:tool/scan',
    {
      bodyLimit: 64 * 1024,
      ...instantRoute,
      schema: {
        tags: ['instant'],
        operationId: 'scanPeptide',
        summary: "A peptide's mutant scan",
        description:
          "Every single substitution, deletion and terminal truncation of a peptide of at most limits.maxScanLength residues, predicted by the chosen methods: values only, no evidence; for the values a scan benchmark measured, each variant's change against the wild type's anchor (its measured value when it is a training record) with the benchmark's uncertainty. 503 while the instant thread is busy or where the service gives none.",
        params: Type.Object({
          tool: Type.String({ description: 'A peptide tool id (GET /tools).' }),
        }),
        body: { content: { 'application/json': { schema: ScanRequestSchema } } },
        response: responses(200, ScanResultSchema, 'The variants and their values.', ...failures),
      },
    },
    async (request) => {
      const predictor = findTool(context, request.params.tool);
      const raw = jsonObject(request.body, request.headers['content-type']);
      const { sequence, methods } = checkScanRequest(raw, predictor, config.limits);
      const { rows, changes } = await answer({
        kind: 'scan',
        tool: predictor.tool,
        methods,
        sequence,
        minLength: SCAN_MIN_LENGTH,
      });
      // The evidence columns and intervals stay empty in a scan: left out, with their cells.
      const columns = columnsAndTablesOf(predictor, methods).columns.filter((c) => !c.role);
      const keys = columns.map((c) => c.key);
      const [wildType, ...variantRows] = rows.map((row) => pickColumns(row, keys));
      return ok({
        columns,
        wildType: wildType as ResultRow,
        variants: mutantScan(sequence, { minLength: SCAN_MIN_LENGTH }),
        rows: variantRows,
        changes: changes.filter((c) => keys.includes(c.column)),
      });
    },
  );
};
