import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, type FieldMessages, failure } from './envelope.ts';
import { messages } from './messages.ts';

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
    const { status, fields } = describe(error, maxBodyBytes);
    if (status >= 500) request.log.error(error);
    reply.code(status).send(failure(fields));
  });
}

function describe(
  error: FastifyError,
  maxBodyBytes: number,
): { status: number; fields: FieldMessages } {
  if (error instanceof ApiError) return { status: error.statusCode, fields: error.fields };
  if (error.validation) return validationFields(error);
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, fields: { input: [messages.bodyTooLarge(maxBodyBytes)] } };
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
