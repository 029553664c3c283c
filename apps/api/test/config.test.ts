import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  databaseLocation,
  listJobsByAddress,
  loadConfig,
  repoRoot,
  trustProxy,
} from '../src/config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: join(repoRoot, '.data', 'peptox.sqlite'),
    });
    expect(config.trustProxy).toBe(false);
    expect(config.mail).toBeNull();
    expect(config.retentionDays).toBe(30);
    expect(config.workers).toBeGreaterThanOrEqual(1);
    expect(config.corsOrigins).toContain('http://localhost:3000');
    expect(config.limits).toMatchObject({ maxTextBytes: 1048576, maxSequences: 10000 });
  });

  it('reads the environment and rejects nonsense', () => {
    const config = loadConfig({
      PORT: '9000',
      RATE_LIMIT: '5',
      CORS_ORIGINS: 'https://a.org, https://b.org',
    });
    expect(config.port).toBe(9000);
    expect(config.rateLimit.submissionsPerMinute).toBe(5);
    expect(config.corsOrigins).toEqual(['https://a.org', 'https://b.org']);
    expect(loadConfig({ WORKERS: '0' }).workers).toBe(0);
    expect(() => loadConfig({ WORKERS: '-1' })).toThrow(
      /WORKERS must be a whole number of at least 0/,
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('databaseLocation', () => {
  it('takes sqlite: and file: URLs, absolute or relative to the working folder', () => {
    const file = (url: string) => databaseLocation(url);
    expect(file('sqlite:/var/lib/peptox.sqlite')).toEqual({
      kind: 'sqlite',
      file: '/var/lib/peptox.sqlite',
    });
    expect(file('sqlite:///var/lib/peptox.sqlite')).toEqual({
      kind: 'sqlite',
      file: '/var/lib/peptox.sqlite',
    });
    expect(file('file:./x.sqlite')).toEqual({
      kind: 'sqlite',
      file: join(process.cwd(), 'x.sqlite'),
    });
    expect(file('x.sqlite')).toEqual({ kind: 'sqlite', file: join(process.cwd(), 'x.sqlite') });
  });

  it('takes postgres:// and postgresql:// URLs as PostgreSQL', () => {
    expect(databaseLocation('postgres://u@h/db')).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
    expect(databaseLocation('postgresql://h:5433/db').kind).toBe('postgres');
  });
});

describe('trustProxy', () => {
  it("trusts the proxies' addresses only, never a count that a direct client could fool", () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => trustProxy('1')).toThrow(/TRUST_PROXY=127\.0\.0\.1 for a proxy on this machine/);
    expect(() => trustProxy('true')).toThrow(/addresses of the proxies/);
  });
});

describe('hosts, timeouts, quotas and health', () => {
  it('reads what names the host allow-list, and the health port of a worker process', () => {
    expect(loadConfig({}).hosts).toMatchObject({ address: '127.0.0.1', allowedHosts: undefined });
    expect(
      loadConfig({ ALLOWED_HOSTS: 'PepTox.example.org', API_BASE_URL: 'https://x.org/api/v1' })
        .hosts,
    ).toMatchObject({ allowedHosts: 'PepTox.example.org', publicUrl: 'https://x.org/api/v1' });
    expect(loadConfig({}).healthPort).toBeNull();
    expect(loadConfig({ HEALTH_PORT: '9100' }).healthPort).toBe(9100);
    expect(() => loadConfig({ HEALTH_PORT: 'x' })).toThrow(/HEALTH_PORT/);
  });

  it('gives a whole request 30 s by default, REQUEST_TIMEOUT_MS otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '2000' }).requestTimeoutMs).toBe(2000);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1e3' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('holds a client to the address quotas unless QUOTA_CLIENT_* says otherwise', () => {
    const MB = 1024 * 1024;
    expect(loadConfig({ QUOTA_ACTIVE_JOBS: '5', QUOTA_DAILY_MB: '7' }).clientQuota).toEqual({
      activeJobs: 5,
      dailyInputBytes: 7 * MB,
    });
    expect(
      loadConfig({ QUOTA_CLIENT_ACTIVE_JOBS: '100', QUOTA_CLIENT_DAILY_MB: '1000' }).clientQuota,
    ).toEqual({ activeJobs: 100, dailyInputBytes: 1000 * MB });
  });
});

describe('listing jobs by address', () => {
  it('is on by default where it exposes nothing: on loopback, or with mail', () => {
    expect(loadConfig({}).listJobsByAddress).toBe(true);
    expect(listJobsByAddress(undefined, '127.0.0.1', false)).toBe(true);
    expect(listJobsByAddress(undefined, '::1', false)).toBe(true);
    expect(listJobsByAddress(undefined, 'localhost', false)).toBe(true);
    expect(listJobsByAddress(undefined, '0.0.0.0', true)).toBe(true);
  });

  it('is off without mail beyond loopback, until the operator turns it on', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).listJobsByAddress).toBe(false);
    expect(listJobsByAddress('', '10.0.0.5', false)).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', LIST_JOBS_BY_ADDRESS: 'on' }).listJobsByAddress).toBe(
      true,
    );
    expect(loadConfig({ LIST_JOBS_BY_ADDRESS: 'off' }).listJobsByAddress).toBe(false);
    expect(() => loadConfig({ LIST_JOBS_BY_ADDRESS: 'yes' })).toThrow(/'on' or 'off'/);
  });
});

describe('mail', () => {
  const mail = { SMTP_URL: 'smtp://mail.example.org:587', SITE_URL: 'https://peptox.example.org/' };
  it('is off without SMTP_URL, and needs the site address and a signing secret with it', () => {
    expect(() => loadConfig(mail)).toThrow(/SIGNING_SECRET must hold at least 32/);
    expect(() => loadConfig({ ...mail, SITE_URL: '', SIGNING_SECRET: 'x'.repeat(32) })).toThrow(
      /SITE_URL/,
    );
    const config = loadConfig({ ...mail, SIGNING_SECRET: 's'.repeat(40) });
    expect(config.mail).toMatchObject({
      siteUrl: 'https://peptox.example.org',
      from: 'PepTox <no-reply@peptox.example.org>',
      linkHours: 24,
    });
  });
});
