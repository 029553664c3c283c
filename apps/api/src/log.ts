import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger } from 'pino';

/** Query parameters whose values never reach the log: an address, a retrieval token. */
const PRIVATE_PARAMS = /([?&](?:email|token)=)[^&#]*/gi;

/** A request URL as the log may keep it. */
export function loggableUrl(url: string): string {
  return url.replace(PRIVATE_PARAMS, '$1[redacted]');
}

/**
 * The process's JSON log (pino, to stdout unless given a stream); the request log leaves out
 * e-mail addresses and tokens.
 */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
