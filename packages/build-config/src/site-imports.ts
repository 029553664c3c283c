/**
 * What the site's code imports from a package, read from the source of every app, package and
 * e2e fixture. The tests that guard a trimmed shared copy (Chakra's exports and recipes, React
 * Router's exports) use it: a tool using what the shell's trimmed copy lacks would break inside
 * the site. Unit tests are left out: they run in Node on the whole package, never on a shared copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = new URL('../../../', import.meta.url).pathname;

const skip = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.turbo']);
const isUnitTest = (name: string) => /\.test\.[cm]?[jt]sx?$/.test(name);

function sourceFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesIn(path);
    return /\.[cm]?[jt]sx?$/.test(entry.name) && !isUnitTest(entry.name) ? [path] : [];
  });
}

/** Every source file of the site's code (absolute paths), unit tests left out. */
export function siteSourceFiles(): string[] {
  return ['apps', 'packages', 'e2e'].flatMap((dir) => sourceFilesIn(join(repoRoot, dir)));
}

/** A file's path relative to the repository root, for messages. */
export const relative = (file: string) => file.slice(repoRoot.length);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const quoted = (specifier: string) => `['"]${escaped(specifier)}['"]`;

export interface SiteImport {
  /** The imported export's name (before any `as`). */
  name: string;
  /** The importing file, relative to the repository root. */
  file: string;
}

/** The value imports (`import { a, b as c } from '<specifier>'`) of the site's code; types are erased. */
export function namedImports(specifier: string, files = siteSourceFiles()): SiteImport[] {
  const statement = new RegExp(
    `import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${quoted(specifier)}`,
    'g',
  );
  const found: SiteImport[] = [];
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(statement)) {
      if (match[1]) continue; // import type { ... }
      for (const part of (match[2] ?? '').split(',')) {
        const item = part.trim();
        if (!item || item.startsWith('type ')) continue;
        const name = item.split(/\s+as\s+/)[0]?.trim();
        if (name) found.push({ name, file: relative(file) });
      }
    }
  }
  return found;
}

/**
 * Files that use a package in a way `namedImports` cannot see: a namespace or default import, a
 * dynamic import, a re-export or a require. Each of these could reach any export.
 */
export function opaqueImports(specifier: string, files = siteSourceFiles()): string[] {
  const s = quoted(specifier);
  const opaque = new RegExp(
    [
      `import\\s*\\*\\s*as\\s+\\w+\\s+from\\s*${s}`,
      `import\\s+\\w+\\s*(,|from)[^;]*${s}`,
      `import\\(\\s*${s}\\s*\\)`,
      `export\\s+(\\*|\\{[^}]*\\})\\s*from\\s*${s}`,
      `require\\(\\s*${s}\\s*\\)`,
    ].join('|'),
  );
  return files.filter((file) => opaque.test(readFileSync(file, 'utf8'))).map(relative);
}

/** Names imported from `specifier` that `allowed` lacks, each with the files that import it. */
export function missingExports(
  specifier: string,
  allowed: readonly string[],
  files = siteSourceFiles(),
): string[] {
  const known = new Set(allowed);
  const missing = new Map<string, Set<string>>();
  for (const { name, file } of namedImports(specifier, files)) {
    if (known.has(name)) continue;
    missing.set(name, (missing.get(name) ?? new Set()).add(file));
  }
  return [...missing].map(([name, where]) => `${name} (${[...where].join(', ')})`);
}

/** Imports of a package's entries other than its main one (`'<pkg>/<entry>'`), static or dynamic. */
export function entryImports(
  pkg: string,
  files = siteSourceFiles(),
): { entry: string; file: string }[] {
  const pattern = new RegExp(`(?:from|import\\()\\s*['"]${escaped(pkg)}/([\\w./-]+)['"]`, 'g');
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => ({
      entry: m[1] as string,
      file: relative(file),
    })),
  );
}
