import { loadPredictor } from '@peptox/predictors';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, postJson } from './helpers.ts';
import { email, methods, serviceForTests } from './support/api-service.ts';

// The service's description of itself and its policy, and the submissions it refuses.
const api = serviceForTests('api', { RATE_LIMIT: '1000' });
let base: string;
beforeAll(() => {
  base = api.base;
});

/** Every method AmPEP offers (the jobs run the three of `methods`). */
const allMethods = [...methods, 'ampep_gb'];

describe('service information', () => {
  it('answers health, tools with their methods and limits, and the codon tables', async () => {
    expect((await call(base, '/health')).body).toEqual({
      status: 1,
      data: {
        ok: true,
        store: 'sqlite',
        queue: {
          kind: 'embedded',
          queued: expect.any(Number),
          running: expect.any(Number),
          takingJobs: true,
        },
        workers: { threads: 1, busy: expect.any(Number), processes: 1, ready: 1 },
      },
    });
    const tools = await call(base, '/tools');
    const ampep = tools.body.data.find((t: { id: string }) => t.id === 'ampep');
    expect(ampep.methods.map((m: { id: string }) => m.id)).toEqual(allMethods);
    expect(ampep.tables.map((t: { id: string }) => t.id)).toEqual([
      'classification',
      'scores',
      'activity',
      'evidence',
    ]);
    expect(ampep.genome).toEqual({ minLength: expect.any(Number), maxLength: expect.any(Number) });
    expect(ampep.limits).toEqual({
      maxTextBytes: 1048576,
      maxGenomeBytes: 52428800,
      maxSequences: 10000,
      maxDescriptionLength: 255,
    });
    const codes = (await call(base, '/codon-tables')).body.data;
    expect(codes).toContainEqual({ id: 11, name: expect.stringMatching(/Bacterial/) });
    expect(codes.map((c: { id: number }) => c.id)).toEqual([
      1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 15, 16, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
      32, 33,
    ]);
  });

  it('serves one tool with the cards of the models that serve it, and 404 for another', async () => {
    const { status, body } = await call(base, '/tools/ampep');
    expect(status).toBe(200);
    expect(body.data.methods.map((m: { id: string }) => m.id)).toEqual(allMethods);
    const cards = body.data.modelCards as { name: string; method: string; metrics: object }[];
    expect(cards.map((c) => c.name)).toEqual([
      'ampep',
      'rfampep30',
      'mic-ec',
      'mic-sa',
      'ampep-gb',
    ]);
    for (const card of cards) {
      expect(allMethods).toContain(card.method);
      expect(card.metrics).toHaveProperty('validation');
    }
    // The cards the predictor serves with, as they are.
    expect(cards).toEqual((await loadPredictor('ampep'))?.modelCards);
    const missing = await call(base, '/tools/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.status).toBe(0);
    // The project's targets are not on the cards (docs/measurements.md keeps them), nor served.
    const bestoxCards = (await loadPredictor('bestox'))?.modelCards;
    expect(bestoxCards?.[0]).not.toHaveProperty('targets');
    const bestox = (await call(base, '/tools/bestox')).body.data;
    expect(bestox.modelCards).toEqual(bestoxCards);
    expect(bestox.modelCards[0]).not.toHaveProperty('targets');
    expect(bestox.modelCards[0].notes.join(' ')).not.toMatch(/\bissue\b|Target/);
  });

  it('serves an OpenAPI 3 document with every path', async () => {
    const { status, body } = await call(base, '/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths).sort()).toEqual(
      [
        '/api/v1/codon-tables',
        '/api/v1/health',
        '/api/v1/service',
        '/api/v1/retrieval-links',
        '/api/v1/jobs',
        '/api/v1/jobs/{id}',
        '/api/v1/jobs/{id}/changes',
        '/api/v1/jobs/{id}/files/{name}',
        '/api/v1/jobs/{id}/rerun',
        '/api/v1/jobs/{id}/results/{table}.csv',
        '/api/v1/tools',
        '/api/v1/tools/{tool}',
        '/api/v1/{tool}/jobs',
        '/api/v1/{tool}/predict',
        '/api/v1/{tool}/scan',
        '/api/v1/{tool}/statistics',
      ].sort(),
    );
    const submit = body.paths['/api/v1/{tool}/jobs'].post;
    expect(Object.keys(submit.requestBody.content)).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    expect(submit.responses['422'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/Failure',
    );
  });

  it('lets the configured origins (the site on :3000) call it from a browser', async () => {
    const preflight = await fetch(`${base}/ampep/jobs`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const stranger = await fetch(`${base}/tools`, {
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const { status, body } = await call(base, '/nowhere?x=1');
    expect(status).toBe(404);
    expect(body).toEqual({
      status: 0,
      message: { route: ['There is no endpoint GET /api/v1/nowhere.'] },
    });
  });
});

describe('invalid submissions', () => {
  const submit = (body: Record<string, unknown>) =>
    postJson(base, '/ampep/jobs', { input: '>a\nKKLLKKLL', methods, email, ...body });

  it('names the sequence and position of a bad letter, duplicate and missing headers', async () => {
    const { status, body } = await submit({ input: '>AC_3\nKKLLKK1L\n>AC_3\nKK\n' });
    expect(status).toBe(422);
    expect(body.status).toBe(0);
    expect(body.message.input).toContainEqual(
      "Sequence 'AC_3' has '1' at position 7; only the 20 standard amino acids (and the codes B, J, O, U, X and Z, kept but not predicted) are allowed.",
    );
    expect(body.message.input.join(' ')).toMatch(/'AC_3'.*line 3/);
    const headless = await submit({ input: 'KKLLKK\n>b\nKK' });
    expect(headless.status).toBe(422);
    expect(headless.body.message.input[0]).toMatch(/line 1\b/i);
  });

  it('checks e-mail, description and methods', async () => {
    const bad = await submit({
      email: 'not-an-address',
      description: 'd'.repeat(256),
      methods: ['ampep', 'blast'],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toEqual({
      email: [expect.stringMatching(/'not-an-address' is not a valid e-mail address/)],
      description: ['The description is 256 characters long; at most 255 are allowed.'],
      methods: [
        expect.stringMatching(
          /'blast' is not a method of AmPEP; choose from ampep, rfampep30, mic/,
        ),
      ],
    });
    const none = await submit({ methods: [] });
    expect(none.body.message).toEqual({ methods: ['Choose at least one method to run.'] });
  });

  it('answers 413 for text over 1 MB, pasted or uploaded', async () => {
    const big = `>a\n${'K'.repeat(1024 * 1024)}\n`;
    const pasted = await submit({ input: big });
    expect(pasted.status).toBe(413);
    expect(pasted.body.message.input[0]).toMatch(/at most 1 MB/);
    const form = new FormData();
    form.append('file', new Blob([big]), 'big.fasta');
    form.append('methods', 'ampep');
    form.append('email', email);
    const uploaded = await call(base, '/ampep/jobs', { method: 'POST', body: form });
    expect(uploaded.status).toBe(413);
    expect(uploaded.body.message.file[0]).toMatch(/The file has 1,048,580 bytes; at most 1 MB/);
  });

  it('answers malformed bodies and other media types with the envelope', async () => {
    const text = await call(base, '/ampep/jobs', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '>a\nKK',
    });
    expect(text.status).toBe(415);
    expect(text.body).toEqual({
      status: 0,
      message: { body: [expect.stringMatching(/JSON .* multipart/)] },
    });
    const broken = await call(base, '/ampep/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"input": ',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toEqual({ body: ['The request body is not valid JSON.'] });
  });

  it('answers 404 for an unknown tool or job, and 422 for a bad page size', async () => {
    const tool = await postJson(base, '/blastp/jobs', { input: '>a\nKK', methods, email });
    expect(tool.status).toBe(404);
    expect(tool.body.message).toEqual({ tool: ["There is no tool called 'blastp'."] });
    const job = await call(base, '/jobs/AAAAAAAAAAAAAAAAAAAAAA');
    expect(job.status).toBe(404);
    expect(job.body.message.id[0]).toMatch(/No job has the id 'AAAAAAAAAAAAAAAAAAAAAA'/);
    const page = await call(base, '/jobs/AAAAAAAAAAAAAAAAAAAAAA?pageSize=20000');
    expect(page.status).toBe(422);
    expect(page.body.message.pageSize).toEqual(['The page size must be at most 10000.']);
  });
});

describe('a service that lists no jobs by address (LIST_JOBS_BY_ADDRESS=off)', () => {
  const off = serviceForTests('off', { WORKERS: '0', LIST_JOBS_BY_ADDRESS: 'off' });

  it('says so, and refuses the list with a sentence', async () => {
    expect((await call(off.base, '/service')).body.data).toMatchObject({
      mail: false,
      listByAddress: 'off',
    });
    const denied = await call(off.base, '/jobs?email=lab@example.org');
    expect(denied.status).toBe(403);
    expect(denied.body.message.email[0]).toMatch(/does not list jobs by e-mail address/);
    const link = await postJson(off.base, '/retrieval-links', {
      email: 'lab@example.org',
      tool: 'ampep',
    });
    expect(link.status).toBe(403);
  });
});
