import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Service } from '../src/server.ts';
import { call, startService, tempFolder } from './helpers.ts';

// The OpenAPI document the service serves, generated from the route schemas, passes Spectral's
// `spectral:oas` ruleset without a warning (operation ids, descriptions, tags, servers, contact,
// valid schemas and examples). The fuzzer (fuzz.test.ts) checks the statuses it lists.
const folder = tempFolder();
let base: string;
let service: Service;
beforeAll(async () => {
  ({ base, service } = await startService({
    DATABASE_URL: `sqlite:${folder.dir}/openapi.sqlite`,
    WORKERS: '0',
  }));
});
afterAll(async () => {
  await service.stop();
  folder.remove();
});

it("passes Spectral's spectral:oas ruleset with no warning", async () => {
  const file = `${folder.dir}/openapi.json`;
  writeFileSync(file, JSON.stringify((await call(base, '/openapi.json')).body));
  const spectral = fileURLToPath(new URL('../node_modules/.bin/spectral', import.meta.url));
  const ruleset = fileURLToPath(new URL('../.spectral.yaml', import.meta.url));
  const run = spawnSync(
    spectral,
    ['lint', file, '--ruleset', ruleset, '--format', 'json', '--fail-severity', 'hint', '--quiet'],
    { encoding: 'utf8' },
  );
  const problems = JSON.parse(run.stdout || '[]') as { code: string; path: string[] }[];
  expect(problems.map((p) => `${p.code} at ${p.path.join('.')}`)).toEqual([]);
  expect(run.status).toBe(0);
}, 120_000);

it('names each operation, and documents the failures each route can answer', async () => {
  const { paths } = (await call(base, '/openapi.json')).body;
  const operations = Object.values(paths).flatMap((item) => Object.values(item as object));
  const ids = operations.map((o: { operationId: string }) => o.operationId);
  expect(new Set(ids).size).toBe(15);
  const submit = paths['/api/v1/{tool}/jobs'].post.responses;
  expect(Object.keys(submit)).toEqual([
    '201',
    '400',
    '403',
    '404',
    '413',
    '415',
    '421',
    '422',
    '429',
    '500',
    '503',
  ]);
  const job = paths['/api/v1/jobs/{id}'].get;
  expect(job.parameters.find((p: { name: string }) => p.name === 'id').schema.pattern).toBe(
    '^[A-Za-z0-9_-]{22}$',
  );
  expect(Object.keys(paths['/api/v1/jobs/{id}/results/{table}.csv'].get.responses)).toContain(
    '429',
  );
});
