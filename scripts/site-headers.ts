/**
 * The site's security headers, the Content-Security-Policy first. Its sources are listed here,
 * in one place: what the built site needs to run is 'self' (the shell, the tools under /tools/,
 * the analytics script under /insights/, the molecule editor under /vendor/) plus what a source
 * below names; the runtime configuration adds, per request, the origins of the tools deployed
 * elsewhere (REMOTE_<TOOL>) and of the API. Something new that the page must load from another
 * place, or a script that needs more than this allows, gets its source added here.
 */
import type { SiteConfig } from '@peptox/tool-contract';

export const contentSources = {
  // RDKit.js compiles its WebAssembly in the page ('wasm-unsafe-eval' allows that, not eval).
  script: ["'self'", "'wasm-unsafe-eval'"],
  // RDKit's JavaScript bindings (embind) also build functions from strings: allowed only where
  // RDKit runs, the compound tools' pages and the workers of their builds (see rdkitPath).
  rdkit: ["'unsafe-eval'"],
  // Emotion (Chakra UI) writes <style> elements as components render.
  style: ["'self'", "'unsafe-inline'"],
  worker: ["'self'", 'blob:'],
  // Molecule depictions and downloads are data: and blob: URLs.
  img: ["'self'", 'data:', 'blob:'],
  font: ["'self'", 'data:'],
  connect: ["'self'"],
} as const;

/** Origins of absolute URLs other than the site's own (the page's host, any port or scheme). */
function foreignOrigins(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!URL.canParse(url)) continue; // a path on this site
    origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * The policy for a page served with this runtime configuration: the remotes' origins may serve
 * scripts, styles, fonts and images and be fetched (their manifests); the API may be fetched. A
 * tool served by its development server also gets its live-reload socket.
 */
export function contentSecurityPolicy(config: SiteConfig, { rdkit = false } = {}): string {
  const remotes = foreignOrigins(Object.values(config.remotes));
  const sockets = remotes.map((origin) => origin.replace(/^http/, 'ws'));
  const api = foreignOrigins([config.apiBaseUrl]);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': [...contentSources.script, ...(rdkit ? contentSources.rdkit : []), ...remotes],
    'style-src': [...contentSources.style, ...remotes],
    'img-src': [...contentSources.img, ...remotes],
    'font-src': [...contentSources.font, ...remotes],
    'connect-src': [...contentSources.connect, ...api, ...remotes, ...sockets],
    'worker-src': [...contentSources.worker],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * Whether RDKit may run under the answer for this path: a compound tool's page (its results draw
 * molecules, its form reads them) or a file of a compound tool's build (the worker that reads
 * SMILES follows the policy sent with its own script).
 */
export function rdkitPath(pathname: string, compoundTools: readonly string[]): boolean {
  const [first, second] = pathname.split('/').filter(Boolean);
  const tool = first === 'tools' ? second : first;
  return tool !== undefined && compoundTools.includes(tool);
}

/**
 * Headers on every answer of the site server; `rdkit` as rdkitPath says. Behind TLS (`https`:
 * the proxy that holds the certificate says X-Forwarded-Proto: https) browsers are also told to
 * come back over HTTPS only (HSTS, a year); over plain HTTP they would ignore it.
 */
export function securityHeaders(
  config: SiteConfig,
  { rdkit = false, https = false } = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, { rdkit }),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}
