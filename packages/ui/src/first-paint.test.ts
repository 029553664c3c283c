import { toolCatalogue } from '@peptox/tool-contract/catalogue';
import { describe, expect, it } from 'vitest';
import { colorModeFromCookies, FIRST_PAINT_ID, firstPaint } from './first-paint.ts';
import { paletteColors } from './theme/palette.ts';

const site = { siteName: 'PepTox' };

describe('firstPaint', () => {
  it("draws the index page's header, heading and intro, with the site's name", () => {
    const paint = firstPaint('/', { siteName: 'My <Tox>' });
    expect(paint?.html).toContain(`<div id="${FIRST_PAINT_ID}" class="fp-system">`);
    expect(paint?.html).toContain('<h1>Predict what peptides and small molecules do</h1>');
    // The name is text, never markup.
    expect(paint?.html).toContain('My &lt;Tox&gt; brings together prediction tools');
    expect(paint?.html).not.toContain('<Tox>');
    expect(paint?.style).toMatch(/^<style>.*<\/style>$/);
  });

  it("draws every tool's home: its colours, name, tagline, navigation, heading and intro", () => {
    for (const tool of toolCatalogue) {
      const html = firstPaint(`/${tool.id}/home`, site)?.html ?? '';
      expect(html, tool.id).toContain(`<a href="/${tool.id}/home">${tool.name}</a>`);
      expect(html, tool.id).toContain(`<h1>${tool.home.title.replaceAll('&', '&amp;')}</h1>`);
      expect(html, tool.id).toMatch(
        /<header class="fp-header[^"]*" style="--fp-light-bg:#[0-9a-fA-F]{6};--fp-light-fg:#[0-9a-fA-F]{6};--fp-dark-bg:#[0-9a-fA-F]{6}/,
      );
      expect(firstPaint(`/${tool.id}`, site)?.html, tool.id).toBe(html);
    }
  });

  it("sets the intro's *species names* in italics", () => {
    const html = firstPaint('/ampep/home', site)?.html ?? '';
    expect(html).toContain('against <i>E. coli</i> and <i>S. aureus</i>.');
    expect(html).not.toContain('*');
  });

  it("marks the page's own link in the navigation, and leaves the heading to the home", () => {
    const help = firstPaint('/ampep/help', site)?.html ?? '';
    expect(help).toContain('<a href="/ampep/help" aria-current="page">Help</a>');
    expect(help).not.toContain('<h1>');
    const job = firstPaint('/ampep/jobs/abc', site)?.html ?? '';
    expect(job).not.toContain('aria-current');
    expect(job).toContain('<main id="main"');
  });

  it("draws nothing for the shell's other pages and unknown addresses", () => {
    expect(firstPaint('/sequence-info', site)).toBeNull();
    expect(firstPaint('/no-such-tool/home', site)).toBeNull();
  });

  it("draws the page in the visitor's colour mode, or the system's when they chose none", () => {
    const light = firstPaint('/ampep/home', site, 'light');
    const dark = firstPaint('/ampep/home', site, 'dark');
    const system = firstPaint('/ampep/home', site);
    expect(light?.html).toContain(`<div id="${FIRST_PAINT_ID}">`);
    expect(dark?.html).toContain(`<div id="${FIRST_PAINT_ID}" class="fp-dark">`);
    expect(system?.html).toContain(`<div id="${FIRST_PAINT_ID}" class="fp-system">`);
    // The header carries both modes' colours; the page's class (or the media query) picks.
    const { light: l, dark: d } = paletteColors.ampep;
    expect(system?.html).toContain(`--fp-light-bg:${l.solid};--fp-light-fg:${l.contrast}`);
    expect(system?.html).toContain(`--fp-dark-bg:${d.solid};--fp-dark-fg:${d.contrast}`);
    expect(system?.style).toContain('@media (prefers-color-scheme:dark){#first-paint.fp-system{');
    expect(system?.style).toContain('.fp-dark .fp-header{background:var(--fp-dark-bg)');
  });
});

describe('colorModeFromCookies', () => {
  it("reads the visitor's choice from the 'color-mode' cookie, and is 'system' otherwise", () => {
    expect(colorModeFromCookies('a=1; color-mode=dark; b=2')).toBe('dark');
    expect(colorModeFromCookies('color-mode=light')).toBe('light');
    expect(colorModeFromCookies('color-mode=<script>')).toBe('system');
    expect(colorModeFromCookies('color-mode=')).toBe('system');
    // The cookie every visitor got before, chosen or not, is no choice.
    expect(colorModeFromCookies('theme=light')).toBe('system');
    expect(colorModeFromCookies(undefined)).toBe('system');
  });
});
