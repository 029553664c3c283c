import { toolCatalogue } from '@peptox/tool-contract';
import { describe, expect, it } from 'vitest';
import { contrast } from './color.ts';
import {
  DARK_BACKGROUNDS,
  LIGHT_BACKGROUNDS,
  MIN_TEXT_CONTRAST,
  paletteColors,
  SUBTLE,
  shades,
} from './palette.ts';

describe('palettes', () => {
  it('exist for every tool of the catalogue', () => {
    for (const tool of toolCatalogue) expect(paletteColors[tool.palette], tool.id).toBeDefined();
  });

  it('keep the design primary colours as the solid colour', () => {
    expect(paletteColors.default.light.solid).toBe('#1976D2');
    expect(paletteColors.default.dark.solid).toBe('#2196F3');
    expect(paletteColors.ecotoxicology.light.solid).toBe('#78e4ff');
    expect(paletteColors.hemopep.shades[500]).toBe('#8b0000');
  });

  it('run from pale to dark', () => {
    const s = shades('#3f51b5');
    expect(contrast(s[50], '#ffffff')).toBeLessThan(1.2);
    expect(contrast(s[950], '#000000')).toBeLessThan(2);
  });

  for (const [name, palette] of Object.entries(paletteColors)) {
    it(`${name}: text on solid, and coloured text on the page and on the subtle tint, pass WCAG AA`, () => {
      expect(contrast(palette.light.solid, palette.light.contrast)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      expect(contrast(palette.dark.solid, palette.dark.contrast)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      for (const bg of [...LIGHT_BACKGROUNDS, palette.shades[SUBTLE.light]]) {
        expect(contrast(palette.light.fg, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
      for (const bg of [...DARK_BACKGROUNDS, palette.shades[SUBTLE.dark]]) {
        expect(contrast(palette.dark.fg, bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    });
  }

  it('a light primary gets dark text and a darker shade for coloured text', () => {
    const eco = paletteColors.ecotoxicology;
    expect(eco.light.contrast).not.toBe('#ffffff');
    expect(eco.light.fg).not.toBe('#78e4ff');
  });
});
