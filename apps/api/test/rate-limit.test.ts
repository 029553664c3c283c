import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Service } from '../src/server.ts';
import { call, postJson, startService, tempFolder } from './helpers.ts';

const folder = tempFolder();
let base: string;
let service: Service;

beforeAll(async () => {
  ({ base, service } = await startService({
    DATABASE_URL: `sqlite:${folder.dir}/limits.sqlite`,
    TOOLS: 'ampep',
    RATE_LIMIT: '2',
    RATE_LIMIT_READS: '3',
  }));
});
afterAll(async () => {
  await service.stop();
  folder.remove();
});

it('answers 429 with a sentence once an address has used its submissions', async () => {
  const job = { input: '>a\nKKLLKKLL', methods: ['ampep'], email: 'a@example.org' };
  expect((await postJson(base, '/ampep/jobs', job)).status).toBe(201);
  expect((await postJson(base, '/ampep/jobs', job)).status).toBe(201);
  const limited = await postJson(base, '/ampep/jobs', job);
  expect(limited.status).toBe(429);
  expect(limited.body).toEqual({
    status: 0,
    message: {
      rate: [
        expect.stringMatching(
          /^Too many requests came from your address; please wait .+ and try again\.$/,
        ),
      ],
    },
  });
});

it('limits reads separately, and never the health check', async () => {
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await call(base, '/codon-tables')).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  for (let i = 0; i < 5; i++) expect((await call(base, '/health')).status).toBe(200);
});
