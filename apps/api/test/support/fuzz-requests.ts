import { peptides } from '../helpers.ts';
import type { Operation, Schema } from './fuzz-openapi.ts';
import { DEEP, EMAILS, edge, encode, FOREIGN, NUMBERS, type Random, TEXTS } from './fuzz-values.ts';

// The fuzzer's cases (./fuzz.ts): one request to one operation, its path and query parameters and
// its body made from the document's schemas, valid as often as not, else the edges of
// ./fuzz-values.ts.

/** A value of a schema: valid most of the time, an edge otherwise. */
function schemaValue(
  schema: Schema,
  name: string,
  context: Context,
  rnd: Random,
  depth = 0,
): unknown {
  const resolved = context.resolve(schema);
  if (resolved.anyOf) return schemaValue(rnd.pick(resolved.anyOf), name, context, rnd, depth);
  if (resolved.allOf) {
    return Object.assign(
      {},
      ...resolved.allOf.map((part) => schemaValue(part, name, context, rnd, depth)),
    );
  }
  const known = context.known(name, rnd);
  if (known !== undefined && rnd.chance(0.8)) return known;
  if (resolved.enum) return rnd.pick(resolved.enum);
  switch (resolved.type) {
    case 'integer': {
      const min = resolved.minimum ?? 0;
      const max = Math.min(resolved.maximum ?? 100, min + 100);
      return rnd.chance(0.8) ? rnd.integer(min, max) : rnd.pick([min - 1, max + 1, 2 ** 53, -1]);
    }
    case 'number':
      return rnd.next() * 100;
    case 'boolean':
      return rnd.chance(0.5);
    case 'array':
      return depth > 2
        ? []
        : Array.from({ length: rnd.integer(0, 3) }, () =>
            schemaValue(resolved.items ?? {}, name, context, rnd, depth + 1),
          );
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(resolved.properties ?? {})) {
        if (resolved.required?.includes(key) || rnd.chance(0.5)) {
          out[key] = schemaValue(property, key, context, rnd, depth + 1);
        }
      }
      return out;
    }
    default:
      return rnd.pick(TEXTS);
  }
}

/** What the fuzzer learns as it goes, and the values it knows by field name. */
export interface Context {
  resolve(schema: Schema): Schema;
  known(name: string, rnd: Random): unknown;
  jobs: string[];
  tools: { id: string; input: string; methods: string[]; tables: string[] }[];
}

export function requestFor(operation: Operation, context: Context, rnd: Random) {
  const tool = rnd.pick(context.tools);
  let path = operation.path.replace('/api/v1', '');
  for (const parameter of operation.parameters.filter((p) => p.in === 'path')) {
    let value: string;
    if (rnd.chance(0.85))
      value = encode(String(schemaValue(parameter.schema, parameter.name, context, rnd)));
    else if (rnd.chance(0.3)) value = rnd.pick(['%E0%A4%A', '%', '%zz', '..', '%2F']);
    else value = encode(rnd.pick(TEXTS));
    if (parameter.name === 'tool' && rnd.chance(0.7)) value = tool.id;
    path = path.replace(`{${parameter.name}}`, value);
  }
  const query = new URLSearchParams();
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    if (!parameter.required && rnd.chance(0.3)) continue;
    const schema = context.resolve(parameter.schema);
    const times = rnd.chance(0.05) ? 2 : 1;
    for (let i = 0; i < times; i++) {
      const value =
        schema.type === 'integer' && rnd.chance(0.4)
          ? rnd.pick(NUMBERS)
          : String(schemaValue(schema, parameter.name, context, rnd));
      query.append(parameter.name, value);
    }
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const init: RequestInit & { headers: Record<string, string> } = {
    method: operation.method.toUpperCase(),
    headers: {},
  };
  if (rnd.chance(0.05)) init.headers.origin = FOREIGN;
  // A page of another domain pointed at the service: its name as Host.
  const host = rnd.chance(0.02) ? rnd.pick(['evil.example', 'evil.example:8000']) : undefined;
  const types = Object.keys(operation.bodies);
  if (types.length > 0) {
    const type = rnd.chance(0.9)
      ? rnd.pick(types)
      : rnd.pick(['text/plain', 'none', 'application/xml']);
    const schema = operation.bodies[type] ?? operation.bodies[types[0] as string] ?? {};
    let fields = schemaValue(schema, 'body', context, rnd) as Record<string, unknown>;
    // Half the bodies are what a client of the site sends, so that jobs run and their results,
    // lists and links are reached; the others are fuzzed field by field.
    if (rnd.chance(0.5)) fields = validBody(operation, tool, rnd);
    else {
      for (const key of Object.keys(fields)) if (rnd.chance(0.2)) fields[key] = edge(rnd);
      if (rnd.chance(0.1)) delete fields[rnd.pick(Object.keys(fields).concat('input'))];
    }
    if (type === 'multipart/form-data') {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) {
        const values = Array.isArray(value) ? value : [value];
        for (const item of values) {
          if (key === 'file') {
            const bytes = rnd.pick<string | Uint8Array>([
              tool.input,
              new Uint8Array([0x1f, 0x8b, 8, 0]),
              new Uint8Array([62, 97, 10, 0, 1]),
              String(item),
            ]);
            form.append('file', new Blob([bytes]), 'input.txt');
          } else form.append(key, typeof item === 'string' ? item : JSON.stringify(item));
        }
      }
      init.body = form;
    } else {
      let text = JSON.stringify(fields) ?? '';
      if (rnd.chance(0.03)) text = `{"__proto__":{"polluted":1},${text.slice(1)}`;
      if (rnd.chance(0.03))
        text = rnd.pick(['{', '[]', '"text"', '1', 'null', '{"a":}', '', '[{}]']);
      if (rnd.chance(0.02)) {
        const field = rnd.pick(Object.keys(schema.properties ?? {}).concat('input'));
        text = rnd.chance(0.5) ? DEEP : `{"${field}":${DEEP}}`;
      }
      init.body = text;
      if (type !== 'none') init.headers['content-type'] = type;
    }
  }
  // Headers larger than Node's parser takes (16 KB), on a small body (the answer comes before a
  // large one is sent, and its socket closes under it).
  const small = typeof init.body !== 'string' || init.body.length < 100_000;
  if (rnd.chance(0.01) && small) init.headers['x-padding'] = 'x'.repeat(20_000);
  return { path: path + search, init, host };
}

/** A body of the operation as the site sends it (the tool's input and methods, an address). */
function validBody(operation: Operation, tool: Context['tools'][number], rnd: Random) {
  if (!operation.key.includes('/jobs')) return { email: rnd.pick(EMAILS), tool: tool.id };
  // A rerun's body is the requester's own address, if any.
  if (operation.key.endsWith('/rerun')) return { email: rnd.pick(EMAILS) };
  return {
    input: rnd.chance(0.02)
      ? peptides(6000)
      : rnd.chance(0.01)
        ? `>big\n${'K'.repeat(1_100_000)}\n`
        : tool.input,
    methods: [rnd.pick(tool.methods)],
    email: rnd.pick(EMAILS),
    ...(rnd.chance(0.5) ? { description: rnd.pick(['frog peptides', 'a;=1+1', 'é 😀']) } : {}),
  };
}
