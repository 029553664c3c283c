import { Ajv } from 'ajv';
import { type OpenApi, operationsOf } from './fuzz-openapi.ts';
import { type FuzzReport, isEnvelope } from './fuzz-report.ts';
import { type Context, requestFor } from './fuzz-requests.ts';
import { type Received, sendTwice } from './fuzz-send.ts';
import { EMAILS, random } from './fuzz-values.ts';

// A seeded fuzzer built from the served OpenAPI document: every case is one request to one of the
// document's operations, its path and query parameters and its body (each content type the
// operation documents) made from the document's schemas, with values that are valid as often as
// not and otherwise the edges clients send: numbers that are not base-10 integers, text with
// U+0000 or lone surrogates, wrong types, missing and extra fields, __proto__, broken JSON,
// JSON nested 10 000 deep, other content types, foreign origins, foreign host names (DNS
// rebinding), headers too large. Each answer is checked: never a 500, a status the
// document lists for the operation, a failure as the envelope, a success as its schema says.

export { describeReport, type FuzzReport } from './fuzz-report.ts';

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
