import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedDependencies, sharedVersions } from './shared.ts';

const root = new URL('../../../', import.meta.url);

function catalogVersion(name: string): string | undefined {
  const yaml = readFileSync(new URL('pnpm-workspace.yaml', root), 'utf8');
  const line = yaml.split('\n').find((l) => l.trim().replaceAll('"', '').startsWith(`${name}:`));
  return line?.split(':').at(-1)?.trim();
}

function workspaceVersion(name: string): string {
  const folder = name.replace('@peptox/', '');
  const pkg = JSON.parse(readFileSync(new URL(`packages/${folder}/package.json`, root), 'utf8'));
  return pkg.version;
}

describe('shared singletons', () => {
  it('every shared package is a singleton with a semver range', () => {
    for (const config of Object.values(sharedDependencies())) {
      expect(config).toMatchObject({ singleton: true });
      expect((config as { requiredVersion: string }).requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
  });

  it('each range is the caret of the version actually installed (catalog or workspace)', () => {
    for (const [name, range] of Object.entries(sharedVersions)) {
      const version = name.startsWith('@peptox/') ? workspaceVersion(name) : catalogVersion(name);
      expect(range, name).toBe(`^${version}`);
    }
  });
});
