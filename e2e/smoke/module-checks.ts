/**
 * The smoke test's checks of the tool's module, as the shell loaded it (described in the browser
 * by `smoke.ts`), against the shell's contract and the pages of the catalogue.
 */
import { remoteName, type ToolInfo } from '@peptox/tool-contract/catalogue';
import { count, type Finding, fail, pass } from './findings.ts';

/** A route of the module, as the browser saw it and after loading its page. */
export interface RouteShape {
  path: string | null;
  lazy: boolean;
  /** The route gives a page: a Component or element, directly or once its lazy part loaded. */
  page: boolean;
  /** Why loading its lazy part failed, if it did. */
  loadError: string | null;
  children: RouteShape[];
}

/** What the shell's `loadRemote('<tool>/tool')` gave, reduced to what the contract asks. */
export type ModuleShape =
  | { loaded: false; reason: string }
  | {
      loaded: true;
      id: unknown;
      name: unknown;
      navigation: unknown;
      /** `typeof Header`, or 'object' for a memo or forwardRef component. */
      header: string;
      routes: RouteShape[] | null;
    };

/** The addresses under /<tool>/ each page of the catalogue must answer, with samples for parameters. */
export function expectedPages(tool: ToolInfo): { page: string; urls: string[] }[] {
  if (tool.kind === 'docking') return [{ page: 'home', urls: ['home'] }];
  return [
    ...['home', 'help', 'method', 'statistics', ...tool.extraPages].map((page) => ({
      page,
      urls: [page],
    })),
    { page: 'jobs/:id?', urls: ['jobs', 'jobs/a1b2c3d4e5f6g7h8'] },
    { page: 'retrieve/:email?', urls: ['retrieve', 'retrieve/someone@example.org'] },
  ];
}

interface FlatRoute {
  path: string;
  route: RouteShape;
}

function flatten(routes: readonly RouteShape[], parent = ''): FlatRoute[] {
  return routes.flatMap((route) => {
    const path = [parent, route.path ?? ''].filter(Boolean).join('/');
    return [{ path, route }, ...flatten(route.children, path)];
  });
}

/**
 * Whether a route path ('jobs/:id?') serves an address ('jobs/abc') as React Router matches them:
 * static segments, parameters, optional segments (`?`) and a trailing splat (`*`). (React Router's
 * own matchPath is not in the site's trimmed shared copy, which a guard checks for all code here.)
 */
export function servesPath(pattern: string, url: string): boolean {
  const segments = url.split('/').filter(Boolean);
  let at = 0;
  for (const part of pattern.split('/').filter(Boolean)) {
    if (part === '*') return true;
    const optional = part.endsWith('?');
    const name = optional ? part.slice(0, -1) : part;
    const segment = segments[at];
    if (segment !== undefined && (name.startsWith(':') || name === segment)) at++;
    else if (!optional) return false;
  }
  return at === segments.length;
}

function routeFor(routes: readonly FlatRoute[], url: string): FlatRoute | undefined {
  return routes.find(({ path, route }) => route.page && servesPath(path, url));
}

const isNavItem = (item: unknown) =>
  !!item &&
  typeof (item as { label?: unknown }).label === 'string' &&
  typeof (item as { to?: unknown }).to === 'string';

/** The module against the shell's contract (ToolModule) and the pages the catalogue gives the tool. */
export function checkModule(tool: ToolInfo, shape: ModuleShape): Finding[] {
  if (!shape.loaded) {
    return [
      fail(
        `The shell could not load ${tool.name}'s module ('${remoteName(tool.id)}/tool'): ${shape.reason}`,
      ),
    ];
  }
  const findings: Finding[] = [];
  if (shape.id !== tool.id) {
    findings.push(
      fail(
        `${tool.name}'s module says its id is ${JSON.stringify(shape.id)}; the shell mounts it under /${tool.id}/ and expects '${tool.id}'.`,
      ),
    );
  }
  if (typeof shape.name !== 'string' || shape.name.trim() === '') {
    findings.push(fail(`${tool.name}'s module has no name (a non-empty text).`));
  }
  const navigation = shape.navigation;
  if (!Array.isArray(navigation) || navigation.length === 0 || !navigation.every(isNavItem)) {
    findings.push(
      fail(
        `${tool.name}'s module has no navigation: a list of links, each with a label and a 'to'.`,
      ),
    );
  }
  if (shape.header !== 'function' && shape.header !== 'object') {
    findings.push(
      fail(`${tool.name}'s module has no Header component (its Header is ${shape.header}).`),
    );
  }
  if (shape.routes === null) {
    findings.push(fail(`${tool.name}'s module has no list of routes.`));
    return findings;
  }
  if (findings.length === 0) {
    findings.push(
      pass(
        `The shell loaded ${tool.name}'s module: id '${tool.id}', name '${shape.name}', ${count(navigation as unknown[], 'navigation link')}, a Header.`,
      ),
    );
  }
  const routes = flatten(shape.routes);
  const covered: string[] = [];
  for (const { page, urls } of expectedPages(tool)) {
    const unserved = urls.filter((url) => !routeFor(routes, url));
    if (unserved.length > 0) {
      findings.push(
        fail(
          `${tool.name}'s module has no page for ${unserved.map((url) => `/${tool.id}/${url}`).join(' or ')}, which the catalogue says ${tool.name} has ('${page}').`,
        ),
      );
      continue;
    }
    const served = [...new Set(urls.map((url) => routeFor(routes, url) as FlatRoute))];
    const before = findings.length;
    for (const { path, route } of served) {
      if (!route.lazy) {
        findings.push(
          fail(
            `The route '${path}' of ${tool.name}'s module is not lazy: its page's code would be in what every visitor of the site loads first.`,
          ),
        );
      } else if (route.loadError) {
        findings.push(
          fail(
            `The page of the route '${path}' of ${tool.name}'s module does not load: ${route.loadError}`,
          ),
        );
      }
    }
    if (findings.length === before) covered.push(page);
  }
  if (covered.length > 0) {
    findings.push(
      pass(
        `${tool.name}'s module serves ${covered.map((page) => `'${page}'`).join(', ')}, each page lazy and its code loaded.`,
      ),
    );
  }
  return findings;
}
