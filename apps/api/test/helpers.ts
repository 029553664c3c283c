import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig } from '../src/config.ts';
import { createLogger, type Logger } from '../src/log.ts';
import { createService, type Service } from '../src/server.ts';
import { publishEveryTool } from './support/published.ts';

/** A fresh folder for one test file's SQLite database; removed by the returned function. */
export function tempFolder(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'peptox-api-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The real service (real predictors, worker threads, SQLite file) on an ephemeral port. A file
 * that submits to one or two tools names them (`TOOLS`), so that its workers load only their models.
 */
export async function startService(
  env: Record<string, string>,
  options: { log?: Logger } = {},
): Promise<{ base: string; service: Service }> {
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WORKERS: '1',
    // The instant threads load every peptide model: only the tests of instant answers want them.
    INSTANT_THREADS: '0',
    ...env,
  });
  // An API with no worker threads serves what workers published: publish every tool first.
  const unpublish =
    config.workers === 0 ? await publishEveryTool(config.database) : async () => undefined;
  const service = await createService(config, options);
  const stop = service.stop.bind(service);
  service.stop = async (graceMs) => {
    await stop(graceMs);
    await unpublish();
  };
  return { base: await service.listen(), service };
}

/** The service's own logger (its serializers), writing its JSON lines into `lines`. */
export function capturingLogger(lines: string[]): Logger {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return createLogger({ logLevel: 'info' }, stream);
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read field by field
  body: any;
}

export async function call(base: string, path: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(base + path, init);
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

export function postJson(base: string, path: string, body: unknown): Promise<Answer> {
  return call(base, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * A request with a Host header of the test's choosing (fetch writes its own): a page whose
 * domain was pointed at the service (DNS rebinding) makes the browser send its own name.
 */
export function callAsHost(
  base: string,
  path: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${base}${path}`,
      { method: init.method ?? 'GET', headers: { ...init.headers, host } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text.startsWith('{') ? JSON.parse(text) : text,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(init.body);
  });
}

/** Waits until the condition holds (a log line read from a child process, say). */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Polls a job until it has finished or failed (or the test's own timeout ends it). */
export async function waitForEnd(base: string, id: string, query = ''): Promise<Answer> {
  for (;;) {
    const answer = await call(base, `/jobs/${id}${query}`);
    if (answer.body?.data?.status === 'finished' || answer.body?.data?.status === 'failed') {
      return answer;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** FASTA of n distinct peptides of 10-100 residues (deterministic). */
export function peptides(n: number, prefix = 'pep'): string {
  const letters = 'ACDEFGHIKLMNPQRSTVWY';
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const length = 10 + Math.floor(next() * 91);
    let sequence = '';
    for (let j = 0; j < length; j++) sequence += letters[Math.floor(next() * 20)];
    lines.push(`>${prefix}_${i + 1}`, sequence);
  }
  return `${lines.join('\n')}\n`;
}
