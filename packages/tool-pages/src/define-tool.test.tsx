import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defineTool } from './define-tool.tsx';
import { compoundDefinition, testDefinition } from './test-tool.tsx';

const page = async () => ({ default: () => null });

function routeOf(routes: RouteObject[], path: string) {
  const found = routes.find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

async function load(route: RouteObject, params: Record<string, string>): Promise<unknown> {
  if (typeof route.loader !== 'function') throw new Error(`${route.path} has no loader`);
  try {
    return await route.loader({
      params,
      request: new Request('http://x/'),
      context: {},
    } as LoaderFunctionArgs);
  } catch (thrown) {
    return thrown;
  }
}

describe('defineTool for a prediction tool', () => {
  const tool = defineTool(testDefinition);

  it('takes its name from the catalogue and has the design navigation', () => {
    expect(tool.name).toBe('AmPEP');
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

  it('adds the extra pages the catalogue gives a tool', () => {
    const { dataset: _, ...withoutDataset } = testDefinition.pages;
    const hemopep = defineTool({ ...testDefinition, id: 'hemopep', pages: withoutDataset });
    expect(hemopep.navigation.map((n) => n.to)).toEqual([
      'home',
      'help',
      'method',
      'statistics',
      'contact',
      'jobs',
    ]);
    expect(hemopep.routes.map((r) => r.path)).toContain('contact');
    expect(tool.routes.map((r) => r.path)).toContain('dataset');
    expect(hemopep.routes.map((r) => r.path)).not.toContain('dataset');
  });

  it('needs the prose of a dataset page the catalogue gives, and none other', () => {
    expect(() =>
      defineTool({
        ...testDefinition,
        id: 'acpep',
        pages: { ...testDefinition.pages, dataset: page },
      }),
    ).toThrow(/dataset page/);
  });

  it('takes SMILES exactly when the catalogue says the tool reads molecules', () => {
    expect(defineTool(compoundDefinition).definition.input).toEqual({ kind: 'smiles' });
    expect(() => defineTool({ ...compoundDefinition, id: 'hemopep' })).toThrow(
      /HemoPep: the catalogue says it reads peptides, the definition gives the input 'smiles'/,
    );
    expect(() =>
      defineTool({
        ...testDefinition,
        id: 'ecotoxicology',
        pages: { method: compoundDefinition.pages.method },
      }),
    ).toThrow(/reads molecules, the definition gives the input 'fasta'/);
  });

  it('loads every page on demand', () => {
    for (const r of tool.routes) expect(typeof r.lazy).toBe('function');
  });

  it('answers 404 for a job id or an e-mail address that cannot be one', async () => {
    const badId = await load(routeOf(tool.routes, 'jobs/:id?'), { id: 'not-an-id' });
    expect(badId).toBeInstanceOf(Response);
    expect((badId as Response).status).toBe(404);
    const badEmail = await load(routeOf(tool.routes, 'retrieve/:email?'), { email: 'nobody' });
    expect((badEmail as Response).status).toBe(404);
  });

  it('lets a well-formed id or address, or none, through', async () => {
    const jobs = routeOf(tool.routes, 'jobs/:id?');
    const retrieve = routeOf(tool.routes, 'retrieve/:email?');
    expect(await load(jobs, { id: 'AbCdEfGhIjKlMnOpQr_-12' })).toBeNull();
    expect(await load(jobs, {})).toBeNull();
    expect(await load(retrieve, { email: 'a.b@example.org' })).toBeNull();
    expect(await load(retrieve, {})).toBeNull();
  });

  it("mounts the tool's own help page module as the help route, or else the shared one", async () => {
    const shared = routeOf(tool.routes, 'help').lazy as () => Promise<{ Component: unknown }>;
    expect(typeof (await shared()).Component).toBe('function');
    const Help = () => null;
    const custom = defineTool({
      ...testDefinition,
      pages: { ...testDefinition.pages, help: async () => ({ default: Help }) },
    });
    const lazy = routeOf(custom.routes, 'help').lazy as () => Promise<{ Component: unknown }>;
    expect((await lazy()).Component).toBe(Help);
  });
});

describe('defineTool for a docking tool', () => {
  it('has the shared pages and navigation of a job tool, and must be docking in the catalogue', () => {
    const tool = defineTool({
      ...testDefinition,
      id: 'gwovina',
      input: { kind: 'docking' },
      pages: { method: testDefinition.pages.method },
    });
    expect(tool.navigation.map((n) => n.label)).toEqual([
      'Home',
      'Help',
      'Method',
      'Statistics',
      'Retrieve',
    ]);
    expect(() => defineTool({ ...testDefinition, input: { kind: 'docking' } })).toThrow(
      /disagree about docking/,
    );
  });
});

it('refuses a tool that is not in the catalogue', () => {
  expect(() => defineTool({ ...testDefinition, id: 'nope' as typeof testDefinition.id })).toThrow(
    /not a tool of the catalogue/,
  );
});
