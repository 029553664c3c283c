import type { ScoreChanges } from '@peptox/mutant-scan';
import { scanSize } from '@peptox/sequence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../src/server.ts';
import { call, peptides, postJson, startService, tempFolder, waitForEnd } from './helpers.ts';

// Instant answers and mutant scans on the real service: the reserved thread, real predictors.
const folder = tempFolder();
let base: string;
let service: Service;

beforeAll(async () => {
  ({ base, service } = await startService({
    DATABASE_URL: `sqlite:${folder.dir}/instant.sqlite`,
    INSTANT_THREADS: '1',
    RATE_LIMIT: '1000',
    RATE_LIMIT_INSTANT: '1000',
  }));
}, 120_000);
afterAll(async () => {
  await service.stop();
  folder.remove();
});

const email = 'lab@example.org';
const three =
  '>magainin2\nGIGKFLHSAKKFGKAFVGEIMNS\n>tiny\nKK\n>melittin\nGIGAVLKVLTTGLPALISWIKRKRQQ\n';
const MAGAININ = 'GIGKFLHSAKKFGKAFVGEIMNS';

describe('POST /{tool}/predict', () => {
  it('is stated in GET /tools: 100 peptides or 20 molecules, scans of 60 residues', async () => {
    const tools = (await call(base, '/tools')).body.data as {
      id: string;
      limits: Record<string, number>;
    }[];
    const limits = (id: string) => tools.find((t) => t.id === id)?.limits;
    expect(limits('ampep')).toMatchObject({ maxInstantRecords: 100, maxScanLength: 60 });
    expect(limits('profile')).toMatchObject({ maxInstantRecords: 100, maxScanLength: 60 });
    expect(limits('bestox')?.maxInstantRecords).toBe(20);
    expect(limits('bestox')).not.toHaveProperty('maxScanLength');
  });

  it("answers a job's rows and columns at once, without a job", async () => {
    const methods = ['ampep_gb', 'mic'];
    const instant = await postJson(base, '/ampep/predict', { input: three, methods });
    expect(instant.status).toBe(200);
    const submitted = await postJson(base, '/ampep/jobs', { input: three, methods, email });
    const job = (await waitForEnd(base, submitted.body.data.id)).body.data;
    expect(instant.body.data.columns).toEqual(job.result.columns);
    expect(instant.body.data.tables).toEqual(job.result.tables);
    expect(instant.body.data.rows).toEqual(job.result.rows);
    expect(instant.body.data.modelVersions).toEqual(job.modelVersions);
    // The evidence comes with the answer, as with a job.
    expect(instant.body.data.rows[0]).toMatchObject({
      id: 'magainin2',
      ec_mic_nearest_similarity: 1,
      ec_mic_um_low: expect.any(Number),
    });
  });

  it('answers the peptide profile with the selectivity indices', async () => {
    const { status, body } = await postJson(base, '/profile/predict', {
      input: `>m\n${MAGAININ}\n`,
      methods: ['mic', 'hc50', 'acpep'],
    });
    expect(status).toBe(200);
    const [row] = body.data.rows;
    // Magainin 2's HC50 and E. coli MIC were measured: the index divides what the row leads with.
    const headline = (key: string) => row[`${key}_measured`] ?? row[key];
    expect(row.ec_mic_um_measured).toEqual(expect.any(Number));
    expect(row.selectivity_index_ec).toBeCloseTo(headline('hc50_um') / headline('ec_mic_um'), 1);
    expect(row.acpep_probability).toEqual(expect.any(Number));
    expect(body.data.columns.map((c: { key: string }) => c.key)).not.toContain('ampep_probability');
  });

  it('answers a compound tool for a few molecules', async () => {
    const { status, body } = await postJson(base, '/bestox/predict', {
      input: 'CCO ethanol\nc1ccccc1O phenol\n',
      methods: ['ld50'],
    });
    expect(status).toBe(200);
    expect(body.data.rows.map((r: { id: string }) => r.id)).toEqual(['ethanol', 'phenol']);
  }, 60_000);

  it('refuses what is too large or not for an instant answer, saying so', async () => {
    const many = await postJson(base, '/ampep/predict', { input: peptides(101), methods: ['mic'] });
    expect(many.status).toBe(422);
    expect(many.body.message.input).toEqual([
      'The input holds 101 sequences; instant answers take at most 100 at a time, so submit it as a job.',
    ]);
    const molecules = Array.from({ length: 21 }, (_, i) => `${'C'.repeat(i + 1)}O m${i}`).join(
      '\n',
    );
    const compounds = await postJson(base, '/bestox/predict', {
      input: molecules,
      methods: ['ld50'],
    });
    expect(compounds.status).toBe(422);
    expect(compounds.body.message.input[0]).toContain('at most 20 at a time');
    const genome = await postJson(base, '/ampep/predict', {
      input: '>c\nATGAAATAA\n',
      inputType: 'genome',
      methods: ['mic'],
    });
    expect(genome.body.message.inputType).toEqual([
      'Instant answers take peptides, not a genome; submit a genome as a job.',
    ]);
    const odd = await postJson(base, '/ampep/predict', { input: '>x\nAC1D\n', methods: ['nope'] });
    expect(odd.status).toBe(422);
    expect(Object.keys(odd.body.message).sort()).toEqual(['input', 'methods']);
    expect((await postJson(base, '/nope/predict', { input: three, methods: ['mic'] })).status).toBe(
      404,
    );
    const text = await call(base, '/ampep/predict', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: three,
    });
    expect(text.status).toBe(415);
    const broken = await call(base, '/ampep/predict', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"input":',
    });
    expect(broken.status).toBe(400);
    const huge = await postJson(base, '/ampep/predict', {
      input: `>x\n${'A'.repeat(1_200_000)}\n`,
      methods: ['mic'],
    });
    expect(huge.status).toBe(413);
    expect(huge.body.status).toBe(0);
  });

  it('is never queued behind a batch job', async () => {
    // The one job thread is busy with 2 000 peptides; the answer comes while the job runs.
    const job = await postJson(base, '/ampep/jobs', {
      input: peptides(2_000, 'batch'),
      methods: ['ampep', 'rfampep30', 'mic', 'ampep_gb'],
      email,
    });
    expect(job.status).toBe(201);
    for (;;) {
      const { body } = await call(base, `/jobs/${job.body.data.id}`);
      if (body.data.status === 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answer = await postJson(base, '/ampep/predict', { input: three, methods: ['mic'] });
    expect(answer.status).toBe(200);
    const during = await call(base, `/jobs/${job.body.data.id}`);
    expect(during.body.data.status).toBe('running');
    await waitForEnd(base, job.body.data.id);
  }, 120_000);
});

describe('POST /{tool}/scan', () => {
  it("predicts every variant of a peptide, values only, with the wild type's value", async () => {
    const { status, body } = await postJson(base, '/profile/scan', {
      sequence: MAGAININ.toLowerCase(),
      methods: ['mic', 'hc50', 'ampep_gb'],
    });
    expect(status).toBe(200);
    const { variants, rows, wildType } = body.data;
    expect(variants).toHaveLength(scanSize(MAGAININ.length));
    expect(rows).toHaveLength(variants.length);
    expect(variants[0]).toEqual({
      id: 'G1A',
      kind: 'substitution',
      position: 1,
      from: 'G',
      to: 'A',
      sequence: `A${MAGAININ.slice(1)}`,
    });
    expect(rows[0]).toMatchObject({ id: 'G1A', sequence: `A${MAGAININ.slice(1)}` });
    expect(rows[0].ec_mic_um).toEqual(expect.any(Number));
    // Values only: no evidence columns, no intervals.
    expect(body.data.columns.some((c: { role?: string }) => c.role)).toBe(false);
    expect(rows[0]).not.toHaveProperty('ec_mic_nearest_id');
    expect(rows[0]).not.toHaveProperty('ec_mic_um_low');
    // The wild type's value is the instant answer's.
    const single = await postJson(base, '/profile/predict', {
      input: `>m\n${MAGAININ}\n`,
      methods: ['mic', 'hc50', 'ampep_gb'],
    });
    expect(wildType.ec_mic_um).toBe(single.body.data.rows[0].ec_mic_um);
    // The scan compares predictions with predictions (its changes of the MICs and the HC50 are
    // anchored on the measured values apart): its wild type's index divides the predicted values.
    expect(wildType.selectivity_index_ec).toBeCloseTo(wildType.hc50_um / wildType.ec_mic_um, 1);
  });

  it("gives each variant's change in the MICs and the HC50 against the wild type's anchor, with the benchmark's uncertainty", async () => {
    const { body } = await postJson(base, '/profile/scan', {
      sequence: MAGAININ,
      methods: ['mic', 'hc50', 'ampep_gb'],
    });
    const { variants, changes, wildType } = body.data;
    // The scores a scan benchmark measured, and no probability.
    const byColumn = Object.fromEntries(
      changes.map((c: { column: string }) => [c.column, c]),
    ) as Record<string, ScoreChanges>;
    expect(Object.keys(byColumn).sort()).toEqual(['ec_mic_um', 'hc50_um', 'sa_mic_um']);
    // Magainin 2 is measured against E. coli and for hemolysis, not against S. aureus.
    const single = await postJson(base, '/profile/predict', {
      input: `>m\n${MAGAININ}\n`,
      methods: ['mic', 'hc50'],
    });
    const row = single.body.data.rows[0];
    const ec = byColumn.ec_mic_um as ScoreChanges;
    expect(ec.anchor).toMatchObject({
      kind: 'measured',
      unit: 'µM',
      value: row.ec_mic_nearest_measured,
    });
    expect(ec.anchor.record).toBe(row.ec_mic_nearest_id);
    expect(byColumn.hc50_um?.anchor.kind).toBe('measured');
    expect(byColumn.sa_mic_um?.anchor).toMatchObject({
      kind: 'predicted',
      value: wildType.sa_mic_um,
      record: null,
    });
    for (const scored of Object.values(byColumn)) {
      expect(scored.changes).toHaveLength(variants.length);
      expect(scored.changes.every((c) => typeof c === 'number')).toBe(true);
      const { cases } = scored.benchmark;
      expect(scored.uncertainty).toBe(cases[scored.anchor.kind].figures.uncertainty);
      expect(scored.uncertainty).toBeGreaterThan(0);
      expect(cases.measured.figures.pairs).toBeGreaterThan(100);
    }
  });

  it('takes a peptide of the standard residues, 5 to 60 long, of a peptide tool', async () => {
    const scan = (tool: string, sequence: unknown) =>
      postJson(base, `/${tool}/scan`, {
        sequence,
        methods: tool === 'bestox' ? ['ld50'] : ['mic'],
      });
    expect((await scan('ampep', 'K'.repeat(61))).body.message.sequence).toEqual([
      'The peptide has 61 residues; a mutant scan takes at most 60.',
    ]);
    expect((await scan('ampep', 'KKK')).body.message.sequence).toEqual([
      'The peptide has 3 residues; a mutant scan takes at least 5.',
    ]);
    expect((await scan('ampep', 'KKXKK')).body.message.sequence[0]).toContain("'X' at position 3");
    expect((await scan('ampep', 12)).status).toBe(422);
    expect((await scan('bestox', 'KKLLKK')).body.message.tool[0]).toContain('reads molecules');
  });
});

describe('without instant threads', () => {
  it('says so, and jobs work as before', async () => {
    const off = tempFolder();
    const { base: offBase, service: offService } = await startService({
      DATABASE_URL: `sqlite:${off.dir}/off.sqlite`,
      WORKERS: '0',
    });
    try {
      const tools = (await call(offBase, '/tools')).body.data;
      expect(tools[0].limits).not.toHaveProperty('maxInstantRecords');
      const answer = await postJson(offBase, '/ampep/predict', { input: three, methods: ['mic'] });
      expect(answer.status).toBe(503);
      expect(answer.body.message.instant).toEqual([
        'This server gives no instant answers; submit the input as a job instead.',
      ]);
    } finally {
      await offService.stop();
      off.remove();
    }
  });
});

describe('the rate limit of instant answers', () => {
  it('is its own: past it, 429 with a sentence; submissions are not counted', async () => {
    const limited = tempFolder();
    const { base: b, service: s } = await startService({
      DATABASE_URL: `sqlite:${limited.dir}/limited.sqlite`,
      WORKERS: '0',
      INSTANT_THREADS: '1',
      RATE_LIMIT_INSTANT: '2',
    });
    try {
      const ask = () => postJson(b, '/ampep/predict', { input: three, methods: ['mic'] });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const third = await ask();
      expect(third.status).toBe(429);
      expect(third.body.message.rate[0]).toMatch(/^Too many requests came from your address/);
      const job = await postJson(b, '/ampep/jobs', { input: three, methods: ['mic'], email });
      expect(job.status).toBe(201);
    } finally {
      await s.stop();
      limited.remove();
    }
  }, 60_000);
});
