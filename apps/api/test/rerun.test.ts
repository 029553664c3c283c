import { parseCsv, type ResultRow } from '@peptox/tool-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../src/server.ts';
import { call, peptides, postJson, startService, tempFolder, waitForEnd } from './helpers.ts';

const folder = tempFolder();
let base: string;
let service: Service;

beforeAll(async () => {
  ({ base, service } = await startService({
    DATABASE_URL: `sqlite:${folder.dir}/rerun.sqlite`,
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
