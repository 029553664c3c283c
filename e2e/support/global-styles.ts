/**
 * The Chakra system's global styles (preflight, global CSS, token variables) as the page gets
 * them: from the stylesheet the build made (@peptox/ui's scripts/global-styles.ts), never from
 * Emotion at run time.
 */
import type { Page } from '@playwright/test';

/** The stylesheets of the page, in order: address (null for a <style>) and rule count. */
export function stylesheets(page: Page): Promise<{ href: string | null; rules: number }[]> {
  return page.evaluate(() =>
    [...document.styleSheets].map((sheet) => ({ href: sheet.href, rules: sheet.cssRules.length })),
  );
}

/** The style elements of Emotion's <Global>, which ChakraProvider renders for global styles. */
export function emotionGlobalStyles(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('style[data-emotion*="-global"]').length);
}

/** The address of the build's global stylesheet: its content's hash in its name. */
export const GLOBAL_STYLESHEET = /(^|\/)static\/css\/global-styles\.[0-9a-f]{8}\.css$/;

const TOKENS = [
  '--chakra-colors-bg',
  '--chakra-colors-fg',
  '--chakra-colors-fg-muted',
  '--chakra-colors-border',
  '--chakra-colors-fg-error',
  '--chakra-colors-default-solid',
  '--chakra-colors-color-palette-solid',
  '--chakra-colors-default-focus-ring',
  '--chakra-colors-chart-1',
  '--chakra-shadows-md',
  '--chakra-radii-l2',
  '--chakra-fonts-body',
] as const;

const ELEMENTS: [string, string[]][] = [
  ['body', ['background-color', 'color', 'font-family', 'line-height']],
  ['header', ['background-color', 'color', 'box-shadow']],
  ['main h1', ['font-size', 'font-weight', 'line-height', 'letter-spacing']],
];

/**
 * Token variables of the page's root and the styles of its body, site header and heading, as
 * the browser resolves them.
 */
export function resolvedStyles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    ({ tokens, elements }) => {
      const resolved: Record<string, string> = {};
      const root = getComputedStyle(document.documentElement);
      for (const token of tokens) resolved[token] = root.getPropertyValue(token);
      for (const [selector, properties] of elements) {
        const element = document.querySelector(selector);
        const style = element ? getComputedStyle(element) : null;
        for (const property of properties) {
          resolved[`${selector} ${property}`] = style?.getPropertyValue(property) ?? 'missing';
        }
      }
      return resolved;
    },
    { tokens: TOKENS, elements: ELEMENTS },
  );
}
