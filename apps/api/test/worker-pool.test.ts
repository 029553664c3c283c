import type { ResultRow } from '@peptox/tool-schema';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobTask } from '../src/jobs/task.ts';
import { PoolTerminated, WorkerPool } from '../src/jobs/worker-pool.ts';

const echo = new URL('./fixtures/echo-worker.ts', import.meta.url).href;
const task = (jobId: string, input: string): JobTask => ({
  jobId,
  tool: 'demo',
  methods: [],
  inputType: 'fasta',
  codonTable: null,
  input,
  chunkSize: 500,
  maxGenomePeptides: 10,
  maxSmilesLength: 1000,
  dockingThreads: 1,
});

let pool: WorkerPool | undefined;
afterEach(async () => {
  await pool?.terminate();
});

describe('WorkerPool', () => {
  it('runs tasks on worker threads, rows first, and counts idle workers', async () => {
    pool = new WorkerPool(2, echo);
    await pool.ready();
    const rows: ResultRow[] = [];
    const running = pool.run(task('a', 'KLLK'), (r) => rows.push(...r));
    expect(pool.idle).toBe(1);
    expect(await running).toEqual({ ok: true, records: 1, invalid: 0, models: [] });
    expect(rows).toEqual([{ id: 'a', sequence: 'KLLK' }]);
    expect(pool.idle).toBe(2);
  });

  it('fails the job of a worker that dies, and replaces the worker', async () => {
    pool = new WorkerPool(1, echo);
    await pool.ready();
    const crashed = await pool.run(task('b', 'crash'), () => undefined);
    expect(crashed).toEqual({ ok: false, error: expect.stringMatching(/stopped unexpectedly/) });
    await pool.ready();
    expect(await pool.run(task('c', 'KK'), () => undefined)).toMatchObject({ ok: true });
  });

  it('fails the job of a worker that an uncaught error ends with a sentence that does not blame the input', async () => {
    pool = new WorkerPool(1, echo);
    await pool.ready();
    const failed = await pool.run(task('e', 'throw'), () => undefined);
    expect(failed).toEqual({
      ok: false,
      error: expect.stringMatching(/unexpected error in the service, not because of the input/),
    });
    await pool.ready();
    expect(await pool.run(task('f', 'KK'), () => undefined)).toMatchObject({ ok: true });
  });

  it('rejects the jobs it cuts off when terminated', async () => {
    pool = new WorkerPool(1, echo);
    await pool.ready();
    const hanging = pool.run(task('d', 'hang'), () => undefined);
    await pool.terminate();
    await expect(hanging).rejects.toBeInstanceOf(PoolTerminated);
  });
});
