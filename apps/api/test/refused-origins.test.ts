import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../src/server.ts';
import { call, capturingLogger, startService, tempFolder } from './helpers.ts';

// A site at an origin CORS_ORIGINS does not list: its pages cannot read the answers, and the
// operator's log says why, once per origin.
const folder = tempFolder();
const lines: string[] = [];
let base: string;
let service: Service;

beforeAll(async () => {
  ({ base, service } = await startService(
    {
      DATABASE_URL: `sqlite:${folder.dir}/origins.sqlite`,
      WORKERS: '0',
      CORS_ORIGINS: 'https://peptox.example.org',
    },
    { log: capturingLogger(lines) },
  ));
});
afterAll(async () => {
  await service.stop();
  folder.remove();
});

const refusals = () =>
  lines.map((line) => JSON.parse(line)).filter((entry) => /was refused/.test(entry.msg ?? ''));

describe('a browser origin that CORS_ORIGINS does not list', () => {
  it('is named in the log once, with the setting that would allow it', async () => {
    const from = (origin: string) => call(base, '/tools', { headers: { origin } });
    for (let i = 0; i < 3; i++) await from('http://localhost:4000');
    const preflight = await fetch(`${base}/ampep/jobs`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4000', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const logged = refusals();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.level).toBe(40);
    expect(logged[0]?.origin).toBe('http://localhost:4000');
    expect(logged[0]?.msg).toContain('CORS_ORIGINS (https://peptox.example.org) does not list it');
    await from('http://127.0.0.1:4000');
    expect(refusals().map((entry) => entry.origin)).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
    ]);
  });

  it('may load the health check (opaque to it), so that its page can tell a refusal from a service down', async () => {
    const health = await fetch(`${base}/health`, { headers: { origin: 'http://localhost:4000' } });
    expect(health.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(health.headers.get('access-control-allow-origin')).toBeNull();
    const tools = await fetch(`${base}/tools`);
    expect(tools.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('is not logged for the listed origin, a request without one, or the service’s own host', async () => {
    const before = refusals().length;
    await call(base, '/tools', { headers: { origin: 'https://peptox.example.org' } });
    await call(base, '/tools');
    await call(base, '/tools', { headers: { origin: new URL(base).origin } });
    expect(refusals()).toHaveLength(before);
  });
});
