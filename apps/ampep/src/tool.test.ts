import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { tool } from './tool.tsx';

function route(path: string) {
  const found = tool.routes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

async function load(path: string, params: Record<string, string>): Promise<unknown> {
  const loader = route(path).loader;
  if (typeof loader !== 'function') throw new Error(`${path} has no loader`);
  try {
    return await loader({
      params,
      request: new Request('http://x/'),
      context: {},
    } as LoaderFunctionArgs);
  } catch (thrown) {
    return thrown;
  }
}

describe('the AmPEP tool module', () => {
  it('has the design navigation, each link to one of its routes', () => {
    expect(tool.navigation.map((n) => n.label)).toEqual([
      'Home',
      'Help',
      'Method',
      'Statistics',
      'Dataset',
      'Retrieve',
    ]);
    const paths = tool.routes.map((r) => r.path?.split('/')[0]);
    for (const item of tool.navigation) expect(paths).toContain(item.to);
  });

  it('loads every page on demand', () => {
    for (const r of tool.routes) expect(typeof r.lazy).toBe('function');
  });

  it('answers 404 for a job id or an e-mail address that cannot be one', async () => {
    const badId = await load('jobs/:id?', { id: 'not-an-id' });
    expect(badId).toBeInstanceOf(Response);
    expect((badId as Response).status).toBe(404);
    const badEmail = await load('retrieve/:email?', { email: 'nobody' });
    expect((badEmail as Response).status).toBe(404);
  });

  it('lets a well-formed id or address, or none, through', async () => {
    expect(await load('jobs/:id?', { id: 'AbCdEfGhIjKlMnOpQr_-12' })).toBeNull();
    expect(await load('jobs/:id?', {})).toBeNull();
    expect(await load('retrieve/:email?', { email: 'a.b@example.org' })).toBeNull();
    expect(await load('retrieve/:email?', {})).toBeNull();
  });
});
