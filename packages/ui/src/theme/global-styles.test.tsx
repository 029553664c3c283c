// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageHasGlobalStyles, withoutGlobalStyles } from './global-styles.ts';
import { globalStylesheet } from './global-stylesheet.ts';
import { system } from './system.ts';

// The style elements of Emotion's <Global>: ChakraProvider's global styles, and nothing else.
const globalStyleElements = () => [
  ...document.querySelectorAll<HTMLStyleElement>('style[data-emotion^="css-global"]'),
];

afterEach(() => {
  cleanup();
  for (const element of document.head.querySelectorAll('style')) element.remove();
  vi.resetModules();
});

/**
 * A page whose stylesheet defines the token variables. (The built one wraps them in a cascade
 * layer, which happy-dom does not read: the end-to-end specs load it in Chromium.)
 */
function pageDefinesTokens() {
  const style = document.createElement('style');
  style.textContent = ':root{--chakra-colors-bg:#fff}';
  document.head.append(style);
}

describe("the system's global styles made at build time", () => {
  it('are exactly the rules ChakraProvider inserts at run time', () => {
    render(<ChakraProvider value={system}>page</ChakraProvider>);
    const inserted = globalStyleElements()
      .map((element) => element.textContent)
      .join('');
    expect(inserted.length).toBeGreaterThan(40_000);
    expect(globalStylesheet(system)).toBe(`${inserted}\n`);
  });

  it('hold the layer order, the preflight and the token variables of both colour modes', () => {
    const css = globalStylesheet(system);
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toMatch(/:root,\.light\{[^}]*--chakra-colors-bg:var\(--chakra-colors-white\);/);
    expect(css).toMatch(/\.dark,[^{]*\{[^}]*--chakra-colors-bg:var\(--chakra-colors-black\);/);
  });

  it('leave ChakraProvider nothing to insert, and the system its styles, once left out', () => {
    const page = withoutGlobalStyles(system);
    render(<ChakraProvider value={page}>page</ChakraProvider>);
    expect(globalStyleElements()).toEqual([]);
    // Everything else is the system's own: tokens, style props and recipes, in their layers.
    expect(page.css({ color: 'fg', px: '4' })).toEqual(system.css({ color: 'fg', px: '4' }));
    expect(page.getRecipeFn('button')({ size: 'sm' })).toEqual(
      system.getRecipeFn('button')({ size: 'sm' }),
    );
    expect(page.token('colors.ampep.500')).toBe(system.token('colors.ampep.500'));
    expect(page._global).toEqual([]);
    expect(system._global.length).toBe(3);
  });
});

describe('PepToxProvider', () => {
  it("inserts no global styles when the page's stylesheet defines the token variables", async () => {
    pageDefinesTokens();
    expect(pageHasGlobalStyles(system)).toBe(true);
    const { PepToxProvider } = await import('../core/provider.tsx');
    render(<PepToxProvider>page</PepToxProvider>);
    expect(globalStyleElements()).toEqual([]);
  });

  it('inserts them itself when the page has no such stylesheet (development, a failed load)', async () => {
    expect(pageHasGlobalStyles(system)).toBe(false);
    const { PepToxProvider } = await import('../core/provider.tsx');
    render(<PepToxProvider>page</PepToxProvider>);
    expect(globalStyleElements().length).toBeGreaterThan(0);
  });
});
