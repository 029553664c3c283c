import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { slowClient } from '@peptox/http-guard/slow-client';
import { afterAll, describe, expect, it } from 'vitest';
import { createSiteServer, siteOptionsFromEnv } from '../../scripts/serve-site.ts';

// The site server (scripts/serve-site.ts), real, on a free loopback port, serving a stand-in
// shell: what it writes never comes from the request's Host, it answers only the host names it
// was told of, and a client that sends a request slowly is cut.
const shell = mkdtempSync(join(tmpdir(), 'peptox-site-'));
mkdirSync(join(shell, 'static'));
writeFileSync(join(shell, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
const closers: (() => void)[] = [];
afterAll(() => {
  for (const close of closers) close();
  rmSync(shell, { recursive: true, force: true });
});

/** The site server with these settings; resolves to its address. */
async function serve(env: Record<string, string>): Promise<string> {
  const server = createSiteServer(siteOptionsFromEnv({ SHELL_DIST: shell, ...env }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** A GET with the Host header of the test's choosing (fetch writes its own). */
function get(base: string, path: string, host: string) {
  return new Promise<{ status: number; csp: string; text: string }>((resolve, reject) => {
    request(`${base}${path}`, { headers: { host } }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          csp: String(response.headers['content-security-policy'] ?? ''),
          text,
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('the configuration, the policy and the contact', () => {
  it('never name the Host a request gives, even where any host name is answered', async () => {
    const any = await serve({ ALLOWED_HOSTS: '*' });
    for (const path of ['/config.json', '/ampep/home']) {
      const answer = await get(any, path, 'evil.example');
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).not.toContain('evil');
      expect(answer.csp, path).not.toContain('evil');
    }
    const config = JSON.parse((await get(any, '/config.json', 'evil.example')).text);
    expect(config).toMatchObject({ apiBaseUrl: '/api/v1', contact: null });
  });

  it('come from the settings: the contact is the one given or none, the API is on its origin', async () => {
    const site = await serve({ HOST: '0.0.0.0', SITE_URL: 'https://peptox.example.org/' });
    const answer = await get(site, '/config.json', 'peptox.example.org');
    expect(JSON.parse(answer.text)).toMatchObject({ apiBaseUrl: '/api/v1', contact: null });
    const named = await serve({ CONTACT_EMAIL: 'help@peptox.example.org' });
    expect(JSON.parse((await get(named, '/config.json', 'localhost')).text)).toMatchObject({
      contact: { email: 'help@peptox.example.org' },
    });
    expect(answer.csp).toMatch(/connect-src 'self';/);
    const elsewhere = await serve({ API_BASE_URL: 'https://api.peptox.example.org/api/v1' });
    const csp = (await get(elsewhere, '/config.json', 'localhost')).csp;
    expect(csp).toContain("connect-src 'self' https://api.peptox.example.org;");
  });

  it("on loopback alone, name this machine's API", async () => {
    const local = await serve({ PORT: '8123' });
    const config = JSON.parse((await get(local, '/config.json', 'localhost:3000')).text);
    expect(config.apiBaseUrl).toBe('http://127.0.0.1:8123/api/v1');
  });
});

describe('host names', () => {
  it('a loopback-bound site answers loopback names only, unless told others', async () => {
    const local = await serve({});
    const rebound = await get(local, '/config.json', 'evil.example:3000');
    expect(rebound.status).toBe(421);
    expect(rebound.text).toBe("This site does not answer for the host name 'evil.example'.");
    for (const host of ['localhost:3000', '127.0.0.1', '[::1]:3000']) {
      expect((await get(local, '/config.json', host)).status, host).toBe(200);
    }
    const named = await serve({ ALLOWED_HOSTS: 'peptox.example.org' });
    expect((await get(named, '/config.json', 'PepTox.example.org:443')).status).toBe(200);
    expect((await get(named, '/config.json', 'evil.example')).status).toBe(421);
  });

  it('a site bound beyond loopback will not start without them, and says which settings', () => {
    expect(() => siteOptionsFromEnv({ HOST: '0.0.0.0' })).toThrow(
      /^The site server listens on 0\.0\.0\.0, beyond this machine, .*Set ALLOWED_HOSTS .*or SITE_URL to its public address/,
    );
    expect(() => siteOptionsFromEnv({ HOST: '0.0.0.0', SITE_URL: 'peptox.example.org' })).toThrow(
      /^SITE_URL must be the site's public address/,
    );
  });
});

describe('a client that sends its request slowly', () => {
  it('is cut once REQUEST_TIMEOUT_MS has passed, answered or not', async () => {
    const site = await serve({ REQUEST_TIMEOUT_MS: '1000' });
    // A body announced and sent a byte at a time: answered 405 at once, then cut.
    const post = await slowClient(
      site,
      'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\nK',
    );
    expect(post.answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(post.ms).toBeLessThan(2500);
    // Headers sent a byte at a time.
    const headers = await slowClient(site, 'GET / HTTP/1.1\r\nX-Slow: ');
    expect(headers.ms).toBeGreaterThan(900);
    expect(headers.ms).toBeLessThan(2500);
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
