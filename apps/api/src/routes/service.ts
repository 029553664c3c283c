import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context.ts';
import { ApiError, ok } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';
import { ANY_ROUTE_FAILURES, failures, responses, success } from '../http/schemas.ts';
import { queueDepth } from '../jobs/lists.ts';

/**
 * Whether this process can do its part, for load balancers, supervisors and operators: its store
 * takes a write, and when it runs jobs, its queue hands them out. 503 with a sentence otherwise.
 * Served by the API and, with HEALTH_PORT, by a worker process.
 */
export const healthRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { config, store } = context;
  const queueKind = store.location.kind === 'sqlite' ? 'embedded' : 'graphile-worker';

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['service'],
        operationId: 'getHealth',
        summary: 'Whether this process can serve',
        description:
          "Answers 200 when this process's store takes a write (a deleted, read-only or full SQLite file, or a PostgreSQL that is down or refuses writes, does not) and, in a process that runs jobs, its queue hands them out; 503 with a sentence otherwise. Never rate limited.",
        response: {
          200: success(
            Type.Object({
              ok: Type.Literal(true),
              store: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
              queue: Type.Object({
                kind: Type.Union([Type.Literal('embedded'), Type.Literal('graphile-worker')], {
                  description:
                    'The queue this process depends on: the SQLite file itself, or graphile-worker on PostgreSQL.',
                }),
                queued: Type.Integer({ minimum: 0 }),
                running: Type.Integer({ minimum: 0 }),
                takingJobs: Type.Union([Type.Boolean(), Type.Null()], {
                  description:
                    'Whether this process takes jobs now; null for a process without worker threads.',
                }),
              }),
              workers: Type.Object({
                threads: Type.Integer({
                  minimum: 0,
                  description: "This process's worker threads.",
                }),
                busy: Type.Integer({ minimum: 0 }),
                processes: Type.Integer({
                  minimum: 0,
                  description: 'Worker processes holding a lease on this database.',
                }),
                ready: Type.Integer({
                  minimum: 0,
                  description:
                    'Of those, the ones that could take jobs when they last renewed their lease.',
                }),
              }),
            }),
            'This process can serve.',
          ),
          ...failures(...ANY_ROUTE_FAILURES, 503),
        },
      },
    },
    async () => {
      try {
        await store.check();
      } catch (error) {
        app.log.error(error, 'the health check found that the store cannot take a write');
        throw new ApiError(503, { store: [messages.storeDown()] });
      }
      const takingJobs = context.queue.takingJobs();
      if (takingJobs === false) throw new ApiError(503, { queue: [messages.queueDown()] });
      const fresh = new Date(Date.now() - config.leaseMs).toISOString();
      const [depth, leases] = await Promise.all([
        queueDepth(context.db),
        context.db
          .selectFrom('workers')
          .select((eb) => [
            eb.fn.countAll<number>().as('n'),
            eb.fn.sum<number | string | null>('ready').as('ready'),
          ])
          .where('seen_at', '>=', fresh)
          .executeTakeFirstOrThrow(),
      ]);
      const threads = context.threads();
      return ok({
        ok: true,
        store: store.location.kind,
        queue: { kind: queueKind, ...depth, takingJobs },
        workers: {
          threads: threads.total,
          busy: threads.busy,
          processes: Number(leases.n),
          ready: Number(leases.ready ?? 0),
        },
      });
    },
  );
};

/** What the service does with submissions: mail, retrieval links, retention. */
export const serviceRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { config } = context;

  app.get(
    '/service',
    {
      schema: {
        tags: ['service'],
        operationId: 'getService',
        summary: 'What the service does with submissions: mail, lists by address, retention',
        description:
          "The policy a client shows its users: whether mail is sent, how an address's jobs can be listed (`listByAddress`: by a mailed link, open to anyone who types the address, or not at all), how long a mailed link works, how long jobs are kept.",
        response: responses(
          200,
          Type.Object({
            mail: Type.Boolean({
              description:
                'Mail is sent when a job ends, and lists of jobs by address are sent to the address (not shown to whoever asks).',
            }),
            listByAddress: Type.Union(
              [Type.Literal('link'), Type.Literal('open'), Type.Literal('off')],
              {
                description:
                  "How an address's jobs are listed: 'link', through a link mailed to the address; 'open', to anyone who types the address; 'off', not at all (a job is found by its id).",
              },
            ),
            retrieveLinkHours: Type.Union([Type.Integer(), Type.Null()]),
            retentionDays: Type.Integer({
              description: 'Jobs and their results are deleted this many days after they end.',
            }),
          }),
          "The service's policy.",
        ),
      },
    },
    async () =>
      ok({
        mail: config.mail !== null,
        listByAddress: !config.listJobsByAddress ? 'off' : config.mail ? 'link' : 'open',
        retrieveLinkHours: config.mail?.linkHours ?? null,
        retentionDays: config.retentionDays,
      }),
  );
};
