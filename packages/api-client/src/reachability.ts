import { apiUrl } from './config.ts';

/** Why a request to the job service got no answer the page could read. */
export type Unreachable = 'offline' | 'origin-refused' | 'unreachable';

const PROBE_TIMEOUT_MS = 5000;

/**
 * A browser does not tell a page why a request failed: the network, the service down, and the
 * service refusing the page's origin (CORS) look the same. They are told apart here: offline
 * says so; then a request whose answer the page does not ask to read (mode no-cors, no CORS
 * check) goes to the service's health: answered, the service is up and refused this site's
 * origin; unanswered, it cannot be reached.
 */
export async function whyUnreachable(): Promise<Unreachable> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  try {
    await fetch(apiUrl('/health'), {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return 'origin-refused';
  } catch {
    return 'unreachable';
  }
}

/** What the page says for each: what happened and what can be done, for a researcher. */
export function unreachableMessage(why: Unreachable): string {
  switch (why) {
    case 'offline':
      return 'You are offline, so the job service cannot be reached. Check your connection and try again.';
    case 'origin-refused':
      return `The prediction service refused this site's address${
        typeof location === 'undefined' ? '' : ` (${location.origin})`
      }; its operator must allow it. Trying again will not help until then.`;
    case 'unreachable':
      return 'The job service cannot be reached. Check your connection and try again.';
  }
}
