import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { remoteName } from '@peptox/tool-contract';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { sharedDependencies, shareStrategy } from './shared.ts';

export const htmlTemplate = new URL('./index.html', import.meta.url).pathname;
const buildLabelModule = new URL('./build-label.ts', import.meta.url).pathname;

export interface ToolConfigOptions {
  /** The tool id, e.g. 'ampep' or 'ssl-gcn'. */
  id: string;
  /** Port of the tool's standalone dev server. */
  port: number;
  /** Page title when the tool runs standalone. */
  title?: string;
}

/**
 * The Rsbuild config of a tool remote: exposes `./tool` (src/tool.tsx) and `./build`,
 * shares the singletons, resolves its chunks against its manifest's URL (independent deploy),
 * and runs standalone from src/index.tsx.
 */
export function defineToolConfig({ id, port, title }: ToolConfigOptions): RsbuildConfig {
  return defineConfig({
    plugins: [
      // Production JSX also in dev: inside the built shell the tool runs on the shell's
      // production React, which lacks what the development JSX runtime calls.
      pluginReact({ swcReactOptions: { development: false } }),
      pluginModuleFederation({
        name: remoteName(id),
        exposes: { './tool': './src/tool.tsx', './build': buildLabelModule },
        shared: sharedDependencies(),
        shareStrategy,
        dts: false,
      }),
    ],
    source: {
      entry: { index: './src/index.tsx' },
      define: {
        'process.env.PEPTOX_BUILD_LABEL': JSON.stringify(
          process.env.PEPTOX_BUILD_LABEL ?? new Date().toISOString(),
        ),
      },
    },
    html: { template: htmlTemplate, title: title ?? id },
    // PEPTOX_DIST_DIR builds elsewhere than dist/ (e.g. a second build beside the deployed one).
    output: {
      assetPrefix: 'auto',
      ...(process.env.PEPTOX_DIST_DIR ? { distPath: { root: process.env.PEPTOX_DIST_DIR } } : {}),
    },
    // Lazy compilation asks the page's own server to compile on demand: inside the site, that
    // server is not the tool's dev server.
    dev: { assetPrefix: 'auto', lazyCompilation: false },
    server: { port, strictPort: true, historyApiFallback: true, cors: true },
  });
}
