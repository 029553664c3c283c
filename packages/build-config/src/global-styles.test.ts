import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { globalStylesFile, readGlobalStyles } from './global-styles.ts';

describe("the global stylesheet's place in a build", () => {
  it('is named by its content, so a changed theme is a new address', () => {
    const css = ':root{--chakra-colors-bg:#fff}';
    expect(globalStylesFile(css)).toMatch(/^static\/css\/global-styles\.[0-9a-f]{8}\.css$/);
    expect(globalStylesFile(css)).toBe(globalStylesFile(css));
    expect(globalStylesFile(`${css} `)).not.toBe(globalStylesFile(css));
  });

  it("is read from @peptox/ui's build, as the app resolves the package", () => {
    const app = mkdtempSync(join(tmpdir(), 'peptox-app-'));
    try {
      const ui = join(app, 'node_modules', '@peptox', 'ui');
      mkdirSync(join(ui, 'dist'), { recursive: true });
      writeFileSync(join(app, 'package.json'), '{"name":"app"}');
      writeFileSync(
        join(ui, 'package.json'),
        JSON.stringify({
          name: '@peptox/ui',
          exports: { './global-styles.css': './dist/global-styles.css' },
        }),
      );
      writeFileSync(join(ui, 'dist', 'global-styles.css'), '@layer reset;');
      expect(readGlobalStyles(app)).toBe('@layer reset;');
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });

  it('says what to build when the app cannot find it', () => {
    const app = mkdtempSync(join(tmpdir(), 'peptox-app-'));
    try {
      writeFileSync(join(app, 'package.json'), '{"name":"app"}');
      expect(() => readGlobalStyles(app)).toThrow(
        /@peptox\/ui\/global-styles\.css is not built: build the app with its dependencies/,
      );
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });
});
