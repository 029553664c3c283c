import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type RemoteId,
  siteRemotes,
  type ToolId,
  toolCatalogue,
} from '@peptox/tool-contract/catalogue';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The tools of the catalogue that have an app in this repository (the others are to come). */
export const toolApps: ToolId[] = toolCatalogue
  .map((tool) => tool.id)
  .filter((id) => existsSync(`${repoRoot}apps/${id}/package.json`));

/** Every remote with an app here: the tools', then the site's own (the workbench). */
export const remoteApps: RemoteId[] = [
  ...toolApps,
  ...siteRemotes
    .map((remote) => remote.id)
    .filter((id) => existsSync(`${repoRoot}apps/${id}/package.json`)),
];

/** The probe tool (e2e/fixtures/probe-tool) fails in every way a tool can; specs mount it as gwovina. */
export const PROBE_TOOL: ToolId = 'gwovina';

interface Builds {
  shell: string;
  probe: string;
  /** Each remote's build (the tools' and the workbench's), by remote id. */
  tools: Partial<Record<RemoteId, string>>;
}

/** Where the builds are (what `pnpm build` wrote). */
export const built: Builds = {
  shell: `${repoRoot}apps/shell/dist`,
  probe: `${repoRoot}e2e/dist/probe-tool`,
  tools: Object.fromEntries(remoteApps.map((id) => [id, `${repoRoot}apps/${id}/dist`])),
};

export function assertBuilt(): void {
  const wanted: [string, string][] = [
    ['the shell', `${built.shell}/index.html`],
    ['the probe tool', `${built.probe}/mf-manifest.json`],
    ...Object.entries(built.tools).map(([id, dist]): [string, string] => [
      id,
      `${dist}/mf-manifest.json`,
    ]),
  ];
  for (const [name, file] of wanted) {
    if (!existsSync(file)) {
      throw new Error(`${name} is not built (${file} missing): run \`pnpm build\` first.`);
    }
  }
}

const SNAPSHOT = 'E2E_BUILDS';

/**
 * Copies the builds aside, so that a rebuild while the specs run (another terminal, a dev
 * running `pnpm build`) cannot pull files from under the site being tested.
 */
export function snapshotBuilds(dir: string): void {
  cpSync(built.shell, join(dir, 'shell'), { recursive: true });
  cpSync(built.probe, join(dir, 'probe'), { recursive: true });
  for (const [id, dist] of Object.entries(built.tools)) {
    cpSync(dist, join(dir, 'tools', id), { recursive: true });
  }
  process.env[SNAPSHOT] = dir;
}

/** The builds the specs serve: the snapshot when global setup made one, else the builds. */
export function dists(): Builds {
  const dir = process.env[SNAPSHOT];
  if (!dir) return built;
  return {
    shell: join(dir, 'shell'),
    probe: join(dir, 'probe'),
    tools: Object.fromEntries(remoteApps.map((id) => [id, join(dir, 'tools', id)])),
  };
}
