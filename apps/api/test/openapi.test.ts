import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Service } from '../src/server.ts';
import { call, startService, tempFolder } from './helpers.ts';

// The OpenAPI document the service serves, generated from the route schemas, passes Spectral's
// `spectral:oas` ruleset without a warning (operation ids, descriptions, tags, servers, contact,
// valid schemas and examples) and Redocly's recommended rules without an error. The fuzzer
// (fuzz.test.ts) checks that every status it provokes is one the document lists.
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

it("passes Redocly's recommended rules with no error", async () => {
  const file = `${folder.dir}/openapi-redocly.json`;
  writeFileSync(file, JSON.stringify((await call(base, '/openapi.json')).body));
  const redocly = fileURLToPath(new URL('../node_modules/.bin/redocly', import.meta.url));
  const run = spawnSync(redocly, ['lint', file, '--extends', 'recommended', '--format', 'json'], {
    encoding: 'utf8',
    // No telemetry, no update check: the test reads only the document.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const { problems } = JSON.parse(run.stdout) as {
    problems: { ruleId: string; severity: string; message: string }[];
  };
  const errors = problems.filter((p) => p.severity === 'error');
  expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  // Left as warnings: a tool id could read as 'jobs' or 'tools' (the static paths win).
  expect(new Set(problems.map((p) => p.ruleId))).toEqual(new Set(['no-ambiguous-paths']));
  expect(run.status).toBe(0);
}, 120_000);

it('declares that no operation needs credentials, and the licence', async () => {
  const document = (await call(base, '/openapi.json')).body;
  expect(document.security).toEqual([]);
  expect(document.components.securitySchemes).toEqual({});
  expect(document.info.license).toEqual({
    name: 'MIT',
    url: 'https://opensource.org/licenses/MIT',
  });
});

it('names each operation, and documents the failures each route can answer', async () => {
  const { paths } = (await call(base, '/openapi.json')).body;
  const operations = Object.values(paths).flatMap((item) => Object.values(item as object));
  const ids = operations.map((o: { operationId: string }) => o.operationId);
  expect(new Set(ids).size).toBe(16);
  const submit = paths['/api/v1/{tool}/jobs'].post.responses;
  expect(Object.keys(submit)).toEqual([
    '201',
    '400',
    '403',
    '404',
    '408',
    '413',
    '415',
    '421',
    '422',
    '429',
    '431',
    '500',
    '503',
  ]);
  // What Node's parser and the host check answer, whatever the route.
  for (const operation of operations as { operationId: string; responses: object }[]) {
    expect(Object.keys(operation.responses), operation.operationId).toEqual(
      expect.arrayContaining(['400', '408', '421', '431', '500']),
    );
  }
  const rerun = paths['/api/v1/jobs/{id}/rerun'].post;
  expect(Object.keys(rerun.responses)).toEqual(expect.arrayContaining(['413', '415', '429']));
  expect(rerun.requestBody.required).toBe(false);
  const job = paths['/api/v1/jobs/{id}'].get;
  expect(job.parameters.find((p: { name: string }) => p.name === 'id').schema.pattern).toBe(
    '^[A-Za-z0-9_-]{22}$',
  );
  expect(Object.keys(paths['/api/v1/jobs/{id}/results/{table}.csv'].get.responses)).toContain(
    '429',
  );
});
