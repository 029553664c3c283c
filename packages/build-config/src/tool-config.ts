import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { rdkitWebBuild } from '@peptox/molecule/bundler';
import { findTool, remoteName, siteRemotes, type ToolKind } from '@peptox/tool-contract/catalogue';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginGlobalStyles } from './global-styles.ts';
import { sharedDependencies, shareStrategy } from './shared.ts';
import { pluginWithoutChakraPreset } from './without-chakra-preset.ts';

export const htmlTemplate = new URL('./index.html', import.meta.url).pathname;
const buildLabelModule = new URL('./build-label.ts', import.meta.url).pathname;

export interface ToolConfigOptions {
  /**
   * The tool id of the catalogue, e.g. 'ampep' or 'ssl-gcn', or a site remote's ('workbench'):
   * it gives the dev port and title.
   */
  id: string;
}

/**
 * What a tool's build does with the compound input area (@peptox/molecule-input): a tool the
 * catalogue calls `molecule` bundles it, with RDKit's wasm and the molecule editor as chunks that
 * load when first used; every other tool leaves it out (an empty module), so that neither its
 * build time nor its files carry them. The same goes for RDKit itself (@peptox/molecule), which the
 * shared results view (@peptox/ui) loads when a result holds a molecule: only compound tools'
 * results do, and inside the site they are drawn by the shell's copy of @peptox/ui.
 */
export function moleculeBuild(kind: ToolKind): MoleculeBuild {
  if (kind !== 'molecule') {
    const alias = { '@peptox/molecule-input': false, '@peptox/molecule': false } as const;
    return { alias, externals: {}, node: {}, define: {} };
  }
  const { externals, node } = rdkitWebBuild;
  // OpenChemLib (the molecule editor) reads `import.meta.dirname` and `import.meta.filename`
  // behind `typeof process` (never in a browser), but a bundle that is not an ES module cannot
  // even parse them.
  const define = { 'import.meta.dirname': '""', 'import.meta.filename': '""' };
  return { alias: {}, externals, node, define };
}

/**
 * What a tool's build does with 3Dmol.js, the docking results' 3-D viewer: a docking tool bundles
 * it as a chunk that loads on its results page; every other tool leaves it out (an empty module).
 */
export function viewerAlias(kind: ToolKind): Record<string, false> {
  return kind === 'docking' ? {} : { '3dmol': false };
}

interface MoleculeBuild {
  alias: Record<string, false>;
  externals: Record<string, string>;
  node: { __filename?: false; __dirname?: false };
  define: Record<string, string>;
}

/**
 * The whole Rsbuild config of a tool remote: exposes `./tool` (src/tool.tsx) and `./build`,
 * shares the singletons, resolves its chunks against its manifest's URL (independent deploy),
 * and runs standalone from src/index.tsx. A site remote (the workbench) is built the same way and
 * exposes `./pages` (src/pages.tsx) instead of `./tool`.
 */
export function defineToolConfig({ id }: ToolConfigOptions): RsbuildConfig {
  const tool = findTool(id) ?? siteRemotes.find((remote) => remote.id === id);
  if (!tool) throw new Error(`'${id}' is not a remote of the catalogue (@peptox/tool-contract)`);
  const molecules = moleculeBuild('kind' in tool ? tool.kind : 'peptide');
  const module: Record<string, string> =
    'kind' in tool ? { './tool': './src/tool.tsx' } : { './pages': './src/pages.tsx' };
  return defineConfig({
    plugins: [
      // Production JSX also in dev: inside the built shell the tool runs on the shell's
      // production React, which lacks what the development JSX runtime calls.
      pluginReact({ swcReactOptions: { development: false } }),
      pluginModuleFederation({
        name: remoteName(id),
        exposes: { ...module, './build': buildLabelModule },
        shared: sharedDependencies(),
        shareStrategy,
        dts: false,
        // A tool loads no remote itself (standalone or inside the shell), and runs in browsers
        // only: the federation runtime's code for those is left out (-2.1 KB gzip).
        experiments: {
          optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
        },
      }),
      pluginWithoutChakraPreset(),
      pluginGlobalStyles(),
    ],
    source: {
      entry: { index: './src/index.tsx' },
      define: {
        ...molecules.define,
        'process.env.PEPTOX_BUILD_LABEL': JSON.stringify(
          process.env.PEPTOX_BUILD_LABEL ?? new Date().toISOString(),
        ),
      },
    },
    html: {
      template: htmlTemplate,
      title: `${tool.name} · PepTox`,
      // Standalone pages live at /<tool>/...; the entry's relative script paths ('auto' prefix)
      // must resolve from the root, not from the page's folder.
      tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
    },
    resolve: {
      alias: { ...molecules.alias, ...viewerAlias('kind' in tool ? tool.kind : 'peptide') },
    },
    // PEPTOX_DIST_DIR builds elsewhere than dist/ (e.g. a second build beside the deployed one).
    output: {
      externals: molecules.externals,
      assetPrefix: 'auto',
      ...(process.env.PEPTOX_DIST_DIR ? { distPath: { root: process.env.PEPTOX_DIST_DIR } } : {}),
    },
    // Lazy compilation asks the page's own server to compile on demand: inside the site, that
    // server is not the tool's dev server.
    dev: { assetPrefix: 'auto', lazyCompilation: false },
    tools: { rspack: { node: molecules.node } },
    server: { port: tool.devPort, strictPort: true, historyApiFallback: true, cors: true },
  });
}
