import { afterEach, describe, expect, it, vi } from 'vitest';
import fallback from './fallback.ts';
import retry from './retry.ts';
import { isUnavailableRemote } from './unavailable.ts';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('retry runtime plugin', () => {
  const fetchManifest = retry().fetch as unknown as FetchHook;

  it('fetches a manifest again after a server error', async () => {
    vi.useFakeTimers();
    const answers = [new Response('busy', { status: 503 }), Response.json({ name: 'ampep' })];
    const fetchMock = vi.fn(async () => answers.shift() as Response);
    vi.stubGlobal('fetch', fetchMock);
    const pending = fetchManifest('http://site/tools/ampep/mf-manifest.json', {});
    await vi.runAllTimersAsync();
    expect((await pending).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 404', async () => {
    const fetchMock = vi.fn(async () => new Response('missing', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await fetchManifest('http://site/x.json', {})).status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after three network failures with the last error', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const pending = fetchManifest('http://site/x.json', {}).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await pending).toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('fallback runtime plugin', () => {
  const onError = fallback().errorLoadRemote as unknown as ErrorHook;

  it('turns a module that cannot load into an "unavailable" marker', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const marker = onError({
      id: 'ampep/tool',
      error: new Error('RUNTIME-003'),
      lifecycle: 'onLoad',
    });
    expect(isUnavailableRemote(marker)).toBe(true);
    expect(marker).toMatchObject({ id: 'ampep/tool', reason: 'RUNTIME-003' });
  });

  it('returns nothing while resolving the manifest (a value there is taken as the manifest)', () => {
    expect(
      onError({
        id: 'http://x/mf-manifest.json',
        error: new Error('x'),
        lifecycle: 'afterResolve',
      }),
    ).toBeUndefined();
  });
});
