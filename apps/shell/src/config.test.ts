import { describe, expect, it } from 'vitest';
import { loadConfig, parseConfig } from './config.ts';

const ok = (body: unknown) => (async () => Response.json(body)) as unknown as typeof fetch;

describe('runtime configuration', () => {
  it('takes every field the file gives', async () => {
    const { config, problem } = await loadConfig(
      '/config.json',
      ok({
        apiBaseUrl: 'https://api.example.org/api/v1',
        siteName: 'PepTox test',
        analytics: true,
        remotes: { ampep: 'https://cdn.example.org/ampep/mf-manifest.json' },
      }),
    );
    expect(problem).toBeNull();
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.org/api/v1',
      siteName: 'PepTox test',
      analytics: true,
      remotes: { ampep: 'https://cdn.example.org/ampep/mf-manifest.json' },
    });
  });

  it('falls back to the defaults with a reason when the file is missing', async () => {
    const notFound = (async () => new Response('no', { status: 404 })) as unknown as typeof fetch;
    const { config, problem } = await loadConfig('/config.json', notFound);
    expect(problem).toBe('/config.json answered 404');
    expect(config.siteName).toBe('PepTox');
    expect(config.remotes.ampep).toBe('/tools/ampep/mf-manifest.json');
    expect(config.apiBaseUrl).toMatch(/:8000\/api\/v1$/);
  });

  it('falls back when the request fails or the body is not JSON', async () => {
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect((await loadConfig('/config.json', down)).problem).toContain('Failed to fetch');
    const html = (async () => new Response('<html>')) as unknown as typeof fetch;
    expect((await loadConfig('/config.json', html)).problem).toContain('could not be read');
  });

  it('keeps the default of a field it cannot use, and says which', () => {
    const { config, problem } = parseConfig({ siteName: 3, analytics: 'yes' });
    expect(config.siteName).toBe('PepTox');
    expect(config.analytics).toBe(false);
    expect(problem).toBe('these settings were not understood: siteName, analytics');
  });
});
