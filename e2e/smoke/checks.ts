/**
 * The smoke test's checks: plain functions of what was fetched, each finding one sentence a tool
 * team can act on. `smoke.ts` does the fetching (the site, the browser, the API).
 */
import { remoteName, type ToolInfo } from '@peptox/tool-contract/catalogue';

/** One line of the report: what passed (`ok`), or what is wrong. */
export interface Finding {
  ok: boolean;
  text: string;
}

export const pass = (text: string): Finding => ({ ok: true, text });
export const fail = (text: string): Finding => ({ ok: false, text });

const count = (items: readonly unknown[], noun: string) =>
  `${items.length} ${noun}${items.length === 1 ? '' : 's'}`;

const quoted = (items: readonly string[]) => items.map((item) => `'${item}'`).join(', ');

// ---------------------------------------------------------------------------------------------
// The remote's manifest

interface AssetList {
  sync?: string[];
  async?: string[];
}
interface Assets {
  js?: AssetList;
  css?: AssetList;
}
/** The parts of Module Federation's mf-manifest.json the shell relies on. */
export interface Manifest {
  name?: string;
  metaData?: {
    name?: string;
    publicPath?: string;
    remoteEntry?: { name?: string; path?: string };
  };
  exposes?: { path?: string; assets?: Assets }[];
  shared?: { name?: string; assets?: Assets }[];
}

const assetFiles = (assets: Assets | undefined): string[] =>
  [assets?.js, assets?.css].flatMap((list) => [...(list?.sync ?? []), ...(list?.async ?? [])]);

/** Where the manifest's files live: beside the manifest ('auto'), or at its public path. */
function filesBase(manifestUrl: string, manifest: Manifest): string {
  const publicPath = manifest.metaData?.publicPath;
  return publicPath && publicPath !== 'auto'
    ? new URL(publicPath, manifestUrl).href
    : new URL('./', manifestUrl).href;
}

/** Every file the manifest names (the entry, the exposed modules', the shared libraries'), as URLs. */
export function manifestFiles(manifestUrl: string, manifest: Manifest): string[] {
  const base = filesBase(manifestUrl, manifest);
  const entry = manifest.metaData?.remoteEntry;
  const names = [
    ...(entry?.name
      ? [`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`]
      : []),
    ...(manifest.exposes ?? []).flatMap((expose) => assetFiles(expose.assets)),
    ...(manifest.shared ?? []).flatMap((shared) => assetFiles(shared.assets)),
  ];
  return [...new Set(names.map((name) => new URL(name, base).href))];
}

/** The manifest names the remote the shell asks for, has an entry, and exposes './tool'. */
export function checkManifest(tool: ToolInfo, manifestUrl: string, body: unknown): Finding[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return [fail(`The remote's manifest at ${manifestUrl} is not a JSON object.`)];
  }
  const manifest = body as Manifest;
  const findings: Finding[] = [];
  const expected = remoteName(tool.id);
  const name = manifest.metaData?.name ?? manifest.name;
  if (name !== expected) {
    findings.push(
      fail(
        `The remote at ${manifestUrl} is named '${name ?? '(no name)'}', but the shell loads ${tool.name} as '${expected}' (the tool id with '-' as '_').`,
      ),
    );
  }
  if (!manifest.metaData?.remoteEntry?.name) {
    findings.push(fail(`The remote at ${manifestUrl} names no entry file (metaData.remoteEntry).`));
  }
  const exposed = (manifest.exposes ?? []).map((expose) => expose.path ?? '');
  if (!exposed.includes('./tool')) {
    findings.push(
      fail(
        `The remote at ${manifestUrl} exposes no './tool'${exposed.length ? ` (it exposes ${quoted(exposed)})` : ''}: the shell has nothing to mount for ${tool.name}.`,
      ),
    );
  }
  if (findings.length === 0) {
    findings.push(
      pass(`The manifest at ${manifestUrl} names the remote '${expected}' and exposes './tool'.`),
    );
  }
  return findings;
}

/** What fetching one of the manifest's files gave: an HTTP status, or why there was none. */
export interface FileAnswer {
  url: string;
  status: number | null;
  error?: string;
}

export function checkFiles(manifestUrl: string, answers: readonly FileAnswer[]): Finding[] {
  const missing = answers.filter((answer) => answer.status === null || answer.status >= 400);
  if (missing.length === 0) {
    return [pass(`All ${answers.length} files that the manifest at ${manifestUrl} lists answer.`)];
  }
  return missing.map((answer) =>
    fail(
      `The manifest at ${manifestUrl} lists ${answer.url}, which ${answer.status === null ? `could not be fetched (${answer.error ?? 'no answer'})` : `answers ${answer.status}`}.`,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// The tool's module, as the shell loaded it (described in the browser by `smoke.ts`)

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

// ---------------------------------------------------------------------------------------------
// The tool's published description and a job's result

/**
 * The fields of `GET /tools/<tool>` the smoke test reads (others may come and go with the
 * service's versions).
 */
export interface Description {
  id: string;
  methods: { id: string }[];
  columns: { key: string; method?: string }[];
  tables: { id: string; columns: string[] }[];
}

/** The description has the fields a form and a results page need; null when it cannot be used. */
export function readDescription(
  tool: ToolInfo,
  body: unknown,
): { description: Description | null; findings: Finding[] } {
  const raw = (body ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  if (raw.id !== tool.id) problems.push(`its id is ${JSON.stringify(raw.id)}, not '${tool.id}'`);
  const listOf = (field: string, idKey: string) => {
    const value = raw[field];
    const ok =
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((item) => typeof (item as Record<string, unknown>)?.[idKey] === 'string');
    if (!ok) problems.push(`it has no list of ${field}, each with its '${idKey}'`);
  };
  listOf('methods', 'id');
  listOf('columns', 'key');
  listOf('tables', 'id');
  if (
    Array.isArray(raw.tables) &&
    !raw.tables.every((table) => Array.isArray((table as { columns?: unknown })?.columns))
  ) {
    problems.push('a table of it lists no columns');
  }
  if (problems.length > 0) {
    return {
      description: null,
      findings: [
        fail(`${tool.name}'s published description cannot be used: ${problems.join('; ')}.`),
      ],
    };
  }
  const description = raw as unknown as Description;
  const keys = new Set(description.columns.map((column) => column.key));
  const findings: Finding[] = [];
  for (const table of description.tables) {
    const unknown = table.columns.filter((key) => !keys.has(key));
    if (unknown.length > 0) {
      findings.push(
        fail(
          `${tool.name}'s published table '${table.id}' lists ${unknown.length === 1 ? 'a column' : 'columns'} ${quoted(unknown)} that its published columns do not describe.`,
        ),
      );
    }
  }
  if (findings.length === 0) {
    findings.push(
      pass(
        `${tool.name}'s published description: ${count(description.methods, 'method')}, ${count(description.columns, 'column')}, ${count(description.tables, 'table')}.`,
      ),
    );
  }
  return { description, findings };
}

/** What a finished job gave: its result's layout and rows, and each table's CSV header. */
export interface JobOutput {
  columns: { key: string }[];
  tables: { id: string; columns: string[] }[];
  rows: Record<string, unknown>[];
  /** Table id -> the column keys of its CSV header (without the service's own 'models'). */
  csvHeaders: Record<string, string[]>;
}

/** Sentences for the differences between what a table has and what the description lists. */
function compareColumns(
  toolName: string,
  where: string,
  published: readonly string[],
  found: readonly string[],
): Finding[] {
  const missing = published.filter((key) => !found.includes(key));
  const extra = found.filter((key) => !published.includes(key));
  if (missing.length === 1 && extra.length === 1) {
    return [
      fail(
        `${where} has a column '${extra[0]}' where ${toolName}'s published description lists '${missing[0]}' (renamed?).`,
      ),
    ];
  }
  return [
    ...extra.map((key) =>
      fail(
        `${where} has a column '${key}' that ${toolName}'s published description does not list.`,
      ),
    ),
    ...missing.map((key) =>
      fail(`${where} lacks the column '${key}' that ${toolName}'s published description lists.`),
    ),
  ];
}

/**
 * Every table of a job that ran `methods` against the published description: the tables, their
 * columns, the keys of the rows, and each table's CSV.
 */
export function checkResult(
  tool: ToolInfo,
  description: Description,
  methods: readonly string[],
  output: JobOutput,
): Finding[] {
  const ran = (column: { method?: string }) => !column.method || methods.includes(column.method);
  const columns = description.columns.filter(ran).map((column) => column.key);
  const published = description.tables.map((table) => ({
    id: table.id,
    columns: table.columns.filter((key) => columns.includes(key)),
  }));
  const findings: Finding[] = [];
  findings.push(
    ...compareColumns(
      tool.name,
      "The job's result",
      columns,
      output.columns.map((column) => column.key),
    ),
  );
  for (const table of output.tables) {
    const expected = published.find((p) => p.id === table.id);
    if (!expected) {
      findings.push(
        fail(
          `The job's table '${table.id}' is not among ${tool.name}'s published tables (${quoted(published.map((p) => p.id))}).`,
        ),
      );
      continue;
    }
    findings.push(
      ...compareColumns(
        tool.name,
        `The job's table '${table.id}'`,
        expected.columns,
        table.columns,
      ),
    );
    const csv = output.csvHeaders[table.id];
    if (csv) {
      findings.push(
        ...compareColumns(
          tool.name,
          `The CSV of the job's table '${table.id}'`,
          expected.columns,
          csv,
        ),
      );
    }
  }
  for (const table of published) {
    if (table.columns.length > 0 && !output.tables.some((t) => t.id === table.id)) {
      findings.push(
        fail(`The job's result has no table '${table.id}', which ${tool.name} publishes.`),
      );
    }
  }
  if (output.rows.length === 0) {
    findings.push(fail("The job finished with no rows: the tool's example gave no result."));
  }
  const rowKeys = [...new Set(output.rows.flatMap((row) => Object.keys(row)))];
  for (const key of rowKeys.filter((key) => !description.columns.some((c) => c.key === key))) {
    findings.push(
      fail(
        `The job's rows have a column '${key}' that ${tool.name}'s published description does not list.`,
      ),
    );
  }
  // The service fills a published column that a worker did not write with nothing: a column of
  // a method that ran, empty on every row of the example, is most likely written under another name.
  const empty = description.columns.filter(
    (column) =>
      column.method &&
      methods.includes(column.method) &&
      output.rows.length > 0 &&
      output.rows.every((row) => row[column.key] === null || row[column.key] === undefined),
  );
  for (const { key, method } of empty) {
    findings.push(
      fail(
        `The job's column '${key}' (method '${method}') has no value on any of the example's ${count(output.rows, 'row')}: does the worker write it under another name?`,
      ),
    );
  }
  if (findings.length === 0) {
    findings.push(
      pass(
        `The job's ${output.tables.length} tables (${quoted(output.tables.map((t) => t.id))}) and ${output.rows.length} rows carry the published columns, in the result and in each table's CSV.`,
      ),
    );
  }
  return findings;
}
