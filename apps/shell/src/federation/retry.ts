import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRY_DELAYS_MS = [300, 1000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A network failure or a server error may pass; a 404 will not. */
function worthRetrying(response: Response | null): boolean {
  return response === null || response.status >= 500;
}

/**
 * Runtime plugin: fetches a remote's manifest again after a network failure or a 5xx answer
 * (twice, after 300 ms and 1 s), so a blip does not make a tool unavailable.
 */
export default function retry(): ModuleFederationRuntimePlugin {
  return {
    name: 'peptox-retry',
    async fetch(url, init) {
      let lastError: unknown = null;
      for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
        if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1] as number);
        let response: Response | null = null;
        try {
          response = await fetch(url, { ...init, cache: 'no-cache' });
        } catch (error) {
          lastError = error;
        }
        if (response && !worthRetrying(response)) return response;
        if (response && attempt === RETRY_DELAYS_MS.length) return response;
      }
      throw lastError;
    },
  };
}
