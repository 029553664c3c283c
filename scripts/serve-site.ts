/**
 * Serves the built site: the shell at /, each tool's build under /tools/<tool>/, `/config.json`
 * made from the environment, and every other path falls back to the shell's index.html
 * (history-mode routing), with the configuration and preload hints written in (./index-html.ts).
 * Manifests and HTML are never cached; hashed files are immutable. Every answer carries the
 * security headers of ./site-headers.ts (the Content-Security-Policy's sources are listed there).
 *
 * Environment (all optional):
 *   PORT_SITE (3000), HOST (127.0.0.1), API_BASE_URL (http://<page's host>:<PORT or 8000>/api/v1),
 *   SITE_NAME (PepTox), ANALYTICS (1/true), INSIGHTS_DIR (folder served at /insights/),
 *   CONTACT_EMAIL, CONTACT_URL, CONTACT_NAME (who answers questions, on the tools' contact pages;
 *     without them, the postmaster of the domain the site is visited at: defaultContact),
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
import { type Contact, defaultContact, type SiteConfig } from '@peptox/tool-contract';
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
   * The runtime configuration; a null API address means port 8000 of the visitor's host.
   * `remotes` holds the addresses given explicitly (REMOTE_<TOOL>); deployed folders add theirs.
   */
  config: Omit<SiteConfig, 'apiBaseUrl'> & { apiBaseUrl: string | null };
  insightsDir: string | null;
  /** The API's port (its PORT), for the default API address. */
  apiPort: number;
}

function contactFromEnv(env: NodeJS.ProcessEnv): Contact | null {
  const { CONTACT_EMAIL: email, CONTACT_URL: url, CONTACT_NAME: name } = env;
  if (!email && !url) return null;
  return { ...(name && { name }), ...(email && { email }), ...(url && { url }) };
}

export function siteOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SiteOptions {
  const toolDists: Record<string, string> = {};
  const remotes: Record<string, string> = {};
  for (const id of remoteIds) {
    toolDists[id] = resolve(env[`TOOL_DIST_${envName(id)}`] ?? join(root, 'apps', id, 'dist'));
    const remote = env[`REMOTE_${envName(id)}`];
    if (remote) remotes[id] = remote;
  }
  return {
    port: Number(env.PORT_SITE ?? 3000),
    // Loopback by default, like the API; HOST=0.0.0.0 serves the network.
    host: env.HOST ?? '127.0.0.1',
    shellDist: resolve(env.SHELL_DIST ?? join(root, 'apps', 'shell', 'dist')),
    toolDists,
    config: {
      apiBaseUrl: env.API_BASE_URL ?? null,
      siteName: env.SITE_NAME ?? 'PepTox',
      analytics: env.ANALYTICS === '1' || env.ANALYTICS === 'true',
      remotes,
      contact: contactFromEnv(env),
    },
    insightsDir: env.INSIGHTS_DIR ? resolve(env.INSIGHTS_DIR) : null,
    apiPort: Number(env.PORT ?? 8000),
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

/** The API lives on port 8000 of the host the visitor used, unless configured. */
function configFor(options: SiteOptions, request: IncomingMessage): SiteConfig {
  const host = (request.headers.host ?? 'localhost').replace(/:\d+$/, '');
  const protocol = request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return {
    ...options.config,
    apiBaseUrl: options.config.apiBaseUrl ?? `${protocol}://${host}:${options.apiPort}/api/v1`,
    remotes: { ...deployedRemotes(options), ...options.config.remotes },
    contact: options.config.contact ?? defaultContact(host),
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
  const config = configFor(options, request);
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
  return createServer((request, response) => {
    const config = configFor(options, request);
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
  const options = siteOptionsFromEnv();
  const server = createSiteServer(options);
  server.listen(options.port, options.host, () => {
    const tools =
      Object.keys({ ...deployedRemotes(options), ...options.config.remotes }).join(', ') || 'none';
    console.log(`Site on http://localhost:${options.port} (tools: ${tools})`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
