import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraExports } from './chakra-exports.ts';

const root = new URL('../../../', import.meta.url).pathname;
const skip = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.turbo']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const files = ['apps', 'packages', 'e2e'].flatMap((dir) => sourceFiles(join(root, dir)));
const CHAKRA = `['"]@chakra-ui/react['"]`;

describe('Chakra exports in use', () => {
  it('finds the site code to check', () => {
    expect(files.some((f) => f.includes('packages/ui/src/'))).toBe(true);
  });

  it('every Chakra export the code imports is in the trimmed shared copy', () => {
    const allowed = new Set<string>(chakraExports);
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(
        new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*${CHAKRA}`, 'g'),
      )) {
        if (match[1]) continue; // type-only imports are erased
        for (const part of (match[2] ?? '').split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (name && !part.trim().startsWith('type ') && !allowed.has(name)) {
            missing.push(`${name} (${file.slice(root.length)})`);
          }
        }
      }
    }
    expect(missing, 'add them to chakra-exports.ts (and rebuild the shell)').toEqual([]);
  });

  it('no code imports Chakra in a way the check cannot see', () => {
    const opaque = new RegExp(
      `import\\s*\\*\\s*as\\s+\\w+\\s+from\\s*${CHAKRA}|import\\s+\\w+\\s*(,|from)[^;]*${CHAKRA}|import\\(\\s*${CHAKRA}\\s*\\)|export\\s+(\\*|\\{[^}]*\\})\\s*from\\s*${CHAKRA}|require\\(\\s*${CHAKRA}\\s*\\)`,
    );
    const offenders = files.filter((file) => opaque.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => f.slice(root.length))).toEqual([]);
  });
});
