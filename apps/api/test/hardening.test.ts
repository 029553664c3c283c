import { statSync, unlinkSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJob, endJob, insertJob } from '../src/jobs/store.ts';
import type { Service } from '../src/server.ts';
import {
  type Answer,
  call,
  callAsHost,
  capturingLogger,
  postJson,
  startService,
  tempFolder,
} from './helpers.ts';

// What a public service must withstand: bodies of any size and shape, forged addresses, foreign
// pages, a database file deleted under it. These services run no worker threads (WORKERS=0):
// the jobs they take stay queued.
const folder = tempFolder();
const services: Service[] = [];
afterAll(async () => {
  await Promise.all(services.map((s) => s.stop()));
  folder.remove();
});

const site = 'https://peptox.example.org';
const logLines: string[] = [];
let base: string;
let service: Service;

async function start(name: string, env: Record<string, string> = {}, lines?: string[]) {
  const started = await startService(
    {
      DATABASE_URL: `sqlite:${folder.dir}/${name}.sqlite`,
      WORKERS: '0',
      RATE_LIMIT: '0',
      RATE_LIMIT_READS: '0',
      CORS_ORIGINS: site,
      ...env,
    },
    lines ? { log: capturingLogger(lines) } : {},
  );
  services.push(started.service);
  return started;
}

beforeAll(async () => {
  ({ base, service } = await start('main', {}, logLines));
});

const job = { input: '>a\nKKLLKKLL', methods: ['ampep'], email: 'someone@example.org' };
const size = (answer: Answer) => JSON.stringify(answer.body).length;
const post = (path: string, body: RequestInit['body'], headers: Record<string, string> = {}) =>
  call(base, path, { method: 'POST', body, headers });

describe('bodies of any size and shape get a 4xx with a field message, never the input back', () => {
  it('a 40 MB body of 20 000 unknown method names, and a 20 MB e-mail address', async () => {
    const name = 'm'.repeat(2000);
    const methods = Array.from({ length: 20_000 }, (_, i) => `${name}${i}`);
    const many = await postJson(base, '/ampep/jobs', { ...job, methods });
    expect(many.status).toBe(422);
    expect(many.body.message.methods[0]).toMatch(/^The list names 20,000 methods; choose from/);
    expect(size(many)).toBeLessThan(1000);

    const email = `${'e'.repeat(20 * 1024 * 1024)}@example.org`;
    const long = await postJson(base, '/ampep/jobs', { ...job, email });
    expect(long.status).toBe(422);
    expect(long.body.message.email).toEqual([
      'The e-mail address is 20,971,532 characters long; at most 254 are allowed.',
    ]);
    expect(size(long)).toBeLessThan(1000);
  });

  it('JSON values of the wrong type are refused, not converted', async () => {
    const { status, body } = await postJson(base, '/ampep/jobs', {
      ...job,
      methods: 'ampep',
      description: 42,
    });
    expect(status).toBe(422);
    expect(body.message).toEqual({
      methods: ['The list of methods must be a list.'],
      description: ['The description must be text.'],
    });
    const array = await postJson(base, '/ampep/jobs', [job]);
    expect(array.status).toBe(422);
    expect(Object.keys(array.body.message)).toEqual(['body']);
  });

  it('a multipart content type with a JSON body, and a page number of 1e20', async () => {
    const broken = await post('/ampep/jobs', JSON.stringify(job), {
      'content-type': 'multipart/form-data; boundary=----x',
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message.body[0]).toMatch(/not a readable multipart form/);
    const noBoundary = await post('/ampep/jobs', JSON.stringify(job), {
      'content-type': 'multipart/form-data',
    });
    expect(noBoundary.status).toBeGreaterThanOrEqual(400);
    expect(noBoundary.status).toBeLessThan(500);
    const list = await call(base, '/jobs?email=a@b.org&page=1e20');
    expect(list.status).toBe(422);
    expect(list.body.message.page).toEqual([
      "The page number must be a whole number written in decimal digits (such as 2), not '1e20'.",
    ]);
    const rows = await call(base, '/jobs/AAAAAAAAAAAAAAAAAAAAAA?page=1e20');
    expect(rows.status).toBe(422);
    const url = await call(base, '/jobs/%E0%A4%A');
    expect(url).toEqual({
      status: 400,
      body: { status: 0, message: { url: [expect.any(String)] } },
    });
  });

  const form = (files: [string, Uint8Array | string][]) => {
    const data = new FormData();
    for (const [name, content] of files) data.append('file', new Blob([content]), name);
    data.append('methods', 'ampep');
    data.append('email', 'someone@example.org');
    return data;
  };
  const upload = (data: FormData) => call(base, '/ampep/jobs', { method: 'POST', body: data });

  it('two files, a gzip file, a binary file and a UTF-16 file', async () => {
    const fasta = '>p1\nKWKLFKKIGAVLKVL\n>p2\nGIGKFLHSAKKFGKAFVGEIMNS\n';
    const two = await upload(
      form([
        ['a.fasta', fasta],
        ['b.fasta', fasta],
      ]),
    );
    expect(two.status).toBe(422);
    expect(two.body.message).toEqual({
      file: ['Send one file per job; this request holds more than one.'],
    });

    const gzip = await upload(form([['a.fasta.gz', gzipSync(fasta)]]));
    expect(gzip.status).toBe(422);
    expect(gzip.body.message.file[0]).toMatch(/gzip-compressed; decompress it/);
    const binary = await upload(form([['a.bin', new Uint8Array([62, 97, 10, 75, 0, 1, 2])]]));
    expect(binary.body.message.file[0]).toMatch(/not text: line 2 holds a NUL byte/);

    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(fasta, 'utf16le')]);
    const taken = await upload(form([['windows.fasta', utf16]]));
    expect(taken.status).toBe(201);
    expect(taken.body.data.counts.records).toBe(2);
  });

  it("a 3 MB file's 413 gives the file's own size", async () => {
    const bytes = new Uint8Array(3_000_000).fill(0xe9); // Latin-1 é: not UTF-8
    const big = await upload(form([['big.fasta', bytes]]));
    expect(big.status).toBe(413);
    expect(big.body.message.file[0]).toMatch(/^The file has 3,000,000 bytes; at most 1 MB/);
  });
});

describe('hardening', () => {
  it('sends no-sniff, resource-policy and no-store headers', async () => {
    const submitted = await postJson(base, '/ampep/jobs', job);
    const answer = await fetch(`${base}/jobs/${submitted.body.data.id}`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    const tools = await fetch(`${base}/tools`);
    expect(tools.headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses submissions posted from a foreign page, and takes those of the site and of scripts', async () => {
    const from = (origin?: string) =>
      call(base, '/ampep/jobs', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify(job),
      });
    const foreign = await from('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.body.message.origin[0]).toMatch(/https:\/\/evil\.example are not accepted/);
    expect((await from(site)).status).toBe(201);
    expect((await from()).status).toBe(201);
    // A cross-site HTML form sends multipart without any CORS preflight: refused just the same.
    const data = new FormData();
    data.append('input', '>a\nKKLL');
    data.append('methods', 'ampep');
    data.append('email', 'someone@example.org');
    const formPost = await call(base, '/ampep/jobs', {
      method: 'POST',
      body: data,
      headers: { origin: 'https://evil.example' },
    });
    expect(formPost.status).toBe(403);
  });

  it('keeps e-mail addresses out of the request log', async () => {
    await call(base, `/jobs?email=${encodeURIComponent('private.person@example.org')}`);
    const lines = logLines.filter((l) => l.includes('"url"'));
    expect(lines.some((l) => l.includes('/jobs?email=[redacted]'))).toBe(true);
    expect(logLines.join('\n')).not.toMatch(/private\.person|someone@example/);
  });

  it('creates the SQLite file readable by its owner only', () => {
    expect(statSync(`${folder.dir}/main.sqlite`).mode & 0o777).toBe(0o600);
  });

  it('limits what one address has waiting and submits in a day', async () => {
    // The client's own quota (guards.test.ts) is set apart here.
    const { base: limited } = await start('quota', {
      QUOTA_ACTIVE_JOBS: '2',
      QUOTA_CLIENT_ACTIVE_JOBS: '10',
    });
    for (let i = 0; i < 2; i++)
      expect((await postJson(limited, '/ampep/jobs', job)).status).toBe(201);
    const third = await postJson(limited, '/ampep/jobs', job);
    expect(third.status).toBe(429);
    expect(third.body.message.email[0]).toMatch(/already has 2 jobs waiting or running/);
    expect(
      (await postJson(limited, '/ampep/jobs', { ...job, email: 'other@example.org' })).status,
    ).toBe(201);
    const { base: daily } = await start('daily', { QUOTA_DAILY_MB: '1' });
    const half = `>a\n${'K'.repeat(600_000)}\n`;
    expect((await postJson(daily, '/ampep/jobs', { ...job, input: half })).status).toBe(201);
    const over = await postJson(daily, '/ampep/jobs', { ...job, input: half });
    expect(over.status).toBe(429);
    expect(over.body.message.email[0]).toMatch(
      /0\.6 MB of input in the last 24 hours; at most 1 MB/,
    );
  });

  const forwarded = (proxied: string, i: number, from: string) =>
    call(proxied, '/ampep/jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ ...job, email: `p${i}@example.org` }),
    });

  it('rate limits by the address the trusted proxy saw, not the one the client wrote', async () => {
    // The proxy is this machine (the test): the client wrote the first address, the proxy
    // appended the second.
    const { base: proxied } = await start('proxy', { TRUST_PROXY: '127.0.0.1', RATE_LIMIT: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await forwarded(proxied, i, `10.9.8.${i}, 203.0.113.7`)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });

  it('believes X-Forwarded-For only from the proxy: a client that reaches the API directly cannot forge it', async () => {
    const { base: direct } = await start('forged', {
      TRUST_PROXY: '10.0.0.5',
      RATE_LIMIT: '60',
      QUOTA_CLIENT_ACTIVE_JOBS: '1000',
    });
    const statuses: number[] = [];
    // 80 submissions, each claiming another address.
    for (let i = 0; i < 80; i++) {
      statuses.push((await forwarded(direct, i, `198.51.100.${i}, 203.0.113.${i}`)).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual(Array(20).fill(429));
  });

  it('answers only for the host names of ALLOWED_HOSTS (DNS rebinding), with the envelope', async () => {
    const { base: hosts } = await start('hosts', {
      ALLOWED_HOSTS: '127.0.0.1, peptox.example.org',
    });
    const asHost = (path: string, host: string) => callAsHost(hosts, path, host);
    expect((await call(hosts, '/tools')).status).toBe(200);
    const rebound = await asHost('/jobs?email=a@b.org', 'attacker.example');
    expect(rebound).toEqual({
      status: 421,
      body: {
        status: 0,
        message: { host: ["This service does not answer for the host name 'attacker.example'."] },
      },
    });
    expect((await asHost('/tools', 'PepTox.example.org:443')).status).toBe(200);
  });
});

describe('the store under the service', () => {
  it('health reports a deleted database file with 503', async () => {
    const { base: doomed } = await start('doomed');
    expect((await call(doomed, '/health')).status).toBe(200);
    unlinkSync(`${folder.dir}/doomed.sqlite`);
    const health = await call(doomed, '/health');
    expect(health.status).toBe(503);
    expect(health.body.message.store[0]).toMatch(/cannot take a write/);
  });

  it('a job past retention says it expired, not that it never was', async () => {
    const { store } = service.context;
    const stored = await insertJob(store.db, {
      ...job,
      tool: 'ampep',
      description: null,
      inputType: 'fasta',
      codonTable: null,
      records: 1,
    });
    const claimed = await claimJob(store, 'test-worker', { id: stored.id });
    expect(claimed).toBeDefined();
    await endJob(store, claimed?.attempt as never, {
      status: 'finished',
      records: 1,
      invalid: 0,
    });
    await service.runtime.housekeep(new Date(Date.now() + 31 * 24 * 3600 * 1000));
    const gone = await call(base, `/jobs/${stored.id}`);
    expect(gone.status).toBe(410);
    expect(gone.body.message.id[0]).toMatch(/^This job expired: it ended more than 30 days ago/);
    expect((await call(base, '/jobs/BBBBBBBBBBBBBBBBBBBBBB')).status).toBe(404);
  });
});
