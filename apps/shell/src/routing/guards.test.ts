import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { runGuards, withGuards } from './guards.ts';

const args = (params: Record<string, string>) =>
  ({
    params,
    request: new Request('http://localhost/x'),
    context: undefined,
  }) as unknown as LoaderFunctionArgs;

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error('did not throw');
}

describe('route guards', () => {
  it('an unregistered name is a 500 "Unknown middleware <name>"', async () => {
    const response = await thrown(runGuards(['auth'], args({})));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Unknown middleware auth');
  });

  it('jobId and email turn bad parameters into a 404', async () => {
    expect((await thrown(runGuards(['jobId'], args({ id: 'not-an-id' })))).status).toBe(404);
    expect((await thrown(runGuards(['email'], args({ email: 'nobody' })))).status).toBe(404);
    await runGuards(['jobId', 'email'], args({ id: 'AbCdEfGhIjKlMnOpQr_-12', email: 'a@b.org' }));
    await runGuards(['jobId'], args({}));
  });

  it('runs before the loader of a plain, a lazy and an unguarded route', async () => {
    const calls: string[] = [];
    const loader: LoaderFunction = () => {
      calls.push('loader');
      return 'data';
    };
    const routes: RouteObject[] = [
      { path: 'a', loader, handle: { middleware: ['nope'] } },
      { path: 'b', lazy: async () => ({ loader }), handle: { middleware: ['jobId'] } },
      { path: 'c', loader },
    ];
    const [a, b, c] = withGuards(routes) as [RouteObject, RouteObject, RouteObject];

    expect(
      (await thrown(Promise.resolve((a.loader as LoaderFunction)(args({}), undefined)))).status,
    ).toBe(500);
    expect(calls).toEqual([]);

    const lazyB = await (b.lazy as () => Promise<{ loader: LoaderFunction }>)();
    expect(
      await thrown(Promise.resolve(lazyB.loader(args({ id: 'x' }), undefined))),
    ).toBeInstanceOf(Response);
    expect(await lazyB.loader(args({ id: 'AbCdEfGhIjKlMnOpQr_-12' }), undefined)).toBe('data');
    expect(c.loader).toBe(loader);
    expect(calls).toEqual(['loader']);
  });
});
