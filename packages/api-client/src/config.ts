import { defaultApiBaseUrl } from '@peptox/tool-contract';

let baseUrl: string | null = null;

/** Called once at start-up with the runtime configuration's API address. */
export function configureApi(options: { baseUrl: string }): void {
  baseUrl = options.baseUrl.replace(/\/+$/, '');
}

export function apiBaseUrl(): string {
  return baseUrl ?? defaultApiBaseUrl();
}

/** Absolute address of an API path, e.g. apiUrl('/jobs/abc/results/all.csv') for a download link. */
export function apiUrl(path: string, query?: Record<string, string | number | undefined>): string {
  const url = `${apiBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}
