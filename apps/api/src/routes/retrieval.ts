import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context.ts';
import { ApiError, invalid, ok } from '../http/envelope.ts';
import { messages } from '../http/messages.ts';
import { JobListSchema, MAX_PAGE, responses } from '../http/schemas.ts';
import { checkOrigin } from '../http/security.ts';
import { listJobsByEmail } from '../jobs/lists.ts';
import { presentSummary } from '../jobs/present.ts';
import { isEmailAddress } from '../jobs/submission.ts';
import { retrievalMail } from '../mail/messages.ts';
import { addMail } from '../mail/outbox.ts';
import { checkRetrievalToken, retrievalToken } from '../mail/tokens.ts';
import { findTool } from './find-tool.ts';

const EMAIL_PAGE_SIZE = 20;
/** One retrieval link per address in this window, however often it is asked for. */
const LINK_WINDOW_MS = 15 * 60 * 1000;

/**
 * Finding jobs again by the address given at submission, across tools or for one. With mail
 * configured, the list is shown only to whoever opens the link mailed to that address (a signed
 * token that expires); without mail, to whoever types the address, as the site says; and not at
 * all when LIST_JOBS_BY_ADDRESS is off (by default without mail beyond loopback).
 */
export const retrievalRoutes: FastifyPluginAsyncTypebox<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { config, db, store } = context;
  const mail = config.mail;
  const submitLimit = config.rateLimit.submissionsPerMinute;

  app.get(
    '/jobs',
    {
      schema: {
        tags: ['jobs'],
        operationId: 'listJobsByEmail',
        summary: "An e-mail address's jobs, newest first, 20 a page",
        description:
          "Each job's id, tool, description and dates, never the sequences; of one tool, or of every tool without `tool`. With mail configured, only with the token of a link mailed to the address (403 otherwise); 403 where listing by address is off.",
        querystring: Type.Object({
          email: Type.String({ maxLength: 254 }),
          tool: Type.Optional(Type.String({ maxLength: 64 })),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
          token: Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: responses(
          200,
          JobListSchema,
          "A page of the address's jobs.",
          403,
          404,
          422,
          503,
        ),
      },
    },
    async (request) => {
      const { tool, page = 1, token } = request.query;
      const email = request.query.email.trim().toLowerCase();
      if (!config.listJobsByAddress) throw new ApiError(403, { email: [messages.listingOff()] });
      if (email === '') throw invalid({ email: [messages.emailMissing()] });
      if (tool) findTool(context, tool);
      if (mail) {
        if (!token) throw new ApiError(403, { token: [messages.tokenMissing()] });
        const check = checkRetrievalToken(mail.signingSecret, email, token);
        if (check !== 'valid') {
          const sentence = check === 'expired' ? messages.tokenExpired() : messages.tokenInvalid();
          throw new ApiError(403, { token: [sentence] });
        }
      }
      const { items, total } = await listJobsByEmail(db, { email, tool }, page, EMAIL_PAGE_SIZE);
      return ok({ items: items.map(presentSummary), page, pageSize: EMAIL_PAGE_SIZE, total });
    },
  );

  app.post(
    '/retrieval-links',
    {
      config: { rateLimit: submitLimit > 0 ? { max: submitLimit, timeWindow: 60_000 } : false },
      // An address and a tool id.
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['jobs'],
        operationId: 'requestRetrievalLink',
        summary: "Mails the link to an address's list of jobs to that address",
        description:
          'When the service sends mail: the link goes to the address only if it has jobs of the tool, once a quarter hour; the answer is the same either way. 409 from a service without mail.',
        body: Type.Object({
          email: Type.String({ maxLength: 254 }),
          tool: Type.String({ maxLength: 64 }),
        }),
        response: responses(
          202,
          Type.Object({
            linkHours: Type.Integer({ description: 'How long the mailed link works.' }),
          }),
          'Taken: the link is mailed if the address has jobs of the tool.',
          400,
          403,
          404,
          409,
          413,
          415,
          422,
          503,
        ),
      },
    },
    async (request, reply) => {
      checkOrigin(request, config.corsOrigins);
      const email = request.body.email.trim().toLowerCase();
      const tool = findTool(context, request.body.tool);
      if (!isEmailAddress(email)) throw invalid({ email: [messages.emailInvalid(email)] });
      if (!config.listJobsByAddress) throw new ApiError(403, { email: [messages.listingOff()] });
      if (!mail) throw new ApiError(409, { email: [messages.mailOff()] });
      const token = retrievalToken(mail.signingSecret, email, mail.linkHours);
      const link = `${mail.siteUrl}/${tool.tool}/retrieve/${encodeURIComponent(email)}?token=${token}`;
      const message = retrievalMail(email, tool.name, link, mail.linkHours, config.retentionDays);
      const window = Math.floor(Date.now() / LINK_WINDOW_MS);
      await store.write(async (trx) => {
        // Only an address with jobs of the tool gets a mail: nobody can make the service mail
        // addresses that never used it.
        const { items } = await listJobsByEmail(trx, { email, tool: tool.tool }, 1, 1);
        if (items.length === 0) return;
        await addMail(trx, message, `retrieve:${tool.tool}:${email}:${window}`);
      });
      // The same answer whether or not the address has jobs: the answer tells nobody anything.
      reply.code(202);
      return ok({ linkHours: mail.linkHours });
    },
  );
};
