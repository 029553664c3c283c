import { request as httpRequest } from 'node:http';
import { Ajv, type ValidateFunction } from 'ajv';
import { peptides } from '../helpers.ts';
import { type FuzzReport, isEnvelope } from './fuzz-report.ts';
import {
  DEEP,
  EMAILS,
  edge,
  encode,
  FOREIGN,
  NUMBERS,
  type Random,
  random,
  TEXTS,
} from './fuzz-values.ts';

// A seeded fuzzer built from the served OpenAPI document: every case is one request to one of the
// document's operations, its path and query parameters and its body (each content type the
// operation documents) made from the document's schemas, with values that are valid as often as
// not and otherwise the edges clients send: numbers that are not base-10 integers, text with
// U+0000 or lone surrogates, wrong types, missing and extra fields, __proto__, broken JSON,
// JSON nested 10 000 deep, other content types, foreign origins, foreign host names (DNS
// rebinding), headers too large. Each answer is checked: never a 500, a status the
// document lists for the operation, a failure as the envelope, a success as its schema says.

export { describeReport, type FuzzReport } from './fuzz-report.ts';

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  schema: Schema;
}

interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
}

interface Operation {
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  bodies: Record<string, Schema>;
  documented: Set<number>;
  validators: Map<number, ValidateFunction>;
}

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
interface Context {
  resolve(schema: Schema): Schema;
  known(name: string, rnd: Random): unknown;
  jobs: string[];
  tools: { id: string; input: string; methods: string[]; tables: string[] }[];
}

function requestFor(operation: Operation, context: Context, rnd: Random) {
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

interface Received {
  status: number;
  contentType: string;
  text: string;
}

/** Sends a case: with fetch, or with node:http where it names its own Host (fetch cannot). */
async function send(url: string, init: RequestInit, host: string | undefined): Promise<Received> {
  const { body } = init;
  if (host === undefined || (body !== undefined && typeof body !== 'string')) {
    const response = await fetch(url, { ...init, redirect: 'manual' });
    const contentType = response.headers.get('content-type') ?? '';
    return { status: response.status, contentType, text: await response.text() };
  }
  return new Promise((resolve, reject) => {
    const headers = { ...(init.headers as Record<string, string>), host };
    const sent = httpRequest(url, { method: init.method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'] ?? '',
          text,
        }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * A case sent again once when the client's write met a closed connection (EPIPE): a server that
 * answers a body it refuses (413) before the body has all arrived races the client's last writes,
 * and a busy machine sometimes lets the write lose. A case that gets no answer twice is a failure.
 */
async function sendTwice(url: string, init: RequestInit, host: string | undefined) {
  try {
    return await send(url, init, host);
  } catch (error) {
    const code = (error as { cause?: { code?: string }; code?: string }).cause?.code;
    if (code !== 'EPIPE' && (error as { code?: string }).code !== 'EPIPE') throw error;
    return send(url, init, host);
  }
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

/** The operations of the document, with their parameters, bodies and documented answers. */
function operationsOf(document: OpenApi, ajv: Ajv): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const documented = new Set(Object.keys(operation.responses).map(Number));
      const validators = new Map<number, ValidateFunction>();
      for (const [code, response] of Object.entries(operation.responses)) {
        const schema = response.content?.['application/json']?.schema;
        if (Number(code) < 300 && schema) validators.set(Number(code), ajv.compile(schema));
      }
      const bodies: Record<string, Schema> = {};
      for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
        bodies[type] = content.schema;
      }
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        parameters: operation.parameters ?? [],
        bodies,
        documented,
        validators,
      });
    }
  }
  return operations;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

/** Runs `cases` seeded cases against the service at `base` (…/api/v1). */
export async function fuzz(base: string, seed: number, cases: number): Promise<FuzzReport> {
  const document = (await (await fetch(`${base}/openapi.json`)).json()) as OpenApi;
  // OpenAPI 3.0's schemas: nullable, and formats and keywords Ajv need not check.
  const ajv = new Ajv({ strict: false, validateFormats: false });
  const operations = operationsOf(document, ajv);
  const { data: toolList } = (await (await fetch(`${base}/tools`)).json()) as {
    data: { id: string; input: string; methods: { id: string }[]; tables: { id: string }[] }[];
  };
  const context: Context = {
    resolve: (schema) =>
      schema.$ref
        ? (document.components.schemas[schema.$ref.split('/').pop() as string] ?? {})
        : schema,
    jobs: [],
    tools: toolList.map((t) => ({
      id: t.id,
      input: t.input === 'molecule' ? 'CCO ethanol\nc1ccccc1 benzene\n' : '>p1\nKWKLFKKIGAVLKVL\n',
      methods: t.methods.map((m) => m.id),
      tables: t.tables.map((x) => x.id),
    })),
    known(name, rnd) {
      switch (name) {
        case 'id':
          return context.jobs.length > 0 && rnd.chance(0.8)
            ? rnd.pick(context.jobs)
            : 'AAAAAAAAAAAAAAAAAAAAAA';
        case 'email':
          return rnd.pick(EMAILS);
        case 'tool':
          return rnd.pick(context.tools).id;
        case 'table':
          return rnd.pick([...rnd.pick(context.tools).tables, 'all']);
        case 'token':
          return rnd.pick(['', 'abc.def', 'x'.repeat(199)]);
        default:
          return undefined;
      }
    },
  };
  const rnd = random(seed);
  const report: FuzzReport = {
    cases: 0,
    seen: new Map(),
    undocumented: [],
    broken: [],
    errors: [],
    unseen: [],
  };
  for (let i = 0; i < cases; i++) {
    const operation = rnd.pick(operations);
    const { path, init, host } = requestFor(operation, context, rnd);
    let received: Received;
    try {
      received = await sendTwice(base + path, init, host);
    } catch (error) {
      // No answer at all (the connection reset) is a failure of the service too, with the case.
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
      report.errors.push(`case ${i}: ${init.method} ${path.slice(0, 200)} -> no answer (${cause})`);
      continue;
    }
    const { status, contentType, text } = received;
    report.cases++;
    const counts = report.seen.get(operation.key) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    report.seen.set(operation.key, counts);
    const what = `case ${i}: ${init.method} ${path.slice(0, 200)} -> ${status} ${text.slice(0, 200)}`;
    if (status >= 500 && status !== 503) report.errors.push(what);
    if (!operation.documented.has(status)) report.undocumented.push(`${operation.key} ${status}`);
    const json = contentType.startsWith('application/json');
    let body: unknown;
    try {
      body = json ? JSON.parse(text) : undefined;
    } catch {
      report.broken.push(`${what} (not JSON)`);
      continue;
    }
    if (status >= 400) {
      if (!isEnvelope(body)) report.broken.push(`${what} (not the failure envelope)`);
    } else if (json) {
      const validate = operation.validators.get(status);
      if (validate && !validate(body)) {
        report.broken.push(`${what} (${ajv.errorsText(validate.errors)})`);
      }
      const id = (body as { data?: { id?: unknown } }).data?.id;
      if (status === 201 && typeof id === 'string') context.jobs.push(id);
    }
  }
  report.undocumented = [...new Set(report.undocumented)];
  for (const operation of operations) {
    const seen = report.seen.get(operation.key);
    for (const code of operation.documented) {
      if (!seen?.has(code)) report.unseen.push(`${operation.key} ${code}`);
    }
  }
  return report;
}
