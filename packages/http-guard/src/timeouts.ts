// How long a client may take to send a request. Node cuts a request whose headers or body have
// not all arrived within its limits, but Fastify turns the limit off by default and Node checks
// only every 30 s: a client sending a byte every few seconds held a socket for minutes, even after
// it had been answered. Both servers give a whole request REQUEST_TIMEOUT_MS, checked often enough
// that it is cut within a tenth of that (at most a second) after its time.

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** REQUEST_TIMEOUT_MS: milliseconds for a whole request (headers and body) to arrive. */
export function requestTimeoutMs(env: NodeJS.ProcessEnv): number {
  const raw = env.REQUEST_TIMEOUT_MS;
  if (raw === undefined || raw === '') return DEFAULT_REQUEST_TIMEOUT_MS;
  const value = /^[0-9]+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 100)) {
    throw new Error(
      `REQUEST_TIMEOUT_MS must be a whole number of milliseconds, at least 100; it is '${raw}'.`,
    );
  }
  return value;
}

/** Options of node:http's createServer that cut a request not arrived within `ms`. */
export function requestTimeoutOptions(ms: number) {
  return {
    requestTimeout: ms,
    headersTimeout: ms,
    connectionsCheckingInterval: Math.min(1000, Math.max(25, Math.round(ms / 10))),
  };
}
