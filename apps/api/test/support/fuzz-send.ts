import { request as httpRequest } from 'node:http';

// How the fuzzer (./fuzz.ts) sends a case and reads its answer.

export interface Received {
  status: number;
  contentType: string;
  text: string;
}

/** Sends a case: with fetch, or with node:http where it names its own Host (fetch cannot). */
async function send(url: string, init: RequestInit, host: string | undefined): Promise<Received> {
  const { body } = init;
  if (host === undefined || (body !== undefined && typeof body !== 'string')) {
    const response = await fetch(url, { ...init, redirect: 'manual' });
    const contentType = response.headers.get('content-type') ?? '';
    return { status: response.status, contentType, text: await response.text() };
  }
  return new Promise((resolve, reject) => {
    const headers = { ...(init.headers as Record<string, string>), host };
    const sent = httpRequest(url, { method: init.method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'] ?? '',
          text,
        }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * A case sent again once when the client's write met a closed connection (EPIPE): a server that
 * answers a body it refuses (413) before the body has all arrived races the client's last writes,
 * and a busy machine sometimes lets the write lose. A case that gets no answer twice is a failure.
 */
export async function sendTwice(url: string, init: RequestInit, host: string | undefined) {
  try {
    return await send(url, init, host);
  } catch (error) {
    const code = (error as { cause?: { code?: string }; code?: string }).cause?.code;
    if (code !== 'EPIPE' && (error as { code?: string }).code !== 'EPIPE') throw error;
    return send(url, init, host);
  }
}
