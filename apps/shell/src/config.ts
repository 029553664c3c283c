import { defaultBaseUrl } from '@peptox/api-client';

/** The runtime configuration, `/config.json` beside the shell's index.html. */
export interface SiteConfig {
  apiBaseUrl: string;
  siteName: string;
  analytics: boolean;
  /** Tool id -> address of its mf-manifest.json (absolute, or relative to the site). */
  remotes: Record<string, string>;
}

export function defaultConfig(): SiteConfig {
  return {
    apiBaseUrl: defaultBaseUrl(),
    siteName: 'PepTox',
    analytics: false,
    remotes: { ampep: '/tools/ampep/mf-manifest.json' },
  };
}

export interface LoadedConfig {
  config: SiteConfig;
  /** Why the defaults (in part or whole) are in use, for a visible warning; null when all went well. */
  problem: string | null;
}

const CONFIG_TIMEOUT_MS = 5000;

function stringRecord(value: unknown): Record<string, string> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter(([, v]) => typeof v === 'string' && v !== '');
  return Object.fromEntries(entries) as Record<string, string>;
}

/** Merges what the file says over the defaults, keeping a default wherever a field is unusable. */
export function parseConfig(body: unknown): LoadedConfig {
  const config = defaultConfig();
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { config, problem: 'the configuration file is not a JSON object' };
  }
  const raw = body as Record<string, unknown>;
  const bad: string[] = [];
  if (typeof raw.apiBaseUrl === 'string' && raw.apiBaseUrl) config.apiBaseUrl = raw.apiBaseUrl;
  else if (raw.apiBaseUrl !== undefined) bad.push('apiBaseUrl');
  if (typeof raw.siteName === 'string' && raw.siteName) config.siteName = raw.siteName;
  else if (raw.siteName !== undefined) bad.push('siteName');
  if (typeof raw.analytics === 'boolean') config.analytics = raw.analytics;
  else if (raw.analytics !== undefined) bad.push('analytics');
  if (raw.remotes !== undefined) {
    const remotes = stringRecord(raw.remotes);
    if (remotes) config.remotes = remotes;
    else bad.push('remotes');
  }
  return {
    config,
    problem: bad.length ? `these settings were not understood: ${bad.join(', ')}` : null,
  };
}

/** Resolves the runtime configuration; never throws: on failure, the defaults and the reason. */
export async function loadConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<LoadedConfig> {
  try {
    const response = await fetchImpl(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!response.ok) {
      return { config: defaultConfig(), problem: `${url} answered ${response.status}` };
    }
    return parseConfig(await response.json());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { config: defaultConfig(), problem: `${url} could not be read (${reason})` };
  }
}
