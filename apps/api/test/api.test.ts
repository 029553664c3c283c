import { loadPredictor } from '@peptox/predictors';
import { parseCsv } from '@peptox/tool-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../src/jobs/store.ts';
import type { Service } from '../src/server.ts';
import { call, peptides, postJson, startService, tempFolder, waitForEnd } from './helpers.ts';

const folder = tempFolder();
let base: string;
let service: Service;

beforeAll(async () => {
  ({ base, service } = await startService({
    DATABASE_URL: `sqlite:${folder.dir}/api.sqlite`,
    RATE_LIMIT: '1000',
  }));
});
afterAll(async () => {
  await service.stop();
  folder.remove();
});

const methods = ['ampep', 'rfampep30', 'mic'];
/** Every method AmPEP offers (the jobs here run the three above). */
const allMethods = [...methods, 'ampep_gb'];
const email = 'lab@example.org';
const long45 = 'GLFDIIKKIAESFGKIAESFGKIAESFGKIAESFGKIAESFGKIA';

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

describe('a job from submission to CSV', () => {
  it('runs a JSON submission and pages its rows', async () => {
    const input = `>=cmd\nGLFDIIKKIAESF\n>long_one\n${long45}\n>lower\r\nkwkl\r\nfkki*\n`;
    const submitted = await postJson(base, '/ampep/jobs', {
      input,
      methods,
      email: 'Lab@Example.org',
      description: 'frog peptides',
    });
    expect(submitted.status).toBe(201);
    const job = submitted.body.data;
    expect(job).toMatchObject({
      status: 'queued',
      methods,
      description: 'frog peptides',
      inputType: 'fasta',
    });
    expect(job.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(job.counts.sequences).toBe(3);

    const done = (await waitForEnd(base, job.id)).body.data;
    expect(done.status).toBe('finished');
    expect(done.startedAt >= done.createdAt && done.finishedAt >= done.startedAt).toBe(true);
    expect(done.counts).toEqual({ sequences: 3, invalid: 1 });
    const { result } = done;
    expect(result.total).toBe(3);
    expect(result.rows.map((r: { id: string }) => r.id)).toEqual(['=cmd', 'long_one', 'lower']);
    expect(result.rows[2].sequence).toBe('KWKLFKKI');
    const long = result.rows[1];
    expect(long.rfampep30_class).toBe(-1);
    expect(long.rfampep30_probability).toBeNull();
    expect(long.note).toMatch(/5–30/);
    expect(long.ampep_probability).toBeGreaterThanOrEqual(0);
    expect([0, 1]).toContain(result.rows[0].ampep_class);

    const page2 = (await call(base, `/jobs/${job.id}?page=2&pageSize=2`)).body.data.result;
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page2.rows.map((r: { id: string }) => r.id)).toEqual(['lower']);

    const csv = await fetch(`${base}/jobs/${job.id}/results/classification.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename=".*classification\.csv"/,
    );
    const bytes = Buffer.from(await csv.arrayBuffer());
    // A byte-order mark, so that a spreadsheet reads the file as UTF-8 ('–' in the notes).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    const table = result.tables.find((t: { id: string }) => t.id === 'classification');
    // The table's columns, and which models made the values.
    expect(lines[0]).toBe([...table.columns, 'models'].join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]?.startsWith("'=cmd,GLFDIIKKIAESF,")).toBe(true);
    // Classes in words, as the column names them; a record a method could not take says so.
    const classes = parseCsv(lines.join('\n')).slice(1);
    const at = (key: string) => (table.columns as string[]).indexOf(key);
    for (const row of classes) expect(['AMP', 'Non-AMP']).toContain(row[at('ampep_class')]);
    expect(classes.map((row) => row[at('rfampep30_class')])).toContain('Not predicted');
    const all = await (await fetch(`${base}/jobs/${job.id}/results/all.csv`)).text();
    expect(all.split('\r\n')[0]).toBe(
      [...result.columns.map((c: { key: string }) => c.key), 'models'].join(','),
    );
  });

  it('drops the tables of methods that did not run, and says which exist', async () => {
    const { body } = await postJson(base, '/ampep/jobs', {
      input: '>a\nKKLLKKLLKK',
      methods: ['ampep'],
      email,
    });
    const done = (await waitForEnd(base, body.data.id)).body.data;
    expect(done.result.columns.map((c: { key: string }) => c.key)).not.toContain('ec_mic_um');
    const missing = await call(base, `/jobs/${body.data.id}/results/activity.csv`);
    expect(missing.status).toBe(404);
    expect(missing.body.message.table[0]).toMatch(/no result table 'activity'/);
  });

  it('keeps a sequence with non-standard codes (X, B, Z) in the results, not predicted, and runs the rest', async () => {
    const { status, body } = await postJson(base, '/ampep/jobs', {
      input: '>p1\nGLFDXBZ\n>p2\nGIGKFLHSAKKFGKAFVGEIMNS\n',
      methods: ['ampep'],
      email,
    });
    expect(status).toBe(201);
    const done = (await waitForEnd(base, body.data.id)).body.data;
    expect(done.status).toBe('finished');
    expect(done.counts).toEqual({ sequences: 2, invalid: 1 });
    const [p1, p2] = done.result.rows;
    expect(p1).toMatchObject({ id: 'p1', sequence: 'GLFDXBZ', ampep_probability: null });
    expect(p1.note).toMatch(/X \(any amino acid\), B \(D or N\), Z \(E or Q\)/);
    expect(p2.ampep_probability).toBeGreaterThan(0.5);
  });

  it('takes multipart submissions: a file, methods repeated or comma-separated', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob(['>f1\nKWKLFKKIGAVLKVL\n>f2\nGIGKFLHSAKKFGKAFVGEIMNS\n']),
      'pep.fasta',
    );
    form.append('methods', 'ampep');
    form.append('methods', 'mic');
    form.append('email', email);
    const upload = await call(base, '/ampep/jobs', { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    expect(upload.body.data.methods).toEqual(['ampep', 'mic']);
    const done = (await waitForEnd(base, upload.body.data.id)).body.data;
    expect(done.result.rows.map((r: { id: string }) => r.id)).toEqual(['f1', 'f2']);
    expect(done.result.rows[0].ec_mic_um).toBeGreaterThan(0);

    const pasted = new FormData();
    pasted.append('input', '>p\nKWKLFKKIGAVLKVL');
    pasted.append('methods', 'ampep,rfampep30');
    pasted.append('email', email);
    const text = await call(base, '/ampep/jobs', { method: 'POST', body: pasted });
    expect(text.status).toBe(201);
    expect(text.body.data.methods).toEqual(['ampep', 'rfampep30']);
  });

  it('runs a genome: six frames with the chosen codon table, peptides named by contig and frame', async () => {
    // Frame +1: a stop, 12 codons, TGA, 12 codons, a stop. TGA ends a peptide in the bacterial
    // code (11) but codes tryptophan in the mycoplasma code (4).
    const contig = `TAA${'AAGCTG'.repeat(6)}TGA${'AAGCTG'.repeat(6)}TAA`;
    const run = async (codonTable: number) => {
      const { status, body } = await postJson(base, '/ampep/jobs', {
        input: `>contig1\n${contig}\n`,
        inputType: 'genome',
        codonTable,
        methods: ['ampep'],
        email,
      });
      expect(status).toBe(201);
      expect(body.data).toMatchObject({ inputType: 'genome', codonTable });
      const done = (await waitForEnd(base, body.data.id)).body.data;
      expect(done.status).toBe('finished');
      expect(done.counts.sequences).toBe(done.result.rows.length);
      return done.result.rows.filter((r: { id: string }) => r.id.includes('_f+1_'));
    };
    const bacterial = await run(11);
    expect(bacterial.map((r: { id: string }) => r.id)).toEqual([
      'contig1_f+1_4-39',
      'contig1_f+1_43-78',
    ]);
    expect(bacterial[0].sequence).toBe('KLKLKLKLKLKL');
    const mycoplasma = await run(4);
    expect(mycoplasma.map((r: { id: string; sequence: string }) => [r.id, r.sequence])).toEqual([
      ['contig1_f+1_4-78', 'KLKLKLKLKLKLWKLKLKLKLKLKL'],
    ]);
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

describe('jobs by e-mail', () => {
  it('lists 20 a page, newest first, never the sequences, only that address', async () => {
    const who = 'pager@example.org';
    for (let i = 0; i < 21; i++) {
      await postJson(base, '/ampep/jobs', {
        input: '>s\nKKLLKKA',
        methods: ['ampep'],
        email: who,
        description: `job ${i}`,
      });
    }
    await postJson(base, '/ampep/jobs', {
      input: '>s\nKKLLKK',
      methods: ['ampep'],
      email: 'someone-else@example.org',
    });
    const first = await call(
      base,
      `/jobs?email=${encodeURIComponent('Pager@Example.org')}&tool=ampep`,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 20, total: 21 });
    expect(first.body.data.items).toHaveLength(20);
    expect(first.body.data.items[0].description).toBe('job 20');
    expect(Object.keys(first.body.data.items[0]).sort()).toEqual(
      ['createdAt', 'description', 'finishedAt', 'id', 'status', 'tool'].sort(),
    );
    expect(JSON.stringify(first.body)).not.toMatch(/KKLLKK/);
    const second = await call(base, `/jobs?email=${who}&page=2`);
    expect(second.body.data.items.map((j: { description: string }) => j.description)).toEqual([
      'job 0',
    ]);
    const missing = await call(base, '/jobs');
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.message)).toEqual(['email']);
  });

  it("lists an address's jobs of every tool when no tool is named", async () => {
    const who = 'across@example.org';
    const peptides = await postJson(base, '/ampep/jobs', {
      input: '>s\nKKLLKKA',
      methods: ['ampep'],
      email: who,
    });
    const anticancer = await postJson(base, '/acpep/jobs', {
      input: '>s\nKKLLKKA',
      methods: ['acpep'],
      email: who,
    });
    const all = (await call(base, `/jobs?email=${who}`)).body.data;
    const listed = all.items.map((j: { id: string; tool: string }) => `${j.tool} ${j.id}`);
    expect(listed.sort()).toEqual([
      `acpep ${anticancer.body.data.id}`,
      `ampep ${peptides.body.data.id}`,
    ]);
    expect((await call(base, `/jobs?email=${who}&tool=ampep`)).body.data.total).toBe(1);
  });

  it('takes a job without an address: found by its id, listed under none', async () => {
    expect((await call(base, '/service')).body.data.listByAddress).toBe('open');
    const { status, body } = await postJson(base, '/ampep/jobs', {
      input: '>s\nKKLLKKA',
      methods: ['ampep'],
    });
    expect(status).toBe(201);
    expect((await call(base, `/jobs/${body.data.id}`)).status).toBe(200);
    const empty = await call(base, '/jobs?email=');
    expect(empty.status).toBe(422);
  });
});

describe('a service that lists no jobs by address (LIST_JOBS_BY_ADDRESS=off)', () => {
  let off: { base: string; service: Service };
  beforeAll(async () => {
    off = await startService({
      DATABASE_URL: `sqlite:${folder.dir}/off.sqlite`,
      WORKERS: '0',
      LIST_JOBS_BY_ADDRESS: 'off',
    });
  });
  afterAll(() => off.service.stop());

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

describe('statistics', () => {
  it('counts jobs per day, zero days included, and per method', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const tool = 'ampep';
    const before = (await call(base, `/${tool}/statistics?days=3`)).body.data;
    await insertJob(
      service.context.db,
      {
        tool,
        email,
        description: null,
        methods: ['mic'],
        inputType: 'fasta',
        codonTable: null,
        input: '',
        sequences: 0,
      },
      twoDaysAgo,
    );
    const after = (await call(base, `/${tool}/statistics?days=3`)).body.data;
    expect(after.days.map((d: { date: string }) => d.date)).toEqual(
      [2, 1, 0].map((n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)),
    );
    expect(after.days[0].jobs).toBe(before.days[0].jobs + 1);
    expect(after.days[1].jobs).toBe(0);
    expect(after.days[2].jobs).toBeGreaterThan(20);
    const mic = (s: typeof after) => s.methods.find((m: { method: string }) => m.method === 'mic');
    expect(mic(after)).toMatchObject({ label: expect.any(String), jobs: mic(before).jobs + 1 });
    expect((await call(base, '/nothing/statistics')).status).toBe(404);
  });
});

describe('a large job', () => {
  it('finishes 10 000 sequences and pages them', async () => {
    const { body } = await postJson(base, '/ampep/jobs', {
      input: peptides(10_000),
      methods,
      email,
    });
    const done = (await waitForEnd(base, body.data.id, '?page=100&pageSize=100')).body.data;
    expect(done).toMatchObject({ status: 'finished', error: null, counts: { sequences: 10_000 } });
    expect(done.result.total).toBe(10_000);
    expect(done.result.rows.map((r: { id: string }) => r.id).at(-1)).toBe('pep_10000');
    const csv = await (await fetch(`${base}/jobs/${body.data.id}/results/scores.csv`)).text();
    expect(csv.trimEnd().split('\r\n')).toHaveLength(10_001);
  });
});
