import { parseCsv, type ResultRow } from '@peptox/tool-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJob, endJob, findJob, insertJob, storeResultChunk } from '../src/jobs/store.ts';
import type { Service } from '../src/server.ts';
import {
  type Answer,
  call,
  peptides,
  postJson,
  startService,
  tempFolder,
  waitForEnd,
} from './helpers.ts';

const folder = tempFolder();
let base: string;
let service: Service;

beforeAll(async () => {
  ({ base, service } = await startService({
    DATABASE_URL: `sqlite:${folder.dir}/rerun.sqlite`,
    TOOLS: 'ampep,hemopep',
    RATE_LIMIT: '1000',
  }));
});
afterAll(async () => {
  await service.stop();
  folder.remove();
});

const email = 'rerun@example.org';

async function finishedJob(tool: string, input: string, methods: string[]) {
  const submitted = await postJson(base, `/${tool}/jobs`, { input, methods, email });
  expect(submitted.status).toBe(201);
  const ended = await waitForEnd(base, submitted.body.data.id, '?pageSize=1000');
  expect(ended.body.data.status).toBe('finished');
  return ended.body.data;
}

describe('which models made a job', () => {
  it('names them on the job and on every row of its CSV', async () => {
    const job = await finishedJob('hemopep', peptides(3), ['hc50']);
    expect(job.rerunOf).toBeNull();
    for (const version of job.modelVersions) {
      expect(version).toEqual({
        model: expect.any(String),
        method: 'hc50',
        version: expect.stringMatching(/^[0-9a-f]{12}$/),
        trainedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    }
    const csv = await call(base, `/jobs/${job.id}/results/all.csv`);
    const [header, ...rows] = parseCsv(csv.body as string);
    expect(header?.at(-1)).toBe('models');
    const described = job.modelVersions
      .map(
        (v: { model: string; version: string; trainedAt: string }) =>
          `${v.model} ${v.version} (trained ${v.trainedAt})`,
      )
      .join('; ');
    expect(rows.map((r) => r.at(-1) ?? '')).toEqual([described, described, described]);
  });
});

describe("a rerun with today's models", () => {
  it('runs the same input and methods again, and lists the rows whose values changed', async () => {
    const original = await finishedJob('ampep', peptides(4, 'p'), ['ampep', 'mic']);
    // What an older model had said of two of the rows: their stored values differ from today's.
    const rows = original.result.rows as ResultRow[];
    const older = rows.map((row, i) =>
      i === 1
        ? { ...row, ec_mic_um: 999 }
        : i === 3
          ? { ...row, ampep_class: row.ampep_class === 1 ? 0 : 1 }
          : row,
    );
    await service.context.db
      .updateTable('result_chunks')
      .set({ rows: JSON.stringify(older) })
      .where('job_id', '=', original.id)
      .execute();

    const rerun = await postJson(base, `/jobs/${original.id}/rerun`, {});
    expect(rerun.status).toBe(201);
    expect(rerun.body.data).toMatchObject({ rerunOf: original.id, methods: ['ampep', 'mic'] });
    const done = await waitForEnd(base, rerun.body.data.id, '?pageSize=1000');
    expect(done.body.data.result.rows.map((r: ResultRow) => r.sequence)).toEqual(
      rows.map((r) => r.sequence),
    );

    const changes = await call(base, `/jobs/${rerun.body.data.id}/changes`);
    expect(changes.status).toBe(200);
    expect(changes.body.data.total).toBe(2);
    expect(changes.body.data.original.id).toBe(original.id);
    const [second, fourth] = changes.body.data.changes;
    expect(second).toEqual({
      id: rows[1]?.id,
      input: rows[1]?.sequence,
      columns: [{ key: 'ec_mic_um', before: 999, after: rows[1]?.ec_mic_um }],
    });
    expect(fourth.id).toBe(rows[3]?.id);
    expect(fourth.columns).toEqual([
      { key: 'ampep_class', before: older[3]?.ampep_class, after: rows[3]?.ampep_class },
    ]);
  });

  it('refuses a job that did not finish, and lists no changes for a job that is no rerun', async () => {
    const failed = await finishedJob('ampep', peptides(1, 'f'), ['ampep']);
    await service.context.db
      .updateTable('jobs')
      .set({ status: 'failed', error: 'stopped' })
      .where('id', '=', failed.id)
      .execute();
    const refused = await postJson(base, `/jobs/${failed.id}/rerun`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message.id).toEqual([
      "The job is failed; it can be run again with today's models once it has finished.",
    ]);
    const plain = await finishedJob('ampep', peptides(1, 'q'), ['ampep']);
    const none = await call(base, `/jobs/${plain.id}/changes`);
    expect(none.status).toBe(409);
    expect(none.body.message.id[0]).toContain('not a rerun');
    expect((await postJson(base, '/jobs/AAAAAAAAAAAAAAAAAAAAAA/rerun', {})).status).toBe(404);
  });
});

describe('a rerun by another client', () => {
  let base: string;
  let queued: Service;
  const owner = 'owner@example.org';
  afterAll(() => queued?.stop());

  /** A finished AmPEP job of the owner, made in the store (this service runs no workers). */
  async function ownersFinishedJob(): Promise<string> {
    const { store } = queued.context;
    const stored = await insertJob(store.db, {
      tool: 'ampep',
      email: owner,
      description: 'frog peptides',
      methods: ['ampep'],
      inputType: 'fasta',
      codonTable: null,
      input: '>p1\nKWKLFKKIGAVLKVL\n',
      records: 1,
      quotaKey: owner,
      clientKey: 'client:203.0.113.1',
    });
    const claimed = await claimJob(store, 'test-worker', { id: stored.id });
    const attempt = claimed?.attempt as NonNullable<typeof claimed>['attempt'];
    await storeResultChunk(store, attempt, 0, [{ id: 'p1', sequence: 'KWKLFKKIGAVLKVL' }]);
    await endJob(store, attempt, { status: 'finished', records: 1, invalid: 0 });
    return stored.id;
  }

  const as = (client: string, path: string, body?: unknown, contentType = 'application/json') =>
    call(base, path, {
      method: 'POST',
      headers: {
        'x-forwarded-for': client,
        ...(body === undefined ? {} : { 'content-type': contentType }),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    ({ base, service: queued } = await startService({
      DATABASE_URL: `sqlite:${folder.dir}/reruns.sqlite`,
      WORKERS: '0',
      RATE_LIMIT: '0',
      QUOTA_ACTIVE_JOBS: '2',
      TRUST_PROXY: '127.0.0.1',
    }));
  });

  it("is the requester's job: no address of the owner, counted against the requester, listed under no one", async () => {
    const id = await ownersFinishedJob();
    const reruns: Answer[] = [];
    for (let i = 0; i < 3; i++) reruns.push(await as('198.51.100.7', `/jobs/${id}/rerun`));
    expect(reruns.map((r) => r.status)).toEqual([201, 201, 429]);
    expect(reruns[2]?.body.message.client[0]).toMatch(/^Your network address already has 2 jobs/);
    for (const rerun of reruns.slice(0, 2)) {
      expect(rerun.body.data).toMatchObject({ rerunOf: id, description: 'frog peptides' });
      expect((await findJob(queued.context.db, rerun.body.data.id))?.email).toBe('');
    }
    // The owner's quota is the owner's: their next submission is taken.
    const own = await as('203.0.113.1', '/ampep/jobs', {
      input: '>p2\nGIGKFLHSAKKFGKAFVGEIMNS',
      methods: ['ampep'],
      email: owner,
    });
    expect(own.status).toBe(201);
    const listed = await call(base, `/jobs?email=${owner}`);
    expect(listed.body.data.items.map((j: { id: string }) => j.id).sort()).toEqual(
      [id, own.body.data.id].sort(),
    );
  });

  it("carries the requester's own address when given, and takes no other body", async () => {
    const id = await ownersFinishedJob();
    const mine = await as('192.0.2.4', `/jobs/${id}/rerun`, { email: 'Reader@Example.org' });
    expect(mine.status).toBe(201);
    expect((await findJob(queued.context.db, mine.body.data.id))?.email).toBe('reader@example.org');
    const listed = await call(base, '/jobs?email=reader@example.org');
    expect(listed.body.data.items.map((j: { id: string }) => j.id)).toEqual([mine.body.data.id]);

    const invalid = await as('192.0.2.5', `/jobs/${id}/rerun`, { email: 'not an address' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.message)).toEqual(['email']);
    const text = await as('192.0.2.5', `/jobs/${id}/rerun`, 'email=x@example.org', 'text/plain');
    expect(text.status).toBe(415);
    const list = await as('192.0.2.5', `/jobs/${id}/rerun`, [owner]);
    expect(list.status).toBe(422);
  });
});
