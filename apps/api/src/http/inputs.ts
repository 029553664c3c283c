import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type FieldMessages, invalid } from './envelope.ts';
import { messages } from './messages.ts';

// What every request's text must be before the schemas look at it. A query string is text, and
// Fastify's Ajv would make a number of '0x10', 'Infinity', '1e3' or ' ': an integer parameter
// must be written in base-10 digits, and one too long to be exact is out of its range. No text
// may hold U+0000: PostgreSQL cannot store it, SQLite would, and no input of the service needs it.

/** Base-10 digits, with a sign for a negative number (which the schema's minimum then refuses). */
const DIGITS = /^-?[0-9]+$/;

interface IntegerSchema {
  type?: string;
  minimum?: number;
  maximum?: number;
}

/** The integer parameters of a route's querystring schema, by name. */
function integerParameters(schema: unknown): [string, IntegerSchema][] {
  const properties = (schema as { properties?: Record<string, IntegerSchema> } | undefined)
    ?.properties;
  return Object.entries(properties ?? {}).filter(([, property]) => property.type === 'integer');
}

/** Where a text holds U+0000, as a sentence naming the field (and the line of a multi-line text). */
export function nulProblem(field: string, text: string): string | null {
  const at = text.indexOf('\u0000');
  if (at < 0) return null;
  const line = text.includes('\n') ? text.slice(0, at).split('\n').length : null;
  return messages.nulCharacter(field, line);
}

/**
 * Every text in a parsed value (query, path parameters, JSON body) that holds U+0000, under the
 * top-level field it belongs to. Names are not looked at: only values are ever stored.
 */
function nulProblems(value: unknown, into: FieldMessages, field = 'body'): void {
  if (typeof value === 'string') {
    const problem = nulProblem(field, value);
    if (problem && !into[field]) into[field] = [problem];
  } else if (Array.isArray(value)) {
    for (const item of value) nulProblems(item, into, field);
  } else if (value !== null && typeof value === 'object') {
    const top = field === 'body';
    for (const [key, item] of Object.entries(value)) nulProblems(item, into, top ? key : field);
  }
}

/** Checks every route's integer query parameters and every text of a request, before its schema. */
export function checkRawInputs(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const integers = integerParameters(route.schema?.querystring);
    const check = async (request: FastifyRequest) => {
      const problems: FieldMessages = {};
      const query = (request.query ?? {}) as Record<string, unknown>;
      for (const [name, schema] of integers) {
        const raw = query[name];
        if (raw === undefined) continue;
        if (typeof raw !== 'string' || !DIGITS.test(raw)) {
          problems[name] = [messages.notDigits(name, raw)];
        } else if (!Number.isSafeInteger(Number(raw))) {
          const negative = raw.startsWith('-');
          const limit = negative ? schema.minimum : schema.maximum;
          problems[name] = [
            messages.schema(name, negative ? 'minimum' : 'maximum', { limit: limit ?? raw }),
          ];
        }
      }
      nulProblems(request.params ?? {}, problems);
      nulProblems(query, problems);
      // A multipart body is read by its route (jobs/submission.ts checks its fields).
      if (!request.isMultipart()) nulProblems(request.body, problems);
      if (Object.keys(problems).length > 0) throw invalid(problems);
    };
    const existing = route.preValidation;
    route.preValidation = existing
      ? [...(Array.isArray(existing) ? existing : [existing]), check]
      : [check];
  });
}
