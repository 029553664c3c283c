import { slowClient } from '@peptox/http-guard/slow-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createService, type Service } from '../src/server.ts';
import { call, callAsHost, postJson, startService, tempFolder } from './helpers.ts';

// What the service withstands beyond well-formed use: pages of other domains pointed at it (DNS
// rebinding), bodies nested beyond any stack, clients that send a request slowly, one client
// with many e-mail addresses. These services run no worker threads: the jobs they take stay
// queued, so each counts against the quotas.
const folder = tempFolder();
const services: Service[] = [];
afterAll(async () => {
  await Promise.all(services.map((s) => s.stop()));
  folder.remove();
});

async function start(name: string, env: Record<string, string> = {}) {
  const started = await startService({
    DATABASE_URL: `sqlite:${folder.dir}/${name}.sqlite`,
    WORKERS: '0',
    RATE_LIMIT: '0',
    RATE_LIMIT_READS: '0',
    ...env,
  });
  services.push(started.service);
  return started;
}

const job = { input: '>a\nKKLLKKLL', methods: ['ampep'], email: 'someone@example.org' };

describe('host names (DNS rebinding)', () => {
  let base: string;
  beforeAll(async () => {
    ({ base } = await start('hosts'));
  });

  it('a loopback-bound service answers loopback names only, without ALLOWED_HOSTS', async () => {
    const rebound = await callAsHost(base, '/jobs?email=someone@example.org', 'attacker.example');
    expect(rebound).toEqual({
      status: 421,
      body: {
        status: 0,
        message: { host: ["This service does not answer for the host name 'attacker.example'."] },
      },
    });
    const submitted = await callAsHost(base, '/ampep/jobs', 'attacker.example:8000', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://attacker.example:8000' },
      body: JSON.stringify(job),
    });
    expect(submitted.status).toBe(421);
    for (const host of ['localhost:8000', '127.0.0.1', '[::1]:8000']) {
      expect((await callAsHost(base, '/tools', host)).status, host).toBe(200);
    }
  });

  it('a service bound beyond loopback refuses to start without its host names', async () => {
    const config = loadConfig({ HOST: '0.0.0.0', DATABASE_URL: `sqlite:${folder.dir}/net.sqlite` });
    await expect(createService(config)).rejects.toThrow(
      /^The job service listens on 0\.0\.0\.0, beyond this machine, .*Set ALLOWED_HOSTS .*or API_BASE_URL/,
    );
  });
});

describe('JSON nested 10 000 deep', () => {
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

  it('is a 4xx with the envelope on every route that takes a body, whole or in any field', async () => {
    const { base } = await start('deep', { RATE_LIMIT_INSTANT: '0' });
    // Every route whose body the document describes, with its JSON fields.
    type Schema = { properties?: object; anyOf?: Schema[]; oneOf?: Schema[] };
    type Body = { content: { 'application/json'?: { schema: Schema } } };
    // A body of one shape, or of several (a docking submission beside a list of records).
    const fieldsOf = (schema: Schema | undefined): string[] => [
      ...new Set([
        ...Object.keys(schema?.properties ?? {}),
        ...[...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].flatMap(fieldsOf),
      ]),
    ];
    const { paths } = (await call(base, '/openapi.json')).body as {
      paths: Record<string, Record<string, { requestBody?: Body }>>;
    };
    const routes = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, { requestBody }]) =>
        requestBody
          ? [
              {
                method: method.toUpperCase(),
                path: path
                  .replace('/api/v1', '')
                  .replace('{tool}', 'ampep')
                  .replace('{id}', 'AAAAAAAAAAAAAAAAAAAAAA'),
                fields: fieldsOf(requestBody.content['application/json']?.schema),
              },
            ]
          : [],
      ),
    );
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'POST /ampep/jobs',
      'POST /ampep/predict',
      'POST /ampep/scan',
      'POST /jobs/AAAAAAAAAAAAAAAAAAAAAA/rerun',
      'POST /retrieval-links',
    ]);
    for (const route of routes) {
      expect(route.fields.length, route.path).toBeGreaterThan(0);
      const bodies = [deep, ...route.fields.map((field) => `{"${field}":${deep}}`)];
      for (const body of bodies) {
        const answer = await call(base, route.path, {
          method: route.method,
          headers: { 'content-type': 'application/json' },
          body,
        });
        const what = `${route.method} ${route.path} ${body.slice(0, 20)}`;
        expect(answer.status, what).toBeGreaterThanOrEqual(400);
        expect(answer.status, what).toBeLessThan(500);
        expect(answer.body.status, what).toBe(0);
      }
    }
  });
});

describe('a client that sends its request slowly', () => {
  it('is cut once REQUEST_TIMEOUT_MS has passed, answered or not', async () => {
    const { base } = await start('slow', { REQUEST_TIMEOUT_MS: '1000' });
    const path = new URL(base).pathname;
    const post = (host: string) =>
      `POST ${path}/ampep/jobs HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"input":"`;
    // A body of 100 000 bytes announced, a byte every 200 ms.
    const body = await slowClient(base, post('127.0.0.1'));
    expect(body.ms).toBeGreaterThan(900);
    expect(body.ms).toBeLessThan(2500);
    expect(body.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(body.answer).toContain('{"status":0,"message":{"request":["The request took too long');
    // Refused at once (a foreign host), the body still trickling: the connection goes all the same.
    const refused = await slowClient(base, post('attacker.example'));
    expect(refused.ms).toBeLessThan(2500);
    expect(refused.answer).toMatch(/^HTTP\/1\.1 421 /);
    expect(refused.answer).not.toContain('408');
    // Headers sent a line at a time.
    const headers = await slowClient(base, `GET ${path}/tools HTTP/1.1\r\nX-Slow: `);
    expect(headers.ms).toBeLessThan(2500);
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('the quotas of one client, whatever its addresses', () => {
  it('hold five addresses from one client to the active jobs of one, and a client to its daily input', async () => {
    const { base } = await start('clients', {
      QUOTA_ACTIVE_JOBS: '3',
      QUOTA_DAILY_MB: '1',
      TRUST_PROXY: '127.0.0.1',
    });
    const from = (client: string, email: string, input = job.input) =>
      call(base, '/ampep/jobs', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ ...job, input, email }),
      });
    const statuses: number[] = [];
    for (const address of ['a', 'b', 'c', 'd', 'e']) {
      for (let i = 0; i < 3; i++) {
        statuses.push((await from('198.51.100.7', `${address}@example.org`)).status);
      }
    }
    expect(statuses).toEqual([201, 201, 201, ...Array(12).fill(429)]);
    const refused = await from('198.51.100.7', 'f@example.org');
    expect(refused.body.message).toEqual({
      client: [
        'Your network address already has 3 jobs waiting or running, whatever e-mail addresses they were given, the most one client may have; please wait until some of them have ended.',
      ],
    });
    // Without an address, the client's quota alone.
    expect((await postJson(base, '/ampep/jobs', { ...job, email: '' })).status).toBe(201);
    // Another client has its own quota, and a client its daily input across addresses.
    const half = `>a\n${'K'.repeat(600_000)}\n`;
    expect((await from('203.0.113.9', 'g@example.org', half)).status).toBe(201);
    const over = await from('203.0.113.9', 'h@example.org', half);
    expect(over.status).toBe(429);
    expect(over.body.message.client[0]).toMatch(
      /^Your network address submitted 0\.6 MB of input in the last 24 hours; at most 1 MB/,
    );
  });
});
