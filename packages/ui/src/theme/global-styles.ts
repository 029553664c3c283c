/**
 * The system's global styles (preflight, global CSS, token variables) come with the page, as a
 * stylesheet made at build time (global-stylesheet.ts), so the provider is given a system
 * without them: Emotion then serialises and inserts nothing for them while the page starts.
 */
import type { SystemContext } from '@chakra-ui/react';

/**
 * `system` with no global styles for ChakraProvider to insert: it renders
 * `<Global styles={sys.layers.atRule}/>` unless `sys._config.disableLayers`, and
 * `<Global styles={sys._global}/>`. Both fields are shadowed, not copied: a spread of the system
 * would read every field. Its styles keep their layers (they read the config Chakra closed over).
 */
export function withoutGlobalStyles(system: SystemContext): SystemContext {
  return Object.create(system, {
    _global: { value: [] },
    _config: { value: { ...system._config, disableLayers: true } },
  });
}

/**
 * Whether the page's stylesheets already define the system's token variables: true where the
 * build linked its stylesheet (scripts run once it has loaded); false in development, in unit
 * tests, or when the file failed to load, where ChakraProvider inserts the styles itself.
 */
export function pageHasGlobalStyles(system: SystemContext): boolean {
  if (typeof document === 'undefined') return false;
  const variable = /var\((--[\w-]+)/.exec(system.token.var('colors.bg'))?.[1];
  if (!variable) return false;
  return getComputedStyle(document.documentElement).getPropertyValue(variable).trim() !== '';
}
