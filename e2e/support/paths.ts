import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where the builds are (what `pnpm build` wrote). */
export const built = {
  shell: `${repoRoot}apps/shell/dist`,
  ampep: `${repoRoot}apps/ampep/dist`,
  /** The probe tool (e2e/fixtures/probe-tool), served as the 'gwovina' remote in tests. */
  probe: `${repoRoot}e2e/dist/probe-tool`,
};
export const PROBE_TOOL = 'gwovina';

export function assertBuilt(): void {
  for (const [name, file] of [
    ['the shell', `${built.shell}/index.html`],
    ['ampep', `${built.ampep}/mf-manifest.json`],
    ['the probe tool', `${built.probe}/mf-manifest.json`],
  ]) {
    if (!existsSync(file as string)) {
      throw new Error(`${name} is not built (${file} missing): run \`pnpm build\` first.`);
    }
  }
}

/**
 * Copies the builds aside, so that a rebuild while the specs run (another terminal, a dev
 * running `pnpm build`) cannot pull files from under the site being tested.
 */
export function snapshotBuilds(dir: string): void {
  for (const [key, source] of Object.entries(built)) {
    const target = join(dir, key);
    cpSync(source, target, { recursive: true });
    process.env[`E2E_${key.toUpperCase()}_DIST`] = target;
  }
}

/** The builds the specs serve: the snapshot when global setup made one, else the builds. */
export function dists(): { shell: string; ampep: string; probe: string } {
  return {
    shell: process.env.E2E_SHELL_DIST ?? built.shell,
    ampep: process.env.E2E_AMPEP_DIST ?? built.ampep,
    probe: process.env.E2E_PROBE_DIST ?? built.probe,
  };
}
