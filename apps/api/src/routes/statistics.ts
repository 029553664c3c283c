import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { responses, StatisticsSchema } from '../http/schemas.ts';
import { storedMethods } from '../jobs/job-record.ts';
import { jobsSince } from '../jobs/lists.ts';
import { findTool } from './find-tool.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A tool's jobs per day (UTC, every day of the range, zeros included) and per method. */
export const statisticsRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/:tool/statistics',
    {
      schema: {
        tags: ['statistics'],
        operationId: 'getStatistics',
        summary: "A tool's jobs per day over the last N days (today included), and per method",
        description:
          'Jobs submitted per UTC day (every day of the range, zero days listed, jobs past retention counted) and per method.',
        params: Type.Object({ tool: Type.String({ description: 'A tool id (GET /tools).' }) }),
        querystring: Type.Object({
          days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: 30 })),
        }),
        response: responses(200, StatisticsSchema, "The tool's counts.", 400, 404, 422, 503),
      },
    },
    async (request) => {
      const predictor = findTool(context, request.params.tool);
      const { days = 30 } = request.query;
      const today = new Date(new Date().toISOString().slice(0, 10));
      const first = new Date(today.getTime() - (days - 1) * DAY_MS);
      const perDay = new Map<string, number>();
      for (let i = 0; i < days; i++) {
        perDay.set(new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10), 0);
      }
      const perMethod = new Map(predictor.methods.map((m) => [m.id, 0]));
      for (const job of await jobsSince(context.db, predictor.tool, first)) {
        const date = job.created_at.slice(0, 10);
        const count = perDay.get(date);
        if (count !== undefined) perDay.set(date, count + 1);
        for (const method of storedMethods(job.methods)) {
          if (perMethod.has(method)) perMethod.set(method, (perMethod.get(method) ?? 0) + 1);
        }
      }
      return ok({
        days: [...perDay].map(([date, jobs]) => ({ date, jobs })),
        methods: predictor.methods.map((m) => ({
          method: m.id,
          label: m.label,
          jobs: perMethod.get(m.id) ?? 0,
        })),
      });
    },
  );
};
