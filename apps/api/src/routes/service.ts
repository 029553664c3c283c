import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context.ts';
import { failure, ok } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';
import { responses, success } from '../http/schemas.ts';
import { queueDepth } from '../jobs/store.ts';

/** The service itself: whether it can serve (for load balancers and operators), and its policy. */
export const serviceRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { config, store } = context;

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['service'],
        summary:
          'Whether the service can serve: the store answers (503 when not), the queue depth and the worker threads',
        response: {
          200: success(
            Type.Object({
              ok: Type.Boolean(),
              store: Type.String(),
              queue: Type.Object({ queued: Type.Integer(), running: Type.Integer() }),
              workers: Type.Object({
                threads: Type.Integer({ description: "This process's worker threads." }),
                busy: Type.Integer(),
                processes: Type.Integer({
                  description: 'Worker processes holding a lease on this database.',
                }),
              }),
            }),
          ),
          503: Type.Ref('Failure'),
        },
      },
    },
    async (_request, reply) => {
      try {
        await store.check();
        const [queue, processes] = await Promise.all([
          queueDepth(context.db),
          context.db
            .selectFrom('workers')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ]);
        const threads = context.threads();
        return ok({
          ok: true,
          store: store.location.kind,
          queue,
          workers: { threads: threads.total, busy: threads.busy, processes: Number(processes.n) },
        });
      } catch (error) {
        app.log.error(error, 'the health check found the store unusable');
        reply.code(503);
        return failure({ store: [messages.storeDown()] });
      }
    },
  );

  app.get(
    '/service',
    {
      schema: {
        tags: ['service'],
        summary:
          'What the service does with submissions: mail, lists of jobs by address, retrieval links, retention',
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
