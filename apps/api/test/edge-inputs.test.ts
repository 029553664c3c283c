import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../src/server.ts';
import { call, postJson, startService, tempFolder } from './helpers.ts';
import { type PostgresCluster, startPostgres } from './support/postgres.ts';

// What a fuzzing probe sent that was answered with a 500 or not as the envelope: numbers
// that are not finite integers in base 10, U+0000 in text (PostgreSQL cannot store it), a key
// __proto__, a client that half-closes its connection, requests Node's parser or CORS refuses.
// On both stores, which must answer alike.
const folder = tempFolder();
let cluster: PostgresCluster | undefined;
afterAll(() => {
  cluster?.stop();
  folder.remove();
});

const job = { input: '>a\nKKLLKKLL', methods: ['ampep'], email: 'edge@example.org' };
const digits = (field: string, value: string) =>
  `${field} must be a whole number written in decimal digits (such as 2), not '${value}'.`;

/** One raw HTTP exchange: what a client writes, everything the server answers until it closes. */
function raw(base: string, request: string, halfClose = false): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      if (halfClose) socket.end(request);
      else socket.write(request);
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
      // Without a half-close the connection stays open: one whole answer is enough.
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (!halfClose && Buffer.byteLength(body) >= length) socket.destroy();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const envelope = (answer: string) => JSON.parse(answer.split('\r\n\r\n')[1] ?? '');

describe.each(['sqlite', 'postgres'] as const)('edge inputs on %s', (store) => {
  let base: string;
  let service: Service;
  beforeAll(async () => {
    let url = `sqlite:${folder.dir}/edges.sqlite`;
    if (store === 'postgres') {
      cluster = await startPostgres();
      url = await cluster.createDatabase('edges');
    }
    ({ base, service } = await startService({
      DATABASE_URL: url,
      WORKERS: '0',
      RATE_LIMIT: '0',
      RATE_LIMIT_READS: '0',
    }));
  });
  afterAll(() => service?.stop());

  it('takes integer parameters written in decimal digits only, and in range', async () => {
    const id = (await postJson(base, '/ampep/jobs', job)).body.data.id;
    const cases: [string, string, string][] = [
      ['/jobs?email=a@b.org&page=', 'page', 'Infinity'],
      ['/jobs?email=a@b.org&page=', 'page', '-Infinity'],
      ['/jobs?email=a@b.org&page=', 'page', '0x10'],
      ['/jobs?email=a@b.org&page=', 'page', '1e3'],
      ['/jobs?email=a@b.org&page=', 'page', '%20'],
      ['/ampep/statistics?days=', 'days', '1e309'],
      ['/ampep/statistics?days=', 'days', 'NaN'],
      [`/jobs/${id}?page=`, 'page', 'Infinity'],
      [`/jobs/${id}?pageSize=`, 'pageSize', '0b11'],
    ];
    for (const [path, field, value] of cases) {
      const answer = await call(base, path + value);
      expect(answer.status, path + value).toBe(422);
      const label = {
        page: 'The page number',
        days: 'The number of days',
        pageSize: 'The page size',
      }[field] as string;
      expect(answer.body.message[field]).toEqual([digits(label, decodeURIComponent(value))]);
    }
    const huge = '9'.repeat(400);
    expect((await call(base, `/jobs?email=a@b.org&page=${huge}`)).body.message).toEqual({
      page: ['The page number must be at most 1000000.'],
    });
    expect((await call(base, `/ampep/statistics?days=-${huge}`)).body.message).toEqual({
      days: ['The number of days must be at least 1.'],
    });
    // In range and in digits, as before; a page past the rows has none, and says which it is.
    expect((await call(base, '/ampep/statistics?days=007')).body.data.days).toHaveLength(7);
    const page = await call(base, `/jobs?email=${job.email}&page=1000000`);
    expect(page.body.data).toMatchObject({ page: 1_000_000, items: [] });
  });

  it('refuses U+0000 in any text with a sentence naming the field', async () => {
    const nul = '\u0000';
    const description = await postJson(base, '/ampep/jobs', { ...job, description: `a${nul}b` });
    expect(description.status).toBe(422);
    expect(description.body.message).toEqual({
      description: [
        'The description holds a NUL character (U+0000), which is not accepted; remove it and send it again.',
      ],
    });
    const header = await postJson(base, '/ampep/jobs', { ...job, input: `>ok\nKK\n>a${nul}\nKK` });
    expect(header.body.message.input).toEqual([
      'The input holds a NUL character (U+0000) on line 3, which is not accepted; remove it and send it again.',
    ]);
    const methods = await postJson(base, '/ampep/jobs', { ...job, methods: [`ampep${nul}`] });
    expect(Object.keys(methods.body.message)).toEqual(['methods']);
    const list = await call(base, `/jobs?email=${encodeURIComponent(`a${nul}@b.org`)}`);
    expect(list.status).toBe(422);
    expect(list.body.message.email[0]).toMatch(/^The e-mail address holds a NUL character/);
    const tool = await call(base, `/${encodeURIComponent(`amp${nul}`)}/statistics`);
    expect(tool.status).toBe(422);
    const link = await postJson(base, '/retrieval-links', {
      email: `a${nul}@b.org`,
      tool: 'ampep',
    });
    expect(link.body.message.email[0]).toMatch(/NUL character/);

    const form = new FormData();
    form.append('input', `>x${nul}\nKK`);
    form.append('methods', 'ampep');
    form.append('email', job.email);
    form.append('description', `d${nul}`);
    const multipart = await call(base, '/ampep/jobs', { method: 'POST', body: form });
    expect(multipart.status).toBe(422);
    expect(Object.keys(multipart.body.message).sort()).toEqual(['description', 'input']);
  });

  it("reads a form's codon table in decimal digits only", async () => {
    const genome = (codonTable: string) => {
      const form = new FormData();
      form.append('input', '>contig\nATGAAACTGAAACTGTAA\n');
      form.append('inputType', 'genome');
      form.append('codonTable', codonTable);
      form.append('methods', 'ampep');
      form.append('email', job.email);
      return call(base, '/ampep/jobs', { method: 'POST', body: form });
    };
    expect((await genome('11')).body.data.codonTable).toBe(11);
    for (const value of ['0x0B', '1e1', ' 11']) {
      const answer = await genome(value);
      expect(answer.status, value).toBe(422);
      expect(Object.keys(answer.body.message)).toEqual(['codonTable']);
    }
  });

  it('takes a JSON body with a __proto__ key as valid JSON and leaves the key out', async () => {
    const body = `{"__proto__":{"polluted":1},"input":">a\\nKKLL","methods":["ampep"],"email":"${job.email}"}`;
    const answer = await call(base, '/ampep/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(answer.status).toBe(201);
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
  });

  it('answers a client that half-closes its connection once it has sent the request', async () => {
    const body = JSON.stringify({ ...job, description: 'half-closed' });
    const { host } = new URL(base);
    const answer = await raw(
      base,
      `POST /api/v1/ampep/jobs HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      true,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(envelope(answer).data.description).toBe('half-closed');
  });

  it("answers what Node's parser and CORS refuse with the envelope too", async () => {
    const broken = await raw(
      base,
      'GET /api/v1/tools HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n',
    );
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(envelope(broken)).toEqual({
      status: 0,
      message: {
        request: ['The request could not be read as HTTP (a broken request line or header).'],
      },
    });
    const big = await raw(
      base,
      `GET /api/v1/tools HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(envelope(big).message.request[0]).toMatch(/headers are larger/);
    const preflight = await call(base, '/ampep/jobs', { method: 'OPTIONS' });
    expect(preflight).toEqual({
      status: 400,
      body: {
        status: 0,
        message: {
          request: [
            'A CORS preflight request needs the Origin and Access-Control-Request-Method headers.',
          ],
        },
      },
    });
  });

  it("names the body and the endpoint's own limit when a retrieval-link request is too large", async () => {
    const answer = await postJson(base, '/retrieval-links', {
      email: 'x'.repeat(100_000),
      tool: 'ampep',
    });
    expect(answer).toEqual({
      status: 413,
      body: {
        status: 0,
        message: {
          body: ['The request body is larger than the 16 KB that this endpoint accepts.'],
        },
      },
    });
  });

  it('checks the pattern of a job id before looking it up', async () => {
    const answer = await call(base, '/jobs/not-an-id');
    expect(answer.status).toBe(422);
    expect(answer.body.message.id).toEqual([
      'The job id must be 22 characters of letters, digits, - and _; check that it was copied in full.',
    ]);
  });
});
