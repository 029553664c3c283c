import { toolCatalogue } from '@peptox/tool-contract/catalogue';
import { describe, expect, it } from 'vitest';
import { colorModeFromCookies, FIRST_PAINT_ID, firstPaint } from './first-paint.ts';
import { paletteColors } from './theme/palette.ts';

const site = { siteName: 'PepTox' };

describe('firstPaint', () => {
  it("draws the index page's header, heading and intro, with the site's name", () => {
    const paint = firstPaint('/', { siteName: 'My <Tox>' });
    expect(paint?.html).toContain(`<div id="${FIRST_PAINT_ID}">`);
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
        /<header class="fp-header[^"]*" style="background:#[0-9a-fA-F]{6}/,
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

  it("draws the page in the visitor's colour mode", () => {
    const light = firstPaint('/ampep/home', site)?.html ?? '';
    const dark = firstPaint('/ampep/home', site, 'dark')?.html ?? '';
    expect(light).toContain(`<div id="${FIRST_PAINT_ID}">`);
    expect(light).toContain(`background:${paletteColors.ampep.light.solid}`);
    expect(dark).toContain(`<div id="${FIRST_PAINT_ID}" class="fp-dark">`);
    expect(dark).toContain(`background:${paletteColors.ampep.dark.solid}`);
    expect(firstPaint('/', site, 'dark')?.html).toContain(
      `background:${paletteColors.default.dark.solid}`,
    );
  });
});

describe('colorModeFromCookies', () => {
  it("reads the 'theme' cookie, and is light otherwise", () => {
    expect(colorModeFromCookies('a=1; theme=dark; b=2')).toBe('dark');
    expect(colorModeFromCookies('theme=light')).toBe('light');
    expect(colorModeFromCookies('theme=<script>')).toBe('light');
    expect(colorModeFromCookies('mytheme=dark')).toBe('light');
    expect(colorModeFromCookies(undefined)).toBe('light');
  });
});
