import { expect } from 'vitest';
import { call, peptides, postJson } from '../helpers.ts';
import type { LogLine } from './processes.ts';

// Many jobs through several processes, and the checks of the kill tests: every job finished,
// with all its rows, and finished by exactly one attempt.

export interface Submitted {
  id: string;
  sequences: number;
}

const methods = ['ampep', 'rfampep30', 'mic'];

/** Submits `count` jobs, spread over the APIs, `parallel` at a time; job i has sizeOf(i) peptides. */
export async function submitMany(
  bases: string[],
  count: number,
  sizeOf: (i: number) => number,
  parallel = 8,
  onSubmitted?: (done: number) => void | Promise<void>,
): Promise<Submitted[]> {
  const jobs: Submitted[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const base = bases[i % bases.length] as string;
      const sequences = sizeOf(i);
      const { status, body } = await postJson(base, '/ampep/jobs', {
        input: peptides(sequences, `j${i}`),
        methods,
        email: `load${i % 7}@example.org`,
      });
      expect(status, JSON.stringify(body)).toBe(201);
      jobs.push({ id: body.data.id, sequences });
      await onSubmitted?.(jobs.length);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return jobs;
}

/** Waits until every job has ended; returns them as the API shows them. */
export async function waitAllEnded(base: string, jobs: Submitted[]) {
  const ended = new Map<string, { status: string; attempts: number }>();
  while (ended.size < jobs.length) {
    for (const { id } of jobs) {
      if (ended.has(id)) continue;
      const { status, body } = await call(base, `/jobs/${id}?pageSize=1`);
      expect(status, JSON.stringify(body)).toBe(200);
      const job = body.data;
      if (job.status === 'finished' || job.status === 'failed') ended.set(id, job);
    }
    if (ended.size < jobs.length) await new Promise((r) => setTimeout(r, 250));
  }
  return ended;
}

/** Every row of a job, read back page by page. */
export async function rowsOf(base: string, id: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const { body } = await call(base, `/jobs/${id}?page=${page}&pageSize=5000`);
    const rows = body.data.result.rows as { id: string }[];
    ids.push(...rows.map((r) => r.id));
    if (rows.length < 5000) return ids;
  }
}

/** How many times each job was marked finished, from the logs of every process. */
export function finishes(logs: LogLine[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const lines of logs) {
    for (const line of lines) {
      if (line.msg === 'job finished' && line.job)
        counts.set(line.job, (counts.get(line.job) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The targets of the kill tests: 0 jobs lost (every one finished), 0 rows missing (each job's
 * rows are its peptides, in order), 0 jobs finished twice (one 'job finished' each in all logs).
 */
export async function expectAllDone(base: string, jobs: Submitted[], logs: LogLine[][]) {
  const ended = await waitAllEnded(base, jobs);
  const failed = [...ended].filter(([, job]) => job.status !== 'finished');
  expect(failed).toEqual([]);
  let missing = 0;
  for (const { id, sequences } of jobs) {
    const rows = await rowsOf(base, id);
    const expected = Array.from(
      { length: sequences },
      (_, i) => `${rows[0]?.split('_')[0]}_${i + 1}`,
    );
    if (rows.length !== sequences || rows.some((row, i) => row !== expected[i])) missing++;
  }
  expect(missing).toBe(0);
  const counts = finishes(logs);
  expect(
    jobs.filter(({ id }) => counts.get(id) !== 1).map(({ id }) => [id, counts.get(id)]),
  ).toEqual([]);
  return ended;
}
