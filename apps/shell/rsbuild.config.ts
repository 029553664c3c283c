import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  htmlTemplate,
  pluginGlobalStyles,
  pluginWithoutChakraPreset,
  rdkitWebBuild,
  sharedDependencies,
  shareStrategy,
} from '@peptox/build-config';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const runtimePlugin = (name: string) =>
  new URL(`./src/federation/${name}.ts`, import.meta.url).pathname;

// The shell knows no remote at build time: it registers the tools from /config.json at run time.
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies(),
      shareStrategy,
      runtimePlugins: [runtimePlugin('retry'), runtimePlugin('fallback')],
      dts: false,
      // Browsers only: the federation runtime's code for Node is left out (-2.2 KB gzip). The
      // shell loads its tools by manifest, so the snapshot and remote code stay.
      experiments: { optimization: { target: 'web' } },
    }),
    pluginWithoutChakraPreset(),
    pluginGlobalStyles(),
  ],
  html: { template: htmlTemplate, title: 'PepTox' },
  // The shell provides @peptox/ui, whose results view loads RDKit when a result has molecules.
  output: { assetPrefix: '/', externals: rdkitWebBuild.externals },
  tools: { rspack: { node: rdkitWebBuild.node } },
  server: { port: Number(process.env.PORT_SHELL ?? 3000), historyApiFallback: true },
});
