import { beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../src/jobs/store.ts';
import { call, postJson } from './helpers.ts';
import { email, serviceForTests } from './support/api-service.ts';

// An address's jobs, listed a page at a time, and a tool's statistics (which count the jobs
// listed here: more than 20 today).
const api = serviceForTests('job-lists', { RATE_LIMIT: '1000' });
let base: string;
beforeAll(() => {
  base = api.base;
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

describe('statistics', () => {
  it('counts jobs per day, zero days included, and per method', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    const tool = 'ampep';
    const before = (await call(base, `/${tool}/statistics?days=3`)).body.data;
    await insertJob(
      api.service.context.db,
      {
        tool,
        email,
        description: null,
        methods: ['mic'],
        inputType: 'fasta',
        codonTable: null,
        input: '',
        records: 0,
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
