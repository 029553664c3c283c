import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, peptides, postJson, until, waitForEnd } from './helpers.ts';
import { type PostgresCluster, startPostgres } from './support/postgres.ts';
import { killAll, startProcess, stopProcess } from './support/processes.ts';

// A tool team ships a new model alone: on PostgreSQL, an API process with no predictor code,
// workers started per tool (TOOLS), and AmPEP rolled to a new model release (MODELS_DIR) by
// starting its new worker and stopping the old one, while HemoPep's worker runs on untouched.
let cluster: PostgresCluster;
let env: Record<string, string>;
const release = mkdtempSync(join(tmpdir(), 'peptox-release-'));
beforeAll(async () => {
  cluster = await startPostgres();
  env = {
    DATABASE_URL: await cluster.createDatabase('deploy'),
    LEASE_SECONDS: '3',
    QUOTA_ACTIVE_JOBS: '1000',
  };
  // The "new release" of AmPEP's length-robust model: the same trees in a file of other bytes,
  // so it is another version that predicts the same.
  const committed = fileURLToPath(
    new URL('../../../packages/predictor-ampep/models/ampep-gb.json', import.meta.url),
  );
  writeFileSync(join(release, 'ampep-gb.json'), `${readFileSync(committed, 'utf8').trim()}\n\n`);
});
afterAll(() => {
  killAll();
  cluster?.stop();
  rmSync(release, { recursive: true, force: true });
});

const worker = (tools: string, extra: Record<string, string> = {}) =>
  startProcess({ ...env, WORKERS: '1', TOOLS: tools, ...extra }, 'src/worker-main.ts');
const gbVersion = (versions: { model: string; version: string }[]) =>
  versions.find((v) => v.model === 'ampep-gb')?.version;
const submit = (base: string, tool: string, n: number, methods: string[]) =>
  postJson(base, `/${tool}/jobs`, { input: peptides(n, tool), methods, email: 'lab@example.org' });
const toolOf = async (base: string, id: string) => (await call(base, `/tools/${id}`)).body.data;

it('rolls AmPEP to a new model version by restarting its workers only: its running job finishes, HemoPep keeps running', async () => {
  const api = await startProcess({ ...env, WORKERS: '0' });
  expect((await call(api.base, '/tools')).body.data).toEqual([]);

  const hemopep = await worker('hemopep');
  const ampepV1 = await worker('ampep');
  const tools = (await call(api.base, '/tools')).body.data as { id: string; available: boolean }[];
  expect(tools.map((t) => [t.id, t.available]).sort()).toEqual([
    ['ampep', true],
    ['hemopep', true],
  ]);
  const v1 = gbVersion((await toolOf(api.base, 'ampep')).modelVersions);
  expect(v1).toMatch(/^[0-9a-f]{12}$/);

  // A big AmPEP job runs on the old worker while the new one starts.
  const big = await submit(api.base, 'ampep', 3000, ['ampep_gb', 'ampep']);
  expect(big.status, JSON.stringify(big.body)).toBe(201);
  const hemo = [await submit(api.base, 'hemopep', 50, ['hc50'])];
  while (!ampepV1.logs.some((l) => l.msg === 'job started' && l.job === big.body.data.id)) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const ampepV2 = await worker('ampep', { MODELS_DIR: release });
  // The API reads the published tools again when its last read is 2 s old: within a few
  // seconds it serves the new worker's description (the live publication published last).
  let v2 = v1;
  for (const deadline = Date.now() + 10_000; v2 === v1 && Date.now() < deadline; ) {
    await new Promise((r) => setTimeout(r, 100));
    v2 = gbVersion((await toolOf(api.base, 'ampep')).modelVersions);
  }
  expect(v2).toMatch(/^[0-9a-f]{12}$/);
  expect(v2).not.toBe(v1);
  hemo.push(await submit(api.base, 'hemopep', 50, ['hc50']));
  expect(await stopProcess(ampepV1)).toBe(0);

  // The job submitted before ran to its end on the version it started with, and says which.
  const ended = (await waitForEnd(api.base, big.body.data.id)).body.data;
  expect(ended.status).toBe('finished');
  expect(ended.attempts).toBe(1);
  expect(gbVersion(ended.modelVersions)).toBe(v1);
  // New jobs run on the new version; the description served is the new worker's.
  const after = await submit(api.base, 'ampep', 5, ['ampep_gb']);
  const afterEnded = (await waitForEnd(api.base, after.body.data.id)).body.data;
  expect(gbVersion(afterEnded.modelVersions)).toBe(v2);
  expect((await toolOf(api.base, 'ampep')).available).toBe(true);

  // HemoPep's worker was never restarted and ran every HemoPep job.
  for (const job of hemo) {
    expect((await waitForEnd(api.base, job.body.data.id)).body.data.status).toBe('finished');
  }
  const hemoRan = () => hemopep.logs.filter((l) => l.msg === 'job finished').map((l) => l.job);
  // (The API may say a job ended before the worker's log line is read.)
  await until(() => hemoRan().length >= hemo.length);
  expect(hemoRan().sort()).toEqual(hemo.map((j) => j.body.data.id).sort());
  expect(hemopep.child.exitCode).toBeNull();

  // With no AmPEP worker alive, AmPEP is unavailable; its jobs wait for one, and the HemoPep
  // worker never takes them.
  expect(await stopProcess(ampepV2)).toBe(0);
  await new Promise((r) => setTimeout(r, 2100));
  expect((await toolOf(api.base, 'ampep')).available).toBe(false);
  const waiting = await submit(api.base, 'ampep', 5, ['ampep_gb']);
  expect(waiting.status).toBe(201);
  await new Promise((r) => setTimeout(r, 1500));
  expect((await call(api.base, `/jobs/${waiting.body.data.id}`)).body.data.status).toBe('queued');
  const rollback = await worker('ampep');
  const done = (await waitForEnd(api.base, waiting.body.data.id)).body.data;
  expect(gbVersion(done.modelVersions)).toBe(v1);
  expect(
    rollback.logs.some((l) => l.msg === 'job finished' && l.job === waiting.body.data.id),
  ).toBe(true);
}, 240_000);
