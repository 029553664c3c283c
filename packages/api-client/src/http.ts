import { backgroundRequestFailed, requestEnded, requestStarted } from './activity.ts';
import { apiUrl } from './config.ts';
import { ApiError, type FieldMessages } from './errors.ts';
import { emitApiErrorNotice } from './notices.ts';
import { unreachableMessage, whyUnreachable } from './reachability.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** A poll the visitor did not ask for: not counted in flight (the bar would blink every few
   * seconds), though its failure still shows. */
  background?: boolean;
}

export interface HttpClient {
  /** The `data` of a success envelope; throws ApiError otherwise. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
}

interface ClientBehaviour {
  accept: string;
  /** Called with a body whose `status` is 0 or false. */
  onFailureBody?: (body: { message?: unknown }) => void;
}

function firstMessages(message: unknown): FieldMessages {
  const fields: FieldMessages = {};
  if (!message || typeof message !== 'object') return fields;
  for (const [field, texts] of Object.entries(message as Record<string, unknown>)) {
    const list = Array.isArray(texts) ? texts : [texts];
    fields[field] = list.filter((text): text is string => typeof text === 'string');
  }
  return fields;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isFailureBody(body: unknown): body is { status: 0 | false; message?: unknown } {
  return (
    !!body &&
    typeof body === 'object' &&
    ((body as { status?: unknown }).status === 0 || (body as { status?: unknown }).status === false)
  );
}

function createClient(behaviour: ClientBehaviour): HttpClient {
  return {
    async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const headers: Record<string, string> = { Accept: behaviour.accept };
      let body: BodyInit | undefined;
      if (options.body instanceof FormData) body = options.body;
      else if (options.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      }
      if (!options.background) requestStarted();
      // An aborted request (a page left before its answer) is not a failure of the service.
      let failed = true;
      try {
        let response: Response;
        try {
          response = await fetch(apiUrl(path, options.query), {
            method: options.method ?? (body ? 'POST' : 'GET'),
            headers,
            body,
            signal: options.signal,
          });
        } catch (error) {
          if ((error as Error)?.name === 'AbortError') {
            failed = false;
            throw error;
          }
          const why = await whyUnreachable();
          throw new ApiError(0, unreachableMessage(why), {}, why);
        }
        const payload = await readBody(response);
        if (response.status === 500)
          console.error(`${path}: the job service answered 500`, payload);
        if (isFailureBody(payload)) behaviour.onFailureBody?.(payload);
        if (!response.ok || isFailureBody(payload)) {
          const fields = isFailureBody(payload) ? firstMessages(payload.message) : {};
          const first = Object.values(fields).flat()[0];
          throw new ApiError(
            response.ok ? 500 : response.status,
            first ?? (response.statusText || `Request failed with status ${response.status}`),
            fields,
          );
        }
        failed = false;
        return (payload as { data: T }).data;
      } finally {
        if (!options.background) requestEnded(!failed);
        else if (failed) backgroundRequestFailed();
      }
    },
  };
}

/** The main client: a 500 answer is logged to the console and nothing else happens. */
export const mainClient: HttpClient = createClient({
  accept: 'application/json, text/plain, */*',
});

/** The "api" client: a failure body raises one "Error" notice per message entry, with its first text. */
export const api: HttpClient = createClient({
  accept: 'text/plain',
  onFailureBody(body) {
    for (const texts of Object.values(firstMessages(body.message))) {
      if (texts[0]) emitApiErrorNotice(texts[0]);
    }
  },
});
