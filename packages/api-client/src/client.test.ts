import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestActivity } from './activity.ts';
import { configureApi } from './config.ts';
import { ApiError, normalizeError } from './errors.ts';
import { api, mainClient } from './http.ts';
import { type ApiErrorNotice, onApiErrorNotice } from './notices.ts';
import { jobListRefetchInterval, jobRefetchInterval } from './queries/jobs.ts';
import type { Job, JobList } from './types.ts';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
let notices: ApiErrorNotice[] = [];
let stopNotices: () => void = () => {};

beforeEach(() => {
  configureApi({ baseUrl: 'http://api.test/api/v1/' });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  notices = [];
  stopNotices = onApiErrorNotice((n) => notices.push(n));
});

afterEach(() => {
  stopNotices();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the main client', () => {
  it('sends the design Accept header to the configured base address and returns data', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { status: 1, data: [{ id: 'ampep' }] }));
    await expect(
      mainClient.request('/tools', { query: { page: 2, tool: undefined } }),
    ).resolves.toEqual([{ id: 'ampep' }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/v1/tools?page=2');
    expect((init?.headers as Record<string, string> | undefined)?.Accept).toBe(
      'application/json, text/plain, */*',
    );
  });

  it('logs a 500 answer to the console and raises no notice', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(answer(500, { status: 0, message: { server: ['boom'] } }));
    const error = await mainClient.request('/tools').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).statusCode).toBe(500);
    expect(log).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
  });

  it('raises no notice for a failure body', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(404, { status: 0, message: { id: ['No job has this id.'] } }),
    );
    const error = (await mainClient.request('/jobs/x').catch((e: unknown) => e)) as ApiError;
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe('No job has this id.');
    expect(notices).toEqual([]);
  });

  it('sends an object body as JSON', async () => {
    fetchMock.mockResolvedValueOnce(answer(201, { status: 1, data: { id: 'j' } }));
    await mainClient.request('/ampep/jobs', { method: 'POST', body: { email: 'a@b.c' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.c"}');
    expect((init?.headers as Record<string, string> | undefined)?.['Content-Type']).toBe(
      'application/json',
    );
  });
});

describe('the "api" client', () => {
  it('asks for text/plain and reads the JSON body', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"status":1,"data":{"ok":true}}', {
        headers: { 'Content-Type': 'text/plain' },
      }),
    );
    await expect(api.request('/health')).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string> | undefined)?.Accept).toBe('text/plain');
  });

  it('raises one "Error" notice per message entry, with the entry\'s first text', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(422, {
        status: 0,
        message: {
          input: ["Sequence 'a' has 'B' at position 7.", 'Second problem.'],
          email: ['Give a valid e-mail address.'],
        },
      }),
    );
    const error = (await api
      .request('/ampep/jobs', { body: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(notices).toEqual([
      { title: 'Error', description: "Sequence 'a' has 'B' at position 7." },
      { title: 'Error', description: 'Give a valid e-mail address.' },
    ]);
    expect(error.statusCode).toBe(422);
    expect(error.fields.input).toHaveLength(2);
  });

  it('treats status false like status 0, even in a 200 answer', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, { status: false, message: { limit: 'Too many jobs.' } }),
    );
    await expect(api.request('/x')).rejects.toBeInstanceOf(ApiError);
    expect(notices).toEqual([{ title: 'Error', description: 'Too many jobs.' }]);
  });
});

describe('request activity', () => {
  it('counts requests in flight and turns failed when one cannot reach the service', async () => {
    let release: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const pending = mainClient.request('/tools');
    expect(requestActivity.getSnapshot()).toEqual({ inFlight: 1, failed: false });
    release(answer(200, { status: 1, data: [] }));
    await pending;
    expect(requestActivity.getSnapshot()).toEqual({ inFlight: 0, failed: false });

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await mainClient.request('/tools').catch((e: unknown) => e)) as ApiError;
    expect(error.statusCode).toBe(0);
    expect(requestActivity.getSnapshot()).toEqual({ inFlight: 0, failed: true });

    // The next burst of requests starts clean.
    fetchMock.mockResolvedValueOnce(answer(200, { status: 1, data: [] }));
    const next = mainClient.request('/tools');
    expect(requestActivity.getSnapshot()).toEqual({ inFlight: 1, failed: false });
    await next;
  });

  it('does not count a background poll in flight, but shows its failure', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { status: 1, data: [] }));
    const poll = mainClient.request('/jobs/x', { background: true });
    expect(requestActivity.getSnapshot().inFlight).toBe(0);
    await poll;
    expect(requestActivity.getSnapshot()).toEqual({ inFlight: 0, failed: false });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(mainClient.request('/jobs/x', { background: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(requestActivity.getSnapshot()).toEqual({ inFlight: 0, failed: true });
  });

  it('does not count an aborted request as failed', async () => {
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    await expect(mainClient.request('/tools')).rejects.toThrow('aborted');
    expect(requestActivity.getSnapshot().failed).toBe(false);
  });
});

describe('a request the browser could not complete', () => {
  const failed = () => new TypeError('Failed to fetch');

  it("says the service refused this site's address when it answers a request the page does not read", async () => {
    fetchMock.mockRejectedValueOnce(failed());
    fetchMock.mockResolvedValueOnce(new Response(''));
    const error = (await mainClient.request('/tools').catch((e: unknown) => e)) as ApiError;
    expect(error.statusCode).toBe(0);
    expect(error.unreachable).toBe('origin-refused');
    expect(error.message).toMatch(/^The prediction service refused this site's address/);
    expect(error.message).toContain('its operator must allow it');
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('http://api.test/api/v1/health');
    expect(init?.mode).toBe('no-cors');
  });

  it('says the service cannot be reached when nothing answers at all', async () => {
    fetchMock.mockRejectedValueOnce(failed());
    fetchMock.mockRejectedValueOnce(failed());
    const error = (await mainClient.request('/tools').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(
      'The job service cannot be reached. Check your connection and try again.',
    );
  });

  it('says the browser is offline without asking the service', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    fetchMock.mockRejectedValueOnce(failed());
    const error = (await mainClient.request('/tools').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toMatch(/^You are offline/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('normalizeError', () => {
  it('defaults to status 500 and a generic message', () => {
    expect(normalizeError(new Error('broken'))).toEqual({ message: 'broken', statusCode: 500 });
    expect(normalizeError(undefined)).toEqual({ message: 'An error occurred', statusCode: 500 });
    expect(normalizeError('text')).toEqual({ message: 'text', statusCode: 500 });
  });

  it('keeps a status code the error carries', () => {
    expect(normalizeError(new ApiError(404, 'No such job'))).toEqual({
      message: 'No such job',
      statusCode: 404,
    });
    expect(normalizeError({ status: 404, statusText: 'Not Found', data: 'Gone' })).toEqual({
      message: 'Gone',
      statusCode: 404,
    });
    expect(normalizeError(new Response(null, { status: 404, statusText: 'Not Found' }))).toEqual({
      message: 'Not Found',
      statusCode: 404,
    });
    expect(normalizeError({ statusCode: 'x', message: 'm' })).toEqual({
      message: 'm',
      statusCode: 500,
    });
  });
});

describe('polling', () => {
  const job = (status: Job['status']) => ({ status }) as Job;
  it('polls a job until it has finished or failed', () => {
    expect(jobRefetchInterval(undefined, null)).toBe(2000);
    expect(jobRefetchInterval(job('queued'), null)).toBe(2000);
    expect(jobRefetchInterval(job('running'), null)).toBe(2000);
    expect(jobRefetchInterval(job('finished'), null)).toBe(false);
    expect(jobRefetchInterval(job('failed'), null)).toBe(false);
  });

  it('stops polling a job the service does not know, and keeps trying, slower, when it is down', () => {
    expect(jobRefetchInterval(undefined, new ApiError(404, 'No job has this id.'))).toBe(false);
    expect(jobRefetchInterval(job('running'), new ApiError(0, 'unreachable'))).toBe(10_000);
    expect(jobRefetchInterval(job('running'), new ApiError(503, 'busy'))).toBe(10_000);
  });

  it('polls an e-mail list while any job on it is queued or running', () => {
    const list = (...statuses: Job['status'][]) =>
      ({ items: statuses.map((status) => ({ status })) }) as JobList;
    expect(jobListRefetchInterval(list('finished', 'running'))).toBe(3000);
    expect(jobListRefetchInterval(list('finished', 'failed'))).toBe(false);
    expect(jobListRefetchInterval(undefined)).toBe(false);
  });
});
