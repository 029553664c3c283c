import { describe, expect, it } from 'vitest';
import {
  loadSiteConfig as loadConfig,
  parseSiteConfig as parseConfig,
  resolveSiteConfig,
} from './site-config.ts';

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
        contact: { name: 'The PepTox team', email: 'team@example.org' },
      }),
    );
    expect(problem).toBeNull();
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.org/api/v1',
      siteName: 'PepTox test',
      analytics: true,
      remotes: { ampep: 'https://cdn.example.org/ampep/mf-manifest.json' },
      contact: { name: 'The PepTox team', email: 'team@example.org' },
    });
  });

  it('falls back to the defaults with a reason when the file is missing', async () => {
    const notFound = (async () => new Response('no', { status: 404 })) as unknown as typeof fetch;
    const { config, problem } = await loadConfig('/config.json', notFound);
    expect(problem).toBe('/config.json answered 404');
    expect(config.siteName).toBe('PepTox');
    expect(config.remotes.ampep).toBe('/tools/ampep/mf-manifest.json');
    expect(config.remotes['ssl-gcn']).toBe('/tools/ssl-gcn/mf-manifest.json');
    expect(config.contact).toBeNull();
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
    const { config, problem } = parseConfig({ siteName: 3, analytics: 'yes', contact: {} });
    expect(config.siteName).toBe('PepTox');
    expect(config.analytics).toBe(false);
    expect(config.contact).toBeNull();
    expect(problem).toBe('these settings were not understood: siteName, analytics, contact');
  });

  it('takes a contact with an address or a page, and drops fields that are not text', () => {
    expect(
      parseConfig({ contact: { url: 'https://example.org/issues', name: 7 } }).config.contact,
    ).toEqual({
      url: 'https://example.org/issues',
    });
    expect(parseConfig({ contact: null }).config.contact).toBeNull();
  });
});

describe('resolveSiteConfig', () => {
  const page = (text: string | null) => ({
    getElementById: (id: string) =>
      id === 'peptox-config' && text !== null ? ({ textContent: text } as HTMLElement) : null,
  });
  const noFetch = (async () => {
    throw new Error('fetched /config.json although the page holds the configuration');
  }) as unknown as typeof fetch;

  it('reads the configuration the server wrote into the page, without a request', async () => {
    const { config, problem } = await resolveSiteConfig(
      page(JSON.stringify({ siteName: 'PepTox inline', remotes: { ampep: '/a.json' } })),
      noFetch,
    );
    expect(problem).toBeNull();
    expect(config.siteName).toBe('PepTox inline');
    expect(config.remotes).toEqual({ ampep: '/a.json' });
  });

  it('asks for /config.json when the page holds none, or holds something unreadable', async () => {
    for (const text of [null, '{not json']) {
      const { config } = await resolveSiteConfig(page(text), ok({ siteName: 'From the file' }));
      expect(config.siteName).toBe('From the file');
    }
  });
});
