import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, postJson, tempFolder } from './helpers.ts';
import { type PostgresCluster, startPostgres } from './support/postgres.ts';
import { killAll, type ServiceProcess, startProcess, stopProcess } from './support/processes.ts';
import { publishEveryTool } from './support/published.ts';

// The active-jobs quota was a count, then an insert: two API processes on PostgreSQL took 22 to
// 40 of 40 concurrent submissions against a quota of 20. The count and the insert now
// run in one transaction that holds the address's lock (an advisory lock on PostgreSQL, the
// write lock on SQLite), so exactly 20 are taken, whichever process each one reaches.
const folder = tempFolder();
let cluster: PostgresCluster | undefined;
afterAll(() => {
  killAll();
  cluster?.stop();
  folder.remove();
});

describe.each(['postgres', 'sqlite'] as const)('the quota on %s', (store) => {
  let apis: ServiceProcess[];
  let unpublish: () => Promise<void>;
  beforeAll(async () => {
    let url = `sqlite:${folder.dir}/quota.sqlite`;
    if (store === 'postgres') {
      cluster = await startPostgres();
      url = await cluster.createDatabase('quota');
    }
    // No worker threads: the jobs stay queued, so every one counts against the quota.
    const env = {
      DATABASE_URL: url,
      WORKERS: '0',
      QUOTA_ACTIVE_JOBS: '20',
      QUOTA_CLIENT_ACTIVE_JOBS: '30',
    };
    unpublish = await publishEveryTool(url);
    apis = [await startProcess(env), await startProcess(env)];
  });
  afterAll(async () => {
    await Promise.all(apis.map((api) => stopProcess(api)));
    await unpublish();
  });

  it('takes exactly 20 of 40 concurrent submissions from one address on two API processes', async () => {
    const answers: Answer[] = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postJson(apis[i % 2]?.base as string, '/ampep/jobs', {
          input: `>p${i}\nKKLLKKLLKK`,
          methods: ['ampep'],
          email: 'race@example.org',
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body.message).toEqual({
        email: [
          'This address already has 20 jobs waiting or running, the most one address may have; please wait until some of them have ended.',
        ],
      });
    }
    // Another address has its own quota.
    const other = await postJson(apis[1]?.base as string, '/ampep/jobs', {
      input: '>p\nKKLLKKLLKK',
      methods: ['ampep'],
      email: 'other@example.org',
    });
    expect(other.status).toBe(201);
    console.log(`quota race on ${store}: ${statuses.filter((s) => s === 201).length} of 40 taken`);
  });

  it("takes exactly the client's 9 left of 40 concurrent submissions from 40 addresses", async () => {
    // The client holds 21 of its 30: the 20 above and the other address's.
    const answers: Answer[] = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postJson(apis[i % 2]?.base as string, '/ampep/jobs', {
          input: `>p${i}\nKKLLKKLLKK`,
          methods: ['ampep'],
          email: `race${i}@example.org`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(9);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(31);
    expect(new Set(refused.map((a) => Object.keys(a.body.message).join()))).toEqual(
      new Set(['client']),
    );
    console.log(
      `client quota race on ${store}: ${statuses.filter((s) => s === 201).length} of 40 taken`,
    );
  });
});
