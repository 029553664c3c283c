import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseFile, loadConfig, repoRoot } from '../src/config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseFile).toBe(join(repoRoot, '.data', 'peptox.sqlite'));
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
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(
      /WORKERS must be a whole number of at least 1/,
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('databaseFile', () => {
  it('takes sqlite: and file: URLs, absolute or relative to the working folder', () => {
    expect(databaseFile('sqlite:/var/lib/peptox.sqlite')).toBe('/var/lib/peptox.sqlite');
    expect(databaseFile('sqlite:///var/lib/peptox.sqlite')).toBe('/var/lib/peptox.sqlite');
    expect(databaseFile('file:./x.sqlite')).toBe(join(process.cwd(), 'x.sqlite'));
    expect(databaseFile('x.sqlite')).toBe(join(process.cwd(), 'x.sqlite'));
  });

  it('says plainly that PostgreSQL is not supported yet', () => {
    expect(() => databaseFile('postgres://u@h/db')).toThrow(/not supported yet/);
  });
});
