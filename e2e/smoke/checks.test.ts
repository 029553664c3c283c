import { findTool, type ToolInfo } from '@peptox/tool-contract/catalogue';
import { describe, expect, it } from 'vitest';
import { checkFiles, checkManifest, manifestFiles } from './manifest-checks.ts';
import { checkModule, type ModuleShape, type RouteShape, servesPath } from './module-checks.ts';
import { checkResult, type Description, type JobOutput, readDescription } from './result-checks.ts';

const ampep = findTool('ampep') as ToolInfo;
const gwovina = findTool('gwovina') as ToolInfo;
const manifestUrl = 'https://site.example.org/tools/ampep/mf-manifest.json';

const failures = (findings: { ok: boolean; text: string }[]) =>
  findings.filter((f) => !f.ok).map((f) => f.text);

const page = (path: string, lazy = true): RouteShape => ({
  path,
  lazy,
  page: true,
  loadError: null,
  children: [],
});

const ampepRoutes = () =>
  ['home', 'help', 'method', 'statistics', 'dataset', 'jobs/:id?', 'retrieve/:email?'].map((path) =>
    page(path),
  );

const module = (overrides: Partial<ModuleShape & { loaded: true }> = {}): ModuleShape => ({
  loaded: true,
  id: 'ampep',
  name: 'AmPEP',
  navigation: [{ label: 'Home', to: 'home' }],
  header: 'function',
  routes: ampepRoutes(),
  ...overrides,
});

describe('the manifest', () => {
  const manifest = {
    metaData: {
      name: 'ampep',
      publicPath: 'auto',
      remoteEntry: { name: 'static/js/ampep.1.js', path: '' },
    },
    exposes: [
      {
        path: './tool',
        assets: { js: { sync: ['static/js/tool.js'], async: ['static/js/a.js'] } },
      },
      { path: './build', assets: { js: { sync: ['static/js/build.js'], async: [] } } },
    ],
    shared: [{ name: 'react', assets: { js: { sync: ['static/js/a.js'], async: [] } } }],
  };

  it('passes one that names the remote and exposes ./tool', () => {
    expect(failures(checkManifest(ampep, manifestUrl, manifest))).toEqual([]);
  });

  it("says so when a remote exposes no './tool'", () => {
    const broken = { ...manifest, exposes: [manifest.exposes[1]] };
    expect(failures(checkManifest(ampep, manifestUrl, broken))).toEqual([
      `The remote at ${manifestUrl} exposes no './tool' (it exposes './build'): the shell has nothing to mount for AmPEP.`,
    ]);
  });

  it('names the remote the shell expects when the name differs', () => {
    const renamed = { ...manifest, metaData: { ...manifest.metaData, name: 'ampep-next' } };
    expect(failures(checkManifest(ampep, manifestUrl, renamed))).toEqual([
      `The remote at ${manifestUrl} is named 'ampep-next', but the shell loads AmPEP as 'ampep' (the tool id with '-' as '_').`,
    ]);
  });

  it('lists each file once, beside the manifest when the public path is auto', () => {
    expect(manifestFiles(manifestUrl, manifest)).toEqual([
      'https://site.example.org/tools/ampep/static/js/ampep.1.js',
      'https://site.example.org/tools/ampep/static/js/tool.js',
      'https://site.example.org/tools/ampep/static/js/a.js',
      'https://site.example.org/tools/ampep/static/js/build.js',
    ]);
    const cdn = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://cdn.example.org/ampep/' },
    };
    expect(manifestFiles(manifestUrl, cdn)[0]).toBe(
      'https://cdn.example.org/ampep/static/js/ampep.1.js',
    );
  });

  it('names each file that does not answer', () => {
    const findings = checkFiles(manifestUrl, [
      { url: 'https://site.example.org/tools/ampep/static/js/tool.js', status: 200 },
      { url: 'https://site.example.org/tools/ampep/static/js/a.js', status: 404 },
      {
        url: 'https://site.example.org/tools/ampep/static/js/b.js',
        status: null,
        error: 'connection refused',
      },
    ]);
    expect(failures(findings)).toEqual([
      `The manifest at ${manifestUrl} lists https://site.example.org/tools/ampep/static/js/a.js, which answers 404.`,
      `The manifest at ${manifestUrl} lists https://site.example.org/tools/ampep/static/js/b.js, which could not be fetched (connection refused).`,
    ]);
  });
});

describe('a route path serving an address', () => {
  it.each([
    ['home', 'home', true],
    ['home', 'help', false],
    ['home', 'home/more', false],
    ['jobs/:id?', 'jobs', true],
    ['jobs/:id?', 'jobs/abc', true],
    ['jobs/:id?', 'jobs/abc/def', false],
    ['jobs/:id', 'jobs', false],
    ['retrieve/:email?', 'retrieve/someone@example.org', true],
    ['docs/*', 'docs/a/b', true],
    ['', 'home', false],
  ])("'%s' serves '%s': %s", (pattern, url, expected) => {
    expect(servesPath(pattern, url)).toBe(expected);
  });
});

describe("the tool's module", () => {
  it('passes a module with every page of the catalogue, each lazy', () => {
    const findings = checkModule(ampep, module());
    expect(failures(findings)).toEqual([]);
    expect(findings.at(-1)?.text).toContain("'dataset', 'jobs/:id?', 'retrieve/:email?'");
  });

  it('names a page the catalogue gives the tool and the module lacks', () => {
    const routes = ampepRoutes().filter((route) => route.path !== 'dataset');
    expect(failures(checkModule(ampep, module({ routes })))).toEqual([
      "AmPEP's module has no page for /ampep/dataset, which the catalogue says AmPEP has ('dataset').",
    ]);
  });

  it('takes a job page split in two routes, and finds one without the id', () => {
    const split = [
      ...ampepRoutes().filter((r) => r.path !== 'jobs/:id?'),
      page('jobs'),
      page('jobs/:id'),
    ];
    expect(failures(checkModule(ampep, module({ routes: split })))).toEqual([]);
    const noList = ampepRoutes().map((r) => (r.path === 'jobs/:id?' ? page('jobs/:id') : r));
    expect(failures(checkModule(ampep, module({ routes: noList })))).toEqual([
      "AmPEP's module has no page for /ampep/jobs, which the catalogue says AmPEP has ('jobs/:id?').",
    ]);
  });

  it('says which id it has when it is not the tool the shell mounts', () => {
    expect(failures(checkModule(ampep, module({ id: 'acpep' })))).toEqual([
      `AmPEP's module says its id is "acpep"; the shell mounts it under /ampep/ and expects 'ampep'.`,
    ]);
  });

  it('names a page that is not lazy and one whose code does not load', () => {
    const routes = ampepRoutes().map((route) =>
      route.path === 'help'
        ? page('help', false)
        : route.path === 'method'
          ? { ...route, loadError: 'Loading chunk 12 failed.' }
          : route,
    );
    expect(failures(checkModule(ampep, module({ routes })))).toEqual([
      "The route 'help' of AmPEP's module is not lazy: its page's code would be in what every visitor of the site loads first.",
      "The page of the route 'method' of AmPEP's module does not load: Loading chunk 12 failed.",
    ]);
  });

  it('names the missing parts of the contract', () => {
    const broken = module({
      name: '',
      navigation: [{ label: 'Home' }],
      header: 'missing',
      routes: null,
    });
    expect(failures(checkModule(ampep, broken))).toEqual([
      "AmPEP's module has no name (a non-empty text).",
      "AmPEP's module has no navigation: a list of links, each with a label and a 'to'.",
      "AmPEP's module has no Header component (its Header is missing).",
      "AmPEP's module has no list of routes.",
    ]);
  });

  it('asks only for home of a docking tool, and says why a module did not load', () => {
    const docking = module({ id: 'gwovina', name: 'GWOVina', routes: [page('home')] });
    expect(failures(checkModule(gwovina, docking))).toEqual([]);
    expect(failures(checkModule(gwovina, { loaded: false, reason: 'Failed to fetch' }))).toEqual([
      "The shell could not load GWOVina's module ('gwovina/tool'): Failed to fetch",
    ]);
  });
});

describe("a job's result against the published description", () => {
  const description: Description = {
    id: 'ampep',
    methods: [{ id: 'ampep' }, { id: 'mic' }],
    columns: [
      { key: 'id' },
      { key: 'sequence' },
      { key: 'ampep_probability', method: 'ampep' },
      { key: 'mic_ec', method: 'mic' },
      { key: 'note' },
    ],
    tables: [
      { id: 'scores', columns: ['id', 'sequence', 'ampep_probability', 'note'] },
      { id: 'activity', columns: ['id', 'sequence', 'mic_ec', 'note'] },
    ],
  };
  const output = (overrides: Partial<JobOutput> = {}): JobOutput => ({
    columns: description.columns.map(({ key }) => ({ key })),
    tables: description.tables,
    rows: [{ id: 'p1', sequence: 'GIG', ampep_probability: 0.9, mic_ec: 12, note: null }],
    csvHeaders: Object.fromEntries(description.tables.map((t) => [t.id, t.columns])),
    ...overrides,
  });
  const methods = ['ampep', 'mic'];

  it('passes a result with the published tables and columns', () => {
    expect(failures(checkResult(ampep, description, methods, output()))).toEqual([]);
  });

  it('names a column the description does not list, in the table, the rows and the CSV', () => {
    const scores = { id: 'scores', columns: ['id', 'sequence', 'ampep_probability', 'x', 'note'] };
    const findings = checkResult(
      ampep,
      description,
      methods,
      output({
        tables: [scores, description.tables[1] as Description['tables'][number]],
        rows: [{ id: 'p1', sequence: 'GIG', ampep_probability: 0.9, x: 1, mic_ec: 12, note: null }],
        csvHeaders: { scores: scores.columns },
      }),
    );
    expect(failures(findings)).toEqual([
      "The job's table 'scores' has a column 'x' that AmPEP's published description does not list.",
      "The CSV of the job's table 'scores' has a column 'x' that AmPEP's published description does not list.",
      "The job's rows have a column 'x' that AmPEP's published description does not list.",
    ]);
  });

  it('names a renamed column, a missing one and a table the description does not have', () => {
    const findings = checkResult(
      ampep,
      description,
      methods,
      output({
        columns: output().columns.filter((c) => c.key !== 'mic_ec'),
        tables: [
          { id: 'scores', columns: ['id', 'sequence', 'amp_probability', 'note'] },
          { id: 'extras', columns: ['id'] },
        ],
        csvHeaders: {},
      }),
    );
    expect(failures(findings)).toEqual([
      "The job's result lacks the column 'mic_ec' that AmPEP's published description lists.",
      "The job's table 'scores' has a column 'amp_probability' where AmPEP's published description lists 'ampep_probability' (renamed?).",
      "The job's table 'extras' is not among AmPEP's published tables ('scores', 'activity').",
      "The job's result has no table 'activity', which AmPEP publishes.",
    ]);
  });

  it('names a column of a method that ran which no row of the example fills', () => {
    const rows = [
      { id: 'p1', sequence: 'GIG', ampep_probability: 0.9, mic_ec: null, note: null },
      { id: 'p2', sequence: 'KKK', ampep_probability: 0.2, mic_ec: null, note: 'too short' },
    ];
    expect(failures(checkResult(ampep, description, methods, output({ rows })))).toEqual([
      "The job's column 'mic_ec' (method 'mic') has no value on any of the example's 2 rows: does the worker write it under another name?",
    ]);
  });

  it('expects only the columns of the methods that ran', () => {
    const onlyAmpep = output({
      columns: output().columns.filter((c) => c.key !== 'mic_ec'),
      tables: [
        description.tables[0] as Description['tables'][number],
        { id: 'activity', columns: ['id', 'sequence', 'note'] },
      ],
      rows: [{ id: 'p1', sequence: 'GIG', ampep_probability: 0.9, note: null }],
      csvHeaders: {},
    });
    expect(failures(checkResult(ampep, description, ['ampep'], onlyAmpep))).toEqual([]);
  });

  it('reads a description only with its methods, columns and tables, each table described', () => {
    expect(readDescription(ampep, { ...description, available: true }).description).not.toBeNull();
    const { description: none, findings } = readDescription(ampep, { id: 'ampep', methods: [] });
    expect(none).toBeNull();
    expect(failures(findings)).toEqual([
      "AmPEP's published description cannot be used: it has no list of methods, each with its 'id'; it has no list of columns, each with its 'key'; it has no list of tables, each with its 'id'.",
    ]);
    const undescribed = {
      ...description,
      tables: [{ id: 'scores', columns: ['id', 'ampep_score'] }],
    };
    expect(failures(readDescription(ampep, undescribed).findings)).toEqual([
      "AmPEP's published table 'scores' lists a column 'ampep_score' that its published columns do not describe.",
    ]);
  });
});
