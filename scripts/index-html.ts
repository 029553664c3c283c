/**
 * The shell's index.html as the site server sends it: the runtime configuration written into the
 * page, so the shell starts without asking for /config.json, and preload hints for the code the
 * first moments need, so it downloads at once and in parallel instead of one file after another:
 * the shell's shared libraries and, on a tool's page, the tool's manifest, entry and module.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { findTool, siteRemoteAt } from '@peptox/tool-contract/catalogue';
import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@peptox/tool-contract/site-config';
import { escapeHtml, type FirstPaint } from '@peptox/ui/first-paint';

export interface Preload {
  href: string;
  as: 'script' | 'fetch';
}

/** What a build's mf-manifest.json says that preloading needs. */
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { assets: { js: { sync: string[] } } }[];
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

const manifests = new Map<string, { mtimeMs: number; manifest: Manifest | null }>();

/** A build's manifest, read again only when the file changes (a tool deployed anew). */
function readManifest(dist: string): Manifest | null {
  const file = join(dist, 'mf-manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null; // not deployed
  }
  const cached = manifests.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.manifest;
  let manifest: Manifest | null = null;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // half written: no hints this time
  }
  manifests.set(file, { mtimeMs, manifest });
  return manifest;
}

/**
 * The preloads for a page: the shell's shared libraries (as its manifest lists them), and on a
 * tool's page (`/<tool>/...`, or a site remote's path such as /sequence-info) its manifest and,
 * when the site serves the build, its entry and its `./tool` (or `./pages`) and `./build` modules (resolved against the manifest's address, as the
 * runtime does).
 */
export function preloadsFor(
  pathname: string,
  {
    shellDist,
    toolDists,
    config,
  }: { shellDist: string; toolDists: Record<string, string>; config: SiteConfig },
): Preload[] {
  const preloads: Preload[] = [];
  for (const { assets } of readManifest(shellDist)?.shared ?? []) {
    // A library listed with two files has the same (small) module in each, and the page loads
    // only one of them, which the manifest does not say: the runtime fetches it.
    const [file, ...others] = assets.js.sync;
    if (file && others.length === 0) preloads.push({ href: `/${file}`, as: 'script' });
  }
  const first = pathname.split('/')[1] ?? '';
  const tool = findTool(first) ?? siteRemoteAt(first);
  const manifestUrl = tool && config.remotes[tool.id];
  if (!tool || !manifestUrl) return preloads;
  preloads.push({ href: manifestUrl, as: 'fetch' });
  const served = `/tools/${tool.id}/mf-manifest.json`;
  const dist = toolDists[tool.id];
  const manifest = manifestUrl === served && dist ? readManifest(dist) : null;
  if (manifest) {
    const base = `/tools/${tool.id}/`;
    const { name, path } = manifest.metaData.remoteEntry;
    preloads.push({ href: `${base}${path ? `${path}/` : ''}${name}`, as: 'script' });
    for (const expose of manifest.exposes) {
      if (!['./tool', './pages', './build'].includes(expose.path)) continue;
      for (const file of expose.assets.js.sync) preloads.push({ href: base + file, as: 'script' });
    }
  }
  return preloads;
}

/**
 * index.html with the configuration as a JSON data block (not executed, so the
 * Content-Security-Policy needs no exception for it) and the preload links, at the end of <head>
 * (the page's charset declaration stays in its first bytes), and the page's first paint
 * (@peptox/ui/first-paint) in its mount element.
 */
export function renderIndexHtml(
  html: string,
  config: SiteConfig,
  preloads: Preload[],
  paint: FirstPaint | null = null,
): string {
  // '<' escaped: no value can close the <script> element early.
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  const tags = [
    `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${json}</script>`,
    ...preloads.map(({ href, as }) =>
      as === 'fetch'
        ? `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`
        : // Low: the page paints from its HTML (the first paint) without them. At high priority
          // they compete with the page itself on a slow connection, and Lighthouse counts a
          // high-priority script that arrives before the paint as holding the paint up.
          `<link rel="preload" href="${escapeHtml(href)}" as="script" fetchpriority="low">`,
    ),
    ...(paint ? [paint.style] : []),
  ];
  const page = html.replace(/<\/head>/i, (end) => `${tags.join('\n')}\n${end}`);
  return paint
    ? page.replace(/<div id="root"><\/div>/, () => `<div id="root">${paint.html}</div>`)
    : page;
}
