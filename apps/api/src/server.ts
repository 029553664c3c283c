import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { allowedHostNames, requestTimeoutOptions } from '@peptox/http-guard';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  LogController,
} from 'fastify';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { ApiError, failure } from './http/envelope.ts';
import { clientErrorAnswer, installErrorHandlers, trackAnswers } from './http/errors.ts';
import { checkRawInputs } from './http/inputs.ts';
import { messages } from './http/messages.ts';
import { logRefusedOrigins } from './http/refused-origins.ts';
import { FailureSchema } from './http/schemas.ts';
import { allowHosts, securityHeaders } from './http/security.ts';
import { InstantAnswers } from './instant/instant.ts';
import { createLogger, type Logger } from './log.ts';
import { jobFileRoutes } from './routes/job-files.ts';
import { jobRoutes } from './routes/jobs.ts';
import { predictRoutes } from './routes/predict.ts';
import { retrievalRoutes } from './routes/retrieval.ts';
import { healthRoutes, serviceRoutes } from './routes/service.ts';
import { statisticsRoutes } from './routes/statistics.ts';
import { toolRoutes } from './routes/tools.ts';
import { type Runtime, startRuntime } from './runtime.ts';

/** How long a stop waits for the requests in flight before it closes their connections. */
const STOP_REQUESTS_MS = 5_000;

export const API_PREFIX = '/api/v1';

export interface Service {
  app: FastifyInstance;
  runtime: Runtime;
  context: AppContext;
  /** Listens on the configured host and port; resolves to the base URL (…/api/v1). */
  listen(): Promise<string>;
  /** Graceful stop: no new requests or jobs, running jobs get the grace period, then re-queued. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts the runtime (store, queue, housekeeping, workers unless WORKERS=0) and the HTTP API. */
export async function createService(
  config: Config,
  options: {
    workerModule?: string;
    /** The instant threads' module (tests); the real one by default. */
    instantModule?: string;
    log?: Logger;
  } = {},
): Promise<Service> {
  // A service bound beyond loopback without its host names refuses to start, before anything runs.
  const allowedHosts = allowedHostNames(config.hosts);
  const log = options.log ?? createLogger(config);
  const runtime = await startRuntime(config, log, options);
  // The instant threads warm up while the service starts answering: a question that comes
  // first waits for them, never for a job.
  const instant =
    config.instantThreads > 0
      ? new InstantAnswers(config.instantThreads, undefined, options.instantModule)
      : null;
  const context = contextOf(runtime, instant);
  const app = await buildApp(context, log, allowedHosts);

  let stopped: Promise<void> | undefined;
  return {
    app,
    runtime,
    context,
    listen: () => listen(app, config.host, config.port),
    stop(graceMs = config.shutdownGraceMs) {
      stopped ??= (async () => {
        // A client holding a request open (an upload refused half-way, say) must not hold the
        // stop: its connection is closed once the requests in flight had a moment to finish.
        const closing = app.close();
        const force = setTimeout(() => app.server.closeAllConnections(), STOP_REQUESTS_MS);
        await closing;
        clearTimeout(force);
        await instant?.stop();
        await runtime.stop(graceMs);
      })();
      return stopped;
    },
  };
}

/** What the routes see of a running runtime. */
function contextOf(runtime: Runtime, instant: InstantAnswers | null = null): AppContext {
  const { config } = runtime;
  return {
    config,
    store: runtime.store,
    db: runtime.store.db,
    queue: runtime.queue,
    get tools() {
      return runtime.catalog.tools;
    },
    refreshTools: (urgent) => runtime.catalog.refresh(urgent),
    instant,
    threads: () => {
      const runner = runtime.workers?.runner;
      return { total: config.workers, busy: runner ? config.workers - runner.idle : 0 };
    },
  };
}

/** Listens on host and port; resolves to the base URL (…/api/v1). */
async function listen(app: FastifyInstance, host: string, port: number): Promise<string> {
  await app.listen({ port, host });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return `http://${host.includes(':') ? `[${host}]` : host}:${bound}${API_PREFIX}`;
}

/**
 * A worker process's HTTP server (HEALTH_PORT): only GET /api/v1/health, for its supervisor or
 * orchestrator; resolves to its base URL and a way to close it.
 */
export async function serveHealth(
  runtime: Runtime,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const context = contextOf(runtime);
  const app = Fastify({
    loggerInstance: runtime.log as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
    clientErrorHandler: clientErrorAnswer,
  });
  installErrorHandlers(app, context.config.limits.maxGenomeBytes);
  securityHeaders(app);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addSchema(FailureSchema);
  await app.register(healthRoutes, { context, prefix: API_PREFIX });
  const url = await listen(app, context.config.host, port);
  return { url, close: () => app.close() };
}

/** The HTTP API over a context: routes, schemas, limits, headers, errors as envelopes. */
async function buildApp(
  context: AppContext,
  log: Logger,
  allowedHosts: string[] | null,
): Promise<FastifyInstance> {
  const { config } = context;
  const timeouts = requestTimeoutOptions(config.requestTimeoutMs);
  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    // A client gets a while for its whole request, however slowly it sends (node:http's checks).
    http: timeouts,
    requestTimeout: timeouts.requestTimeout,
    // Node's parser's own 400, 408 and 431 answers, as envelopes.
    clientErrorHandler: clientErrorAnswer,
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // A JSON key that would reach an object's prototype is dropped like any unknown key: the
    // body is valid JSON, and the key can no longer do harm.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // Report every problem of a request at once, not only the first.
    ajv: { customOptions: { allErrors: true } },
    // A URL that cannot be decoded is answered before routing: as an envelope too.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).code(400).send(failure({ url: [messages.badUrl()] }));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // A client may half-close its connection once it has sent the request (shutdown(SHUT_WR)):
  // it still waits for the answer, which Node would otherwise drop if it was not ready yet.
  Object.assign(app.server, { httpAllowHalfOpen: true });
  trackAnswers(app.server);

  installErrorHandlers(app, config.limits.maxGenomeBytes);
  if (allowedHosts) allowHosts(app, allowedHosts);
  securityHeaders(app);
  checkRawInputs(app);
  // Response schemas document the API (OpenAPI); answers are written with JSON.stringify, since
  // fast-json-stringify checks every union (each result cell) with Ajv and was ~10x slower on
  // pages of result rows. The presenters (src/jobs/present.ts) pick the fields explicitly.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addSchema(FailureSchema);
  await app.register(swagger, {
    // @fastify/swagger marks every documented body required; a rerun may be sent without one.
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const rerun = openapiObject.paths?.[`${API_PREFIX}/jobs/{id}/rerun`]?.post?.requestBody;
      if (rerun && 'content' in rerun) rerun.required = false;
      return openapiObject;
    },
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
          'Submit peptides and molecules to the PepTox predictors and read the results. Success: {status: 1, data}; failure: {status: 0, message: {field: [sentences]}}.',
        contact: { name: 'PepTox', ...(config.mail ? { url: config.mail.siteUrl } : {}) },
        license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
      },
      // No operation needs credentials: jobs are found by their unguessable ids, and lists by
      // address through mailed links (a token in the query, not an authentication scheme).
      security: [],
      components: { securitySchemes: {} },
      // Where the service runs is the deployment's choice; the paths carry the /api/v1 prefix.
      servers: [
        {
          url: '{scheme}://{host}',
          description: 'The PepTox job service',
          variables: {
            scheme: { default: 'http', enum: ['http', 'https'] },
            host: {
              default: 'localhost:8000',
              description: 'Host name and port of the service (localhost:8000 by default).',
            },
          },
        },
      ],
      tags: [
        { name: 'service', description: 'Whether the service can serve, and its policy.' },
        { name: 'tools', description: 'The tools, their methods and models, the genetic codes.' },
        {
          name: 'jobs',
          description: 'Submitting jobs, reading them and their results, finding them again.',
        },
        {
          name: 'instant',
          description:
            'Small inputs answered at once, without a job, and mutant scans of a peptide.',
        },
        { name: 'statistics', description: 'How much each tool is used.' },
      ],
    },
  });
  await app.register(cors, {
    origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
  });
  logRefusedOrigins(app, config.corsOrigins);
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
      fields: 20,
      parts: 40,
    },
  });
  // The tools are what the workers published: read again when the last read is a moment old,
  // at once when the request names a tool not known yet (its first worker just started).
  app.addHook('onRequest', async (request) => {
    const tool = (request.params as { tool?: unknown } | undefined)?.tool;
    await context.refreshTools(typeof tool === 'string' && !Object.hasOwn(context.tools, tool));
  });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { context });
      await api.register(serviceRoutes, { context });
      await api.register(toolRoutes, { context });
      await api.register(jobRoutes, { context });
      await api.register(jobFileRoutes, { context });
      await api.register(predictRoutes, { context });
      await api.register(retrievalRoutes, { context });
      await api.register(statisticsRoutes, { context });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );
  await app.ready();
  return app;
}
