/**
 * `pnpm --filter @peptox/ui build`: writes the system's global styles to dist/global-styles.css
 * (src/theme/global-stylesheet.ts), which every app's build links in its page under a
 * content-hashed name (@peptox/build-config's pluginGlobalStyles).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { globalStylesheet } from '../src/theme/global-stylesheet.ts';
import { system } from '../src/theme/system.ts';

const dist = new URL('../dist/', import.meta.url);
mkdirSync(dist, { recursive: true });
const css = globalStylesheet(system);
writeFileSync(new URL('global-styles.css', dist), css);
console.log(`@peptox/ui: dist/global-styles.css (${(css.length / 1024).toFixed(1)} KB)`);
