/**
 * The system's global styles as a stylesheet, written at build time (scripts/global-styles.ts):
 * Chakra's cascade-layer order, its preflight, the global CSS and the token variables of both
 * colour modes. ChakraProvider would otherwise have Emotion serialise and insert the same rules
 * in every visitor's browser (core/provider.tsx leaves them out when the page links this file).
 *
 * `_global` and `_config` are not documented fields of Chakra's system: Chakra is pinned in the
 * catalog (pnpm-workspace.yaml), and a test holds that this file is exactly what ChakraProvider
 * inserts (global-styles.test.tsx), so an upgrade that changes them fails there, not on the site.
 */
import type { SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { type Interpolation, serializeStyles } from '@emotion/serialize';

/** The rules ChakraProvider's <Global> elements insert for `system`, as one stylesheet. */
export function globalStylesheet(system: SystemContext): string {
  // Emotion's own pipeline (serialiser, stylis with its prefixer), as its <Global> runs it. A
  // cache of its own key: in a document it would otherwise pick up the page's style elements.
  const cache = createCache({ key: 'build' });
  const rules = (styles: Interpolation<unknown>): string => {
    const collected: string[] = [];
    const sheet = { insert: (rule: string) => collected.push(rule) };
    const returned = cache.insert('', serializeStyles([styles]), sheet as never, false);
    // Without a document Emotion returns the rules; with one it hands them to the sheet.
    return typeof returned === 'string' ? returned : collected.join('');
  };
  const layerOrder = system._config.disableLayers ? '' : rules(system.layers.atRule);
  return `${layerOrder}${rules(system._global)}\n`;
}
