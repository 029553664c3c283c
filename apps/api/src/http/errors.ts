import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { unavailability } from '../db/database.ts';
import { ApiError, type FieldMessages, failure } from './envelope.ts';
import { messages } from './messages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The field a body over the route's limit is answered for, and the size it names. */
    largeBody?: { field: string; maxBytes: number };
  }
}

/** The request each connection last answered; its body may still be arriving. */
const answered = new WeakMap<Socket, IncomingMessage>();

/** Keeps `answered` for a server's connections: clientErrorAnswer reads it. */
export function trackAnswers(server: Server): void {
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    response.on('finish', () => answered.set(request.socket, request));
  });
}

/** Connections being closed after an answer of clientErrorAnswer. */
const closing = new WeakSet<Socket>();
/** How long such a connection reads (and drops) what the client still sends. */
const LINGER_MS = 1000;

/**
 * A request that Node's HTTP parser cannot read (a broken request line or header, headers too
 * large) or that did not arrive in time is answered before Fastify sees it: with the envelope
 * too, then the connection closes.
 */
export function clientErrorAnswer(error: NodeJS.ErrnoException, socket: Socket): void {
  // The parser reports the same error again for each later chunk of a connection being closed.
  if (error.code === 'ECONNRESET' || socket.destroyed || closing.has(socket)) return;
  closing.add(socket);
  const [status, reason, sentence] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', messages.headersTooLarge()]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', messages.requestTimeout()]
        : [400, 'Bad Request', messages.unreadableRequest()];
  const body = JSON.stringify(failure({ request: [sentence] }));
  // A request cut after it was answered (a slow body after a 429, say) gets no second answer.
  const incomplete = answered.get(socket)?.complete === false;
  if (socket.writable && !incomplete) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  // Closed once the answer is out, dropping what the client still sends (the rest of its headers,
  // a body) for a moment: a socket closed with data unread resets the connection, and a client
  // still writing would get the reset instead of the answer.
  socket.end();
  socket.resume();
  socket.once('end', () => socket.destroy());
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/** Every error leaves the service as an envelope; never Fastify's default error shape. */
export function installErrorHandlers(app: FastifyInstance, maxBodyBytes: number): void {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(
      failure({
        route: [messages.routeUnknown(request.method, request.url.split('?')[0] ?? '')],
      }),
    );
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, fields } = describe(error, request, maxBodyBytes);
    if (status >= 500) request.log.error(error);
    // The store may serve again in a while (a server back, a disk freed).
    if (status === 503) reply.header('Retry-After', '30');
    reply.code(status).send(failure(fields));
  });

  // Plugins may answer an error themselves in plain text (CORS: a preflight without its
  // headers); it leaves as an envelope too.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || payload.startsWith('{')) {
      return payload;
    }
    reply.type('application/json; charset=utf-8');
    const sentence =
      request.method === 'OPTIONS' ? messages.badPreflight() : messages.requestRefused(payload);
    return JSON.stringify(failure({ request: [sentence] }));
  });
}

function describe(
  error: FastifyError,
  request: FastifyRequest,
  maxBodyBytes: number,
): { status: number; fields: FieldMessages } {
  const { method } = request;
  if (error instanceof ApiError) return { status: error.statusCode, fields: error.fields };
  const unavailable = unavailability(error);
  if (unavailable) {
    return {
      status: 503,
      fields: { store: [messages.storeUnavailable(unavailable, method !== 'GET')] },
    };
  }
  if (error.validation) return validationFields(error);
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const { config, bodyLimit } = request.routeOptions;
      const { field, maxBytes } = config.largeBody ?? { field: 'body', maxBytes: bodyLimit };
      const sentence =
        field === 'body' ? messages.requestTooLarge(maxBytes) : messages.bodyTooLarge(maxBytes);
      return { status: 413, fields: { [field]: [sentence] } };
    }
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, fields: { file: [messages.bodyTooLarge(maxBodyBytes)] } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, fields: { body: [messages.badMediaType()] } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, fields: { body: [messages.badJson()] } };
  }
  if (error.statusCode === 429) return { status: 429, fields: { rate: [error.message] } };
  if (error instanceof SyntaxError) return { status: 400, fields: { body: [messages.badJson()] } };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, fields: { request: [error.message] } };
  }
  return { status: 500, fields: { server: [messages.serverError()] } };
}

/** Ajv's errors (all of them: allErrors is on) as one sentence per field and problem. */
function validationFields(error: FastifyError): { status: number; fields: FieldMessages } {
  const fields: FieldMessages = {};
  for (const item of error.validation ?? []) {
    const params = item.params as Record<string, unknown>;
    const path = item.instancePath.split('/').filter(Boolean);
    const field = (params.missingProperty as string | undefined) ?? path[0] ?? 'body';
    const sentence = messages.schema(field, item.keyword, params);
    const list = fields[field] ?? [];
    if (!list.includes(sentence)) fields[field] = [...list, sentence];
  }
  return { status: 422, fields };
}
