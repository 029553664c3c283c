import type { Page } from '@playwright/test';

/** The libraries that must be loaded once, however many tools the page holds. */
export const SHARED_LIBRARIES = [
  'react',
  'react-dom',
  'react-router',
  '@chakra-ui/react',
  '@emotion/react',
  '@tanstack/react-query',
  '@peptox/ui',
  '@peptox/api-client',
] as const;

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/**
 * How many copies of each shared library the page loaded: each container (the shell, each
 * tool) lists in its mf-manifest.json the files that hold its own copy of a shared library;
 * a copy counts as loaded when one of its files is among the scripts the page fetched.
 * A file holding two libraries counts for both, so this can only over-count.
 */
export async function sharedCopies(page: Page): Promise<Record<string, number>> {
  const origin = new URL(page.url()).origin;
  const config = await (await fetch(`${origin}/config.json`)).json();
  const manifestUrls = [
    `${origin}/mf-manifest.json`,
    ...Object.values(config.remotes as Record<string, string>).map((u) => new URL(u, origin).href),
  ];
  const loaded = new Set(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name.split('?')[0] as string),
    ),
  );
  const copies: Record<string, number> = Object.fromEntries(
    SHARED_LIBRARIES.map((lib) => [lib, 0]),
  );
  for (const manifestUrl of manifestUrls) {
    let manifest: Manifest;
    try {
      manifest = await (await fetch(manifestUrl)).json();
    } catch {
      continue; // a tool that is not deployed loaded nothing
    }
    for (const lib of SHARED_LIBRARIES) {
      const files = manifest.shared
        .filter((s) => s.name === lib || s.name.startsWith(`${lib}/`))
        .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async])
        .map((file) => new URL(file, manifestUrl).href);
      if (files.some((file) => loaded.has(file))) copies[lib] = (copies[lib] ?? 0) + 1;
    }
  }
  return copies;
}

/** Versions of each package in the page's Module Federation share scope. */
export async function shareScopeVersions(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Scope = Record<string, Record<string, Record<string, unknown>>>;
    const federation = (
      globalThis as { __FEDERATION__?: { __INSTANCES__: { shareScopeMap: Scope }[] } }
    ).__FEDERATION__;
    const versions: Record<string, Set<string>> = {};
    for (const instance of federation?.__INSTANCES__ ?? []) {
      for (const packages of Object.values(instance.shareScopeMap)) {
        for (const [name, byVersion] of Object.entries(packages)) {
          const known = versions[name] ?? new Set<string>();
          for (const version of Object.keys(byVersion)) known.add(version);
          versions[name] = known;
        }
      }
    }
    return Object.fromEntries(Object.entries(versions).map(([k, v]) => [k, [...v]]));
  });
}
