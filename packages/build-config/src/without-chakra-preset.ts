import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Leaves Chakra's preset module (`defaultConfig`, `defaultSystem`) out of the build. It imports
 * the whole default theme, every component's recipe included, and even unused it kept the
 * bundler from dropping the recipes the site does not use (about 15 KB gzip on every first
 * visit). The site builds its system from the theme's parts (packages/ui/src/theme/system.ts);
 * neither export is in the trimmed shared copy (chakra-exports.ts), so no code can reach them.
 */
const stub = new URL('./chakra-preset-stub.js', import.meta.url).pathname;

export function pluginWithoutChakraPreset(): RsbuildPlugin {
  return {
    name: 'peptox:without-chakra-preset',
    setup(api) {
      api.modifyBundlerChain((chain, { bundler }) => {
        chain
          .plugin('without-chakra-preset')
          .use(bundler.NormalModuleReplacementPlugin, [
            /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]preset\.js$/,
            stub,
          ]);
      });
    },
  };
}
