import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureAssetPrefix, type RsbuildPlugin } from '@rsbuild/core';

/** What @peptox/ui's build writes: the Chakra system's global styles (its scripts/global-styles.ts). */
export const GLOBAL_STYLES_SOURCE = '@peptox/ui/global-styles.css';

/** The stylesheet's file in a build: named by its content, so it can be cached for a year. */
export function globalStylesFile(css: string): string {
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  return `static/css/global-styles.${hash}.css`;
}

/** @peptox/ui's stylesheet as the app at `rootPath` resolves it, or a message saying what to build. */
export function readGlobalStyles(rootPath: string): string {
  let path: string;
  try {
    path = createRequire(join(rootPath, 'package.json')).resolve(GLOBAL_STYLES_SOURCE);
  } catch {
    throw new Error(
      `${GLOBAL_STYLES_SOURCE} is not built: build the app with its dependencies (\`npx pnpm@10 build\`, or \`npx pnpm@10 --filter "<app>..." build\`).`,
    );
  }
  return readFileSync(path, 'utf8');
}

/**
 * A production build links the Chakra system's global styles (preflight, global CSS, token
 * variables), made once by @peptox/ui's build, as the first thing in its page's <head>: the
 * shell's page and each tool's own page when it runs standalone. @peptox/ui's provider then sees
 * them defined and has Emotion insert none of them. A tool loaded inside the site uses the
 * shell's page, stylesheet and provider alike. The dev server links nothing: the provider inserts
 * the styles at run time there, so an edit to the theme shows at once.
 */
export function pluginGlobalStyles(): RsbuildPlugin {
  return {
    name: 'peptox:global-styles',
    apply: 'build',
    setup(api) {
      const css = readGlobalStyles(api.context.rootPath);
      const file = globalStylesFile(css);
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        // As written: a minifier would rewrite the token values ('#FFFFFF' as '#fff', and
        // some colours in other notations), and the page's styles would differ from Chakra's.
        compilation.emitAsset(file, new sources.RawSource(css), { minimized: true });
      });
      api.modifyHTMLTags(({ headTags, bodyTags }, { assetPrefix }) => {
        const href = ensureAssetPrefix(file, assetPrefix);
        const link = { tag: 'link', attrs: { rel: 'stylesheet', href } };
        return { headTags: [link, ...headTags], bodyTags };
      });
    },
  };
}
