import type { FastifyInstance } from 'fastify';
import { originAllowed } from './security.ts';

/** Refused origins one process names in its log; past them, one line says more were refused. */
const MAX_NAMED = 100;

/**
 * A browser page at an origin that CORS_ORIGINS does not list gets answers it may not read, and
 * cannot tell why: to the visitor it looks like a network failure. The operator's log says it
 * instead, once per origin (a page repeats its requests; anyone can send any Origin): a warning
 * naming the origin and the setting that would allow it.
 */
export function logRefusedOrigins(app: FastifyInstance, allowed: readonly string[]): void {
  const named = new Set<string>();
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (origin === undefined || named.has(origin) || named.size > MAX_NAMED) return;
    if (originAllowed(request, allowed)) return;
    named.add(origin);
    const shown = JSON.stringify(origin.slice(0, 200));
    if (named.size > MAX_NAMED) {
      request.log.warn(
        `More than ${MAX_NAMED} browser origins were refused by CORS_ORIGINS; the others are not named.`,
      );
      return;
    }
    request.log.warn(
      { origin: origin.slice(0, 200) },
      `A browser page at ${shown} was refused: CORS_ORIGINS (${allowed.join(', ')}) does not list it, so the page cannot read the service's answers and tells its visitor the service refused it. If that is where this service's site is, add the origin to CORS_ORIGINS.`,
    );
  });
}
