import { afterAll, beforeAll, expect, it } from 'vitest';
import { openStore, type Store } from '../src/db/database.ts';
import { createLogger } from '../src/log.ts';
import { GraphileQueue } from '../src/queue/graphile.ts';
import { type PostgresCluster, startPostgres } from './support/postgres.ts';

// graphile-worker's worker stops for good when it cannot mark its job done (the database went
// away meanwhile), and its pool never replaces it: the process stayed alive taking no jobs.
// The queue replaces such a worker once the database is back, says meanwhile that it
// cannot take jobs, and frees the entry the stopped worker held.
let cluster: PostgresCluster;
let store: Store;
beforeAll(async () => {
  cluster = await startPostgres();
  store = await openStore({ kind: 'postgres', url: await cluster.createDatabase('reconnect') });
});
afterAll(async () => {
  await store?.close();
  cluster?.stop();
});

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
};

it('replaces a queue worker that stopped while the database was away, and delivers its job again', async () => {
  const queue = new GraphileQueue(store, 3000, createLogger({ logLevel: 'silent' }));
  const taken: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await queue.consume({
    tools: ['ampep'],
    threads: 1,
    idle: () => 1,
    // The first delivery holds its worker until the database has gone.
    take: async (which) => {
      taken.push(which === 'oldest' ? which : which.id);
      return { ended: taken.length === 1 ? held : Promise.resolve() };
    },
    sendMail: null,
  });
  expect(queue.takingJobs()).toBe(true);
  const queueJob = (id: string) =>
    store.db
      .insertInto('jobs')
      .values({
        id,
        tool: 'ampep',
        status: 'queued',
        email: 'a@example.org',
        description: null,
        methods: '["ampep"]',
        input_type: 'fasta',
        codon_table: null,
        input: '>a\nKK',
        quota_key: 'a@example.org',
        records: 1,
        sequences: 1,
        invalid: 0,
        error: null,
        owner: null,
        worker: null,
        created_at: new Date().toISOString(),
        started_at: null,
        finished_at: null,
      })
      .execute();
  await queueJob('first-job-of-the-test00');
  await until(() => taken.length === 1);

  cluster.halt('fast');
  release(); // its task ends: graphile-worker cannot mark it done, and its worker stops
  await until(() => queue.takingJobs() === false);
  cluster.resume();
  await until(() => queue.takingJobs() === true);

  // The entry the stopped worker held is delivered again at once, not after four hours…
  await until(() => taken.length === 2);
  expect(taken).toEqual(['first-job-of-the-test00', 'first-job-of-the-test00']);
  // …and new jobs are taken.
  await queueJob('second-job-of-the-test0');
  await until(() => taken.length === 3);
  expect(taken[2]).toBe('second-job-of-the-test0');
  await queue.stopConsuming();
  expect(queue.takingJobs()).toBe(false);
}, 60_000);
