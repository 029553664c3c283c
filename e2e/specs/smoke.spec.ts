import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiUrl, expect, siteUrl, test } from '../support/fixtures.ts';
import { dists } from '../support/paths.ts';
import { freePort, repoRoot, startApi, startSite } from '../support/servers.ts';

// `pnpm smoke <site-url> <tool>` as a tool team runs it in its pipeline: the command itself, its
// output and exit code, against the built site and the real job service of global setup.

function smoke(
  site: string,
  tool: string,
  jobTimeoutSeconds = 40,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [
        '--import',
        'tsx',
        'e2e/smoke/cli.ts',
        site,
        tool,
        '--job-timeout',
        String(jobTimeoutSeconds),
      ],
      { cwd: repoRoot, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const code = error ? ((error as { code?: unknown }).code as number) : 0;
        resolve({ code, output: stdout + stderr });
      },
    );
  });
}

test('a peptide tool and a docking tool of the built site pass', async () => {
  const [ampep, gwovina] = await Promise.all([
    smoke(siteUrl(), 'ampep'),
    smoke(siteUrl(), 'gwovina'),
  ]);
  expect(ampep.output).not.toContain('FAIL');
  expect(ampep.output).toContain(
    "OK: AmPEP's module serves 'home', 'help', 'method', 'statistics', 'dataset', 'jobs/:id?', 'retrieve/:email?', each page lazy and its code loaded.",
  );
  expect(ampep.output).toMatch(
    /OK: The job's 4 tables \('classification', 'scores', 'activity', 'evidence'\) and 9 rows carry the published columns/,
  );
  expect(ampep.code).toBe(0);
  expect(gwovina.output).toContain("OK: GWOVina's module serves 'home'");
  expect(gwovina.output).not.toContain('FAIL');
  expect(gwovina.code).toBe(0);
});

test('a remote whose pages are not lazy fails, with the sentence', { tag: '@sweep' }, async () => {
  // The probe tool, deployed as gwovina, mounts its pages directly.
  const { code, output } = await smoke(process.env.E2E_PROBE_SITE_URL as string, 'gwovina');
  expect(output).toContain(
    "FAIL: The route 'home' of GWOVina's module is not lazy: its page's code would be in what every visitor of the site loads first.",
  );
  expect(code).toBe(1);
});

test("a remote that exposes no './tool' fails, with the sentence", { tag: '@sweep' }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'peptox-smoke-'));
  cpSync(dists().tools.gwovina as string, dir, { recursive: true });
  const manifestFile = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.exposes = manifest.exposes.filter((e: { path: string }) => e.path !== './tool');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const site = await startSite({ API_BASE_URL: apiUrl(), TOOL_DIST_GWOVINA: dir });
  try {
    const { code, output } = await smoke(site.url, 'gwovina');
    expect(output).toContain(
      `FAIL: The remote at ${site.url}/tools/gwovina/mf-manifest.json exposes no './tool' (it exposes './build'): the shell has nothing to mount for GWOVina.`,
    );
    expect(code).toBe(1);
  } finally {
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * The job service behind a proxy that publishes HemoPep's description with one column renamed:
 * what the service's jobs deliver then differs from what the tool publishes.
 */
async function withRenamedColumn(run: (api: string) => Promise<void>) {
  const upstream = new URL(apiUrl());
  const proxy: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = await fetch(new URL(request.url ?? '/', upstream.origin), {
      method: request.method,
      headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    let body = await answer.text();
    if (request.url === `${upstream.pathname}/tools/hemopep`) {
      const envelope = JSON.parse(body);
      const column = envelope.data.columns.find((c: { method?: string }) => c.method);
      const renamed: string = column.key;
      const rename = (key: string) => (key === renamed ? `${renamed}_published` : key);
      column.key = rename(column.key);
      for (const table of envelope.data.tables) table.columns = table.columns.map(rename);
      body = JSON.stringify(envelope);
    }
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
    response.end(body);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  try {
    await run(`http://127.0.0.1:${port}${upstream.pathname}`);
  } finally {
    proxy.close();
  }
}

test('a job whose columns differ from the published description fails, with the sentences', {
  tag: '@sweep',
}, async () => {
  await withRenamedColumn(async (api) => {
    const site = await startSite({ API_BASE_URL: api });
    try {
      const { code, output } = await smoke(site.url, 'hemopep');
      const [, column] = output.match(/lists '(\w+)_published'/) ?? [];
      expect(column).toBeTruthy();
      expect(output).toMatch(
        new RegExp(
          `FAIL: The job's table '\\w+' has a column '${column}' where HemoPep's published description lists '${column}_published' \\(renamed\\?\\)\\.`,
        ),
      );
      expect(code).toBe(1);
    } finally {
      await site.stop();
    }
  });
});

test('a tool whose workers are all gone fails with the sentence', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'peptox-smoke-'));
  const databaseFile = join(dir, 'smoke.sqlite');
  // A worker of HemoPep published it, then stopped: the service knows HemoPep, no one runs it.
  const publisher = await startApi({
    databaseFile,
    siteOrigins: [],
    env: { TOOLS: 'hemopep', INSTANT_THREADS: '0' },
  });
  await publisher.stop();
  const port = await freePort();
  const [api, site] = await Promise.all([
    startApi({ databaseFile, siteOrigins: [], port, env: { WORKERS: '0', INSTANT_THREADS: '0' } }),
    startSite({ API_BASE_URL: `http://127.0.0.1:${port}/api/v1` }),
  ]);
  try {
    const { code, output } = await smoke(site.url, 'hemopep', 2);
    expect(output).toMatch(
      /FAIL: No worker runs HemoPep now \(GET \/tools\/hemopep says available: false\): its jobs wait in the queue\./,
    );
    expect(code).toBe(1);
  } finally {
    await Promise.all([site.stop(), api.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
});
