import { defaultManifestPath, remoteIds } from './catalogue.ts';

/** Who answers questions about the site: an address, a web page, or both. */
export interface Contact {
  name?: string;
  email?: string;
  url?: string;
}

/** The runtime configuration, `/config.json` beside the shell's index.html. */
export interface SiteConfig {
  apiBaseUrl: string;
  siteName: string;
  analytics: boolean;
  /**
   * Remote id (each tool's, and the site's own such as 'workbench') -> address of its
   * mf-manifest.json (absolute, or relative to the site).
   */
  remotes: Record<string, string>;
  /** Shown on the tools' contact pages; null when the deployment names none (the pages then say so). */
  contact: Contact | null;
}

/** Where the job service answers when the runtime configuration does not say: port 8000 of the page's host. */
export function defaultApiBaseUrl(): string {
  if (typeof location === 'undefined') return 'http://localhost:8000/api/v1';
  return `${location.protocol}//${location.hostname}:8000/api/v1`;
}

export function defaultSiteConfig(): SiteConfig {
  return {
    apiBaseUrl: defaultApiBaseUrl(),
    siteName: 'PepTox',
    analytics: false,
    remotes: Object.fromEntries(remoteIds.map((id) => [id, defaultManifestPath(id)])),
    contact: null,
  };
}

export interface LoadedSiteConfig {
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

function readContact(value: unknown): Contact | null | undefined {
  if (value === null) return null;
  const record = stringRecord(value);
  if (!record || !(record.email || record.url)) return undefined;
  const { name, email, url } = record;
  return { ...(name && { name }), ...(email && { email }), ...(url && { url }) };
}

/** Merges what the file says over the defaults, keeping a default wherever a field is unusable. */
export function parseSiteConfig(body: unknown): LoadedSiteConfig {
  const config = defaultSiteConfig();
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
  if (raw.contact !== undefined) {
    const contact = readContact(raw.contact);
    if (contact !== undefined) config.contact = contact;
    else bad.push('contact');
  }
  return {
    config,
    problem: bad.length ? `these settings were not understood: ${bad.join(', ')}` : null,
  };
}

/** Resolves the runtime configuration; never throws: on failure, the defaults and the reason. */
export async function loadSiteConfig(
  url = '/config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<LoadedSiteConfig> {
  try {
    const response = await fetchImpl(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!response.ok) {
      return { config: defaultSiteConfig(), problem: `${url} answered ${response.status}` };
    }
    return parseSiteConfig(await response.json());
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { config: defaultSiteConfig(), problem: `${url} could not be read (${reason})` };
  }
}

/** The id of the JSON block in which the site server writes the configuration into index.html. */
export const SITE_CONFIG_ELEMENT_ID = 'peptox-config';

/**
 * The runtime configuration: the copy the site server wrote into the page when there is one
 * (nothing to wait for before the first render), else `/config.json` (a plain static host, a
 * development server). Never throws, like `loadSiteConfig`.
 */
export async function resolveSiteConfig(
  doc: Pick<Document, 'getElementById'> = document,
  fetchImpl: typeof fetch = fetch,
): Promise<LoadedSiteConfig> {
  const embedded = doc.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (embedded) {
    try {
      return parseSiteConfig(JSON.parse(embedded));
    } catch {
      // not JSON: ask the server for the file instead
    }
  }
  return loadSiteConfig('/config.json', fetchImpl);
}
