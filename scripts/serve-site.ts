/**
 * Serves the built site: the shell at /, each tool's build under /tools/<tool>/, `/config.json`
 * made from the environment, and every other path falls back to the shell's index.html
 * (history-mode routing), with the configuration and preload hints written in (./index-html.ts).
 * Manifests and HTML are never cached; hashed files are immutable. Every answer carries the
 * security headers of ./site-headers.ts (the Content-Security-Policy's sources are listed there).
 *
 * Nothing it writes comes from the request's Host header, which any page pointed at this machine
 * (DNS rebinding) or any client chooses: the configuration, the CSP and the contact come from the
 * settings, and a request for a host name the server was not told of is refused (421).
 *
 * Environment (all optional):
 *   PORT_SITE (3000), HOST (127.0.0.1),
 *   ALLOWED_HOSTS, SITE_URL: the names the site is reached by besides the loopback ones (a comma-
 *     separated list, `*` for any), and its public address (https://peptox.example.org), whose
 *     name counts too. A site listening beyond loopback needs one of them, or it will not start.
 *   API_BASE_URL: the API's address. Unset, the API of this machine (http://<HOST>:<PORT or
 *     8000>/api/v1) for a site served on loopback names only; else /api/v1 of the site's own
 *     origin (the reverse proxy of docs/deploy.md serves both).
 *   REQUEST_TIMEOUT_MS (30000): a request (headers and body) not arrived by then is cut.
 *   SITE_NAME (PepTox), ANALYTICS (1/true), INSIGHTS_DIR (folder served at /insights/),
 *   CONTACT_EMAIL, CONTACT_URL, CONTACT_NAME (who answers questions, on the tools' contact pages;
 *     without them none, and the pages say the operator has not given one),
 *   REMOTE_<TOOL>: a tool's manifest address (e.g. REMOTE_AMPEP=http://localhost:3001/mf-manifest.json
 *     to take AmPEP from its dev server), TOOL_DIST_<TOOL>: a folder to serve as /tools/<tool>/.
 *   (<TOOL> is the tool id in upper case with '-' as '_', e.g. SSL_GCN; the peptide workbench, a
 *   remote of the site's own, is WORKBENCH.)
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  allowedHostNames,
  hostAllowed,
  hostName,
  isLoopbackAddress,
  requestTimeoutMs,
  requestTimeoutOptions,
} from '@peptox/http-guard';
import type { Contact, SiteConfig } from '@peptox/tool-contract';
import {
  defaultManifestPath,
  envName,
  remoteIds,
  toolCatalogue,
} from '@peptox/tool-contract/catalogue';
import { colorModeFromCookies, firstPaint } from '@peptox/ui/first-paint';
import { preloadsFor, renderIndexHtml } from './index-html.ts';
import { rdkitPath, securityHeaders } from './site-headers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const compoundTools = toolCatalogue.filter((t) => t.kind === 'molecule').map((t) => t.id);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.wasm': 'application/wasm',
};
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.csv',
  // RDKit's WebAssembly (compound tools): 7.4 MB, 2.4 MB gzipped.
  '.wasm',
]);

export interface SiteOptions {
  port: number;
  host: string;
  shellDist: string;
  /**
   * Tool id -> folder served as /tools/<id>/. A tool is deployed while its folder holds an
   * mf-manifest.json: dropping a build there puts the tool on the site, no restart needed.
   */
  toolDists: Record<string, string>;
  /**
   * The runtime configuration, from the settings alone. `remotes` holds the addresses given
   * explicitly (REMOTE_<TOOL>); deployed folders add theirs.
   */
  config: SiteConfig;
  insightsDir: string | null;
  /** The host names answered for (port aside); null: any (ALLOWED_HOSTS=*). */
  allowedHosts: string[] | null;
  /** How long a whole request may take to arrive. */
  requestTimeoutMs: number;
}

function contactFromEnv(env: NodeJS.ProcessEnv): Contact | null {
  const { CONTACT_EMAIL: email, CONTACT_URL: url, CONTACT_NAME: name } = env;
  if (!email && !url) return null;
  return { ...(name && { name }), ...(email && { email }), ...(url && { url }) };
}

/**
 * Where the pages find the API unless API_BASE_URL says: this machine's API for a site served
 * on loopback names only (`pnpm start`), else /api/v1 of the site's own origin.
 */
function defaultApiBaseUrl(env: NodeJS.ProcessEnv, host: string): string {
  if (!isLoopbackAddress(host) || env.ALLOWED_HOSTS || env.SITE_URL) return '/api/v1';
  return `http://${hostName(host)}:${Number(env.PORT ?? 8000)}/api/v1`;
}

/** The site's public address (SITE_URL), without a trailing slash; null when unset. */
function siteUrl(env: NodeJS.ProcessEnv): string | null {
  const url = env.SITE_URL?.trim().replace(/\/+$/, '');
  if (!url) return null;
  if (!/^https?:\/\/[^/]+/.test(url) || !URL.canParse(url)) {
    throw new Error(
      `SITE_URL must be the site's public address, such as https://peptox.example.org; it is '${url}'.`,
    );
  }
  return url;
}

/** Reads the settings; throws a sentence naming the setting when they cannot serve safely. */
export function siteOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SiteOptions {
  const toolDists: Record<string, string> = {};
  const remotes: Record<string, string> = {};
  for (const id of remoteIds) {
    toolDists[id] = resolve(env[`TOOL_DIST_${envName(id)}`] ?? join(root, 'apps', id, 'dist'));
    const remote = env[`REMOTE_${envName(id)}`];
    if (remote) remotes[id] = remote;
  }
  // Loopback by default, like the API; HOST=0.0.0.0 serves the network.
  const host = env.HOST || '127.0.0.1';
  const publicUrl = siteUrl(env);
  return {
    port: Number(env.PORT_SITE ?? 3000),
    host,
    shellDist: resolve(env.SHELL_DIST ?? join(root, 'apps', 'shell', 'dist')),
    toolDists,
    config: {
      apiBaseUrl: env.API_BASE_URL || defaultApiBaseUrl(env, host),
      siteName: env.SITE_NAME ?? 'PepTox',
      analytics: env.ANALYTICS === '1' || env.ANALYTICS === 'true',
      remotes,
      contact: contactFromEnv(env),
    },
    insightsDir: env.INSIGHTS_DIR ? resolve(env.INSIGHTS_DIR) : null,
    allowedHosts: allowedHostNames({
      address: host,
      allowedHosts: env.ALLOWED_HOSTS,
      publicUrl: publicUrl ?? undefined,
      publicUrlSetting: 'SITE_URL',
      server: 'The site server',
    }),
    requestTimeoutMs: requestTimeoutMs(env),
  };
}

/** The tools whose folder holds a build now, with the address of their manifest. */
function deployedRemotes(options: SiteOptions): Record<string, string> {
  return Object.fromEntries(
    Object.entries(options.toolDists)
      .filter(([, dist]) => existsSync(join(dist, 'mf-manifest.json')))
      .map(([id]) => [id, defaultManifestPath(id)]),
  );
}

/** The runtime configuration now: the settings, and the tools whose builds are in place. */
function configNow(options: SiteOptions): SiteConfig {
  return {
    ...options.config,
    remotes: { ...deployedRemotes(options), ...options.config.remotes },
  };
}

/** A file inside `dir`, or null (no escaping the folder with '..'). */
function fileIn(dir: string, relative: string): string | null {
  const path = normalize(join(dir, relative));
  if (path !== dir && !path.startsWith(dir + sep)) return null;
  try {
    return statSync(path).isFile() ? path : null;
  } catch {
    return null;
  }
}

const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/;

function cacheControl(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

function gzipped(path: string, mtimeMs: number): Buffer {
  const cached = gzipCache.get(path);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(readFileSync(path), { level: 6 });
  gzipCache.set(path, { mtimeMs, body });
  return body;
}

function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  cache = cacheControl(path),
) {
  const ext = extname(path).toLowerCase();
  const stat = statSync(path);
  response.setHeader('Content-Type', types[ext] ?? 'application/octet-stream');
  response.setHeader('Cache-Control', cache);
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Last-Modified', stat.mtime.toUTCString());
  if (compressible.has(ext)) response.setHeader('Vary', 'Accept-Encoding');
  const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  if (compressible.has(ext) && acceptsGzip && stat.size > 512) {
    const body = gzipped(path, stat.mtimeMs);
    response.setHeader('Content-Encoding', 'gzip');
    response.setHeader('Content-Length', body.length);
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.setHeader('Content-Length', stat.size);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(path).pipe(response);
}

/** The shell's page with this request's configuration and preloads in it (./index-html.ts). */
function sendIndexHtml(
  request: IncomingMessage,
  response: ServerResponse,
  options: SiteOptions,
  pathname: string,
) {
  const config = configNow(options);
  const html = renderIndexHtml(
    readFileSync(join(options.shellDist, 'index.html'), 'utf8'),
    config,
    preloadsFor(pathname, { ...options, config }),
    firstPaint(pathname, config, colorModeFromCookies(request.headers.cookie)),
  );
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipSync(html) : Buffer.from(html);
  response.writeHead(200, {
    'Content-Type': types['.html'],
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    'Content-Length': body.length,
    ...(gzip && { 'Content-Encoding': 'gzip' }),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

function notFound(response: ServerResponse) {
  response.writeHead(404, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
  response.end('Not found');
}

export function createSiteServer(options: SiteOptions): Server {
  const shellIndex = join(options.shellDist, 'index.html');
  // A client gets REQUEST_TIMEOUT_MS for its whole request, however slowly it sends.
  return createServer(requestTimeoutOptions(options.requestTimeoutMs), (request, response) => {
    const config = configNow(options);
    let pathname: string | null;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname);
    } catch {
      pathname = null;
    }
    const rdkit = pathname !== null && rdkitPath(pathname, compoundTools);
    const https = request.headers['x-forwarded-proto'] === 'https';
    for (const [name, value] of Object.entries(securityHeaders(config, { rdkit, https }))) {
      response.setHeader(name, value);
    }
    if (!hostAllowed(request.headers.host, options.allowedHosts)) {
      const host = hostName(request.headers.host ?? '').slice(0, 100);
      response.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`This site does not answer for the host name '${host}'.`);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (pathname === null) {
      response.writeHead(400).end();
      return;
    }

    if (pathname === '/config.json') {
      const body = JSON.stringify(config, null, 2);
      response.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }

    const tool = /^\/tools\/([a-z-]+)(\/.*)?$/.exec(pathname);
    if (tool) {
      const dist = options.toolDists[tool[1] as string];
      const file = dist && fileIn(dist, tool[2] && tool[2] !== '/' ? tool[2] : '/index.html');
      if (file) sendFile(request, response, file);
      else notFound(response);
      return;
    }

    if (pathname.startsWith('/insights/')) {
      const file =
        options.insightsDir && fileIn(options.insightsDir, pathname.slice('/insights/'.length));
      if (file) sendFile(request, response, file, 'no-cache');
      else notFound(response);
      return;
    }

    const file = pathname !== '/' && fileIn(options.shellDist, pathname);
    if (file) {
      sendFile(request, response, file);
      return;
    }
    // A missing script, style or image (an old chunk, a typo) is a 404, not the HTML page. Other
    // paths are the app's routes, which may well contain dots (/ampep/retrieve/a@b.org).
    const ext = extname(pathname).toLowerCase();
    if (pathname.startsWith('/static/') || (ext in types && ext !== '.html')) {
      notFound(response);
      return;
    }
    if (!existsSync(shellIndex)) {
      response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('The shell is not built: run `pnpm build` first.');
      return;
    }
    sendIndexHtml(request, response, options, pathname);
  });
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  let options: SiteOptions;
  try {
    options = siteOptionsFromEnv();
  } catch (error) {
    // A setting the server cannot serve with: its sentence, not a stack trace.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const server = createSiteServer(options);
  server.listen(options.port, options.host, () => {
    const tools =
      Object.keys({ ...deployedRemotes(options), ...options.config.remotes }).join(', ') || 'none';
    const hosts = options.allowedHosts?.join(', ') ?? 'any name';
    console.log(
      `Site on http://localhost:${options.port} (tools: ${tools}; the API at ${options.config.apiBaseUrl}; answers for ${hosts})`,
    );
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
