import { existsSync } from 'node:fs';
import { repoRoot } from './servers.ts';

export const shellDist = `${repoRoot}apps/shell/dist`;
export const ampepDist = `${repoRoot}apps/ampep/dist`;
/** The probe tool (e2e/fixtures/probe-tool), served as the 'gwovina' remote in tests. */
export const probeDist = `${repoRoot}e2e/dist/probe-tool`;
export const PROBE_TOOL = 'gwovina';

export function assertBuilt(): void {
  for (const [name, file] of [
    ['the shell', `${shellDist}/index.html`],
    ['ampep', `${ampepDist}/mf-manifest.json`],
    ['the probe tool', `${probeDist}/mf-manifest.json`],
  ]) {
    if (!existsSync(file as string)) {
      throw new Error(`${name} is not built (${file} missing): run \`pnpm build\` first.`);
    }
  }
}
