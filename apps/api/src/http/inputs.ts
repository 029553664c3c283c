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
 * top-level field it belongs to. Names are not looked at: only values are ever stored. The walk
 * keeps its own stack rather than recursing: a body of 10 000 nested arrays is 20 KB of JSON,
 * and would exhaust the call stack.
 */
function nulProblems(value: unknown, into: FieldMessages): void {
  const pending: [unknown, string][] = [[value, 'body']];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, field] = next;
    if (typeof item === 'string') {
      const problem = into[field] ? null : nulProblem(field, item);
      if (problem) into[field] = [problem];
    } else if (Array.isArray(item)) {
      // Pushed last to first, so that they are looked at in order (the first problem named).
      for (let i = item.length - 1; i >= 0; i--) pending.push([item[i], field]);
    } else if (item !== null && typeof item === 'object') {
      const top = item === value;
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        pending.push([child, top ? key : field]);
      }
    }
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
