import { hostAllowed, hostName } from '@peptox/http-guard';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './envelope.ts';
import { messages } from './messages.ts';

/**
 * Headers on every answer. The API serves JSON and CSV to the site's scripts, never a page: no
 * sniffing, no framing, no embedding from other sites (CORS still lets the site read it; the
 * health check excepted), no referrer, and nothing cached that holds a job or an address.
 */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header(
      'Cross-Origin-Resource-Policy',
      isHealthCheck(request) ? 'cross-origin' : 'same-origin',
    );
    reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    if (!reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', holdsPersonalData(request) ? 'no-store' : 'no-cache');
    }
  });
}

/**
 * The health check is the one answer a page of any origin may load (never read: it is opaque to
 * it): a page whose origin CORS_ORIGINS refuses learns from it that the service is up, and says
 * the service refused it rather than that it cannot be reached (api-client's whyUnreachable).
 */
function isHealthCheck(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.url.split('?')[0] ?? '').endsWith('/health');
}

/** Jobs, their results and lists by address: never stored by a browser or a proxy. */
function holdsPersonalData(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return request.method !== 'GET' || /\/jobs(\/|$)/.test(path) || /\/retrieval/.test(path);
}

/**
 * Requests for a host name the service was not told it is reached by (allowedHostNames: the
 * loopback names, ALLOWED_HOSTS, API_BASE_URL's) are refused (421) before anything else, so that
 * a page whose domain name was pointed at the service's address (DNS rebinding) reads nothing.
 */
export function allowHosts(app: FastifyInstance, hosts: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (!hostAllowed(request.headers.host, hosts)) {
      const host = hostName(request.headers.host ?? '');
      throw new ApiError(421, { host: [messages.hostNotAllowed(host.slice(0, 100))] });
    }
  });
}

/**
 * A defence against cross-site form posts: a browser sends Origin with every cross-origin POST,
 * and a page of another site could post a multipart form here without any CORS check. Such a
 * request is refused unless its origin is one the API serves; requests without Origin (curl,
 * scripts) are not from a browser page and pass.
 */
export function checkOrigin(request: FastifyRequest, allowed: readonly string[]): void {
  if (originAllowed(request, allowed)) return;
  const origin = request.headers.origin ?? '';
  throw new ApiError(403, { origin: [messages.foreignOrigin(origin.slice(0, 100))] });
}

/**
 * Whether the request's origin may use the service: no Origin (not a browser page), one that
 * CORS_ORIGINS lists, or the service's own host (the site and the API behind one host).
 */
export function originAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined || allowed.includes('*') || allowed.includes(origin)) return true;
  // A page cannot make a browser lie about Host.
  return origin !== 'null' && URL.canParse(origin) && new URL(origin).host === request.headers.host;
}
