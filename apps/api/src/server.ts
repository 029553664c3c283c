import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import type { AppContext, ServedTool } from './context.ts';
import { openDatabase } from './db/database.ts';
import { ApiError } from './http/envelope.ts';
import { installErrorHandlers } from './http/errors.ts';
import { messages } from './http/messages.ts';
import { FailureSchema } from './http/schemas.ts';
import { JobQueue } from './jobs/queue.ts';
import { jobRoutes } from './routes/jobs.ts';
import { statisticsRoutes } from './routes/statistics.ts';
import { toolRoutes } from './routes/tools.ts';

export const API_PREFIX = '/api/v1';

export interface Service {
  app: FastifyInstance;
  queue: JobQueue;
  context: AppContext;
  /** Listens on the configured host and port; resolves to the base URL (…/api/v1). */
  listen(): Promise<string>;
  /** Graceful stop: no new requests or jobs, running jobs get the grace period, then re-queued. */
  stop(graceMs?: number): Promise<void>;
}

/** Opens the store, starts the workers and the dispatcher, and builds the HTTP API. */
export async function createService(
  config: Config,
  options: { tools?: Record<string, ServedTool>; workerModule?: string } = {},
): Promise<Service> {
  // The predictors' modules describe the tools; their models load only in the worker threads.
  const tools = options.tools ?? (await (await import('@peptox/predictors')).loadPredictors());
  const db = await openDatabase(config.databaseFile);
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // Report every problem of a request at once, not only the first.
    ajv: { customOptions: { allErrors: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  const queue = new JobQueue(db, config, app.log, options.workerModule);
  const context: AppContext = { config, db, queue, tools };

  installErrorHandlers(app, config.limits.maxGenomeBytes);
  // Response schemas document the API (OpenAPI); answers are written with JSON.stringify, since
  // fast-json-stringify checks every union (each result cell) with Ajv and was ~10x slower on
  // pages of result rows. The presenters (src/jobs/present.ts) pick the fields explicitly.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addSchema(FailureSchema);
  await app.register(swagger, {
    // Shared schemas keep their own names ('Failure') in components.schemas.
    refResolver: {
      buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`),
    },
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'PepTox API',
        version: '1.0.0',
        description:
          'Submit peptides to the PepTox predictors and read the results. Success: {status: 1, data}; failure: {status: 0, message: {field: [sentences]}}.',
      },
    },
  });
  await app.register(cors, {
    origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
  });
  const reads = config.rateLimit.readsPerMinute;
  await app.register(rateLimit, {
    global: reads > 0,
    max: reads,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, limit) =>
      new ApiError(429, { rate: [messages.rateLimited(limit.after)] }),
  });
  await app.register(multipart, {
    limits: {
      fileSize: config.limits.maxGenomeBytes,
      fieldSize: config.limits.maxGenomeBytes,
      files: 1,
      fields: 20,
    },
  });
  await app.register(
    async (api) => {
      await api.register(toolRoutes, { context });
      await api.register(jobRoutes, { context });
      await api.register(statisticsRoutes, { context });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );
  await app.ready();
  await queue.start();

  let stopped: Promise<void> | undefined;
  return {
    app,
    queue,
    context,
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      return `http://${host}:${port}${API_PREFIX}`;
    },
    stop(graceMs = config.shutdownGraceMs) {
      stopped ??= (async () => {
        await app.close();
        await queue.stop(graceMs);
        await db.destroy();
      })();
      return stopped;
    },
  };
}
