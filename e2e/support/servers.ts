/** Starting and stopping the real job service and the site server for the specs. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { envName } from '@peptox/tool-contract/catalogue';
import { dists, PROBE_TOOL, repoRoot } from './paths.ts';

export { repoRoot } from './paths.ts';

export interface Running {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A port nothing listens on: taken, then released. */
export const deadPort = freePort;

export async function waitForHttp(
  url: string,
  timeoutMs = 60_000,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`The process serving ${url} exited with code ${child.exitCode}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms: ${String(lastError)}`);
}

function startNode(script: string, env: Record<string, string>, cwd = repoRoot): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const name = script.split('/').at(-1);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // E2E_LOG_DIR keeps each server's whole output, for a failure that a test's message cannot explain.
  if (process.env.E2E_LOG_DIR) {
    const log = createWriteStream(join(process.env.E2E_LOG_DIR, `${name}-${child.pid}.log`));
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  child.on('exit', (code, signal) => {
    if (code && code !== 0) console.error(`[${name}] exited with ${code ?? signal}:\n${output}`);
  });
  return child;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** The job service on a free port, with its own SQLite file; `env` adds to its configuration. */
export async function startApi(options: {
  databaseFile: string;
  siteOrigins: string[];
  port?: number;
  env?: Record<string, string>;
}): Promise<Running> {
  const port = options.port ?? (await freePort());
  const child = startNode(
    'src/main.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${options.databaseFile}`,
      CORS_ORIGINS: options.siteOrigins.join(','),
      RATE_LIMIT: '0',
      RATE_LIMIT_READS: '0',
      RATE_LIMIT_INSTANT: '0',
      WORKERS: '1',
      LOG_LEVEL: 'warn',
      LOG_REQUESTS: 'false',
      ...options.env,
    },
    `${repoRoot}apps/api`,
  );
  const url = `http://127.0.0.1:${port}/api/v1`;
  await waitForHttp(`${url}/health`, 90_000, child);
  return { url, port, stop: stopper(child) };
}

/**
 * The built site (scripts/serve-site.ts) with every built tool; `env` sets its configuration (see
 * that script). With `probe`, the probe tool is served in place of PROBE_TOOL.
 */
export async function startSite(
  env: Record<string, string> = {},
  port?: number,
  { probe = false } = {},
): Promise<Running> {
  const sitePort = port ?? (await freePort());
  const builds = dists();
  const tools = Object.entries(builds.tools).map(([id, dist]) => [
    `TOOL_DIST_${envName(id)}`,
    dist,
  ]);
  const child = startNode('scripts/serve-site.ts', {
    PORT_SITE: String(sitePort),
    HOST: '127.0.0.1',
    SHELL_DIST: builds.shell,
    ...Object.fromEntries(tools),
    ...(probe ? { [`TOOL_DIST_${envName(PROBE_TOOL)}`]: builds.probe } : {}),
    ...env,
  });
  const url = `http://127.0.0.1:${sitePort}`;
  await waitForHttp(`${url}/config.json`, 30_000, child);
  return { url, port: sitePort, stop: stopper(child) };
}
