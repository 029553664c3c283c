import { type PaletteName, palettePrimaries } from '@peptox/tool-contract/catalogue';
import { contrast, mix } from './color.ts';

export const shadeSteps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type Shade = (typeof shadeSteps)[number];

// How much white (negative) or black (positive) goes into each shade; 500 is the colour itself.
const mixes: Record<Shade, number> = {
  50: -0.93,
  100: -0.85,
  200: -0.7,
  300: -0.5,
  400: -0.25,
  500: 0,
  600: 0.15,
  700: 0.3,
  800: 0.45,
  900: 0.6,
  950: 0.72,
};

export function shades(base: string): Record<Shade, string> {
  const out = {} as Record<Shade, string>;
  for (const step of shadeSteps) {
    const m = mixes[step];
    out[step] = m < 0 ? mix(base, '#ffffff', -m) : mix(base, '#000000', m);
  }
  return out;
}

/** Background colours text must stand out against (page and subtle panels). */
export const LIGHT_BACKGROUNDS = ['#ffffff', '#f4f4f5'];
export const DARK_BACKGROUNDS = ['#000000', '#18181b'];
const TEXT_DARK = '#09090b';
const TEXT_LIGHT = '#ffffff';
export const MIN_TEXT_CONTRAST = 4.5;
/** The shade of the semantic `subtle` token in each mode (see system.ts). */
export const SUBTLE = { light: 100, dark: 900 } as const;

function readableOn(color: string, backgrounds: string[]): boolean {
  return backgrounds.every((bg) => contrast(color, bg) >= MIN_TEXT_CONTRAST);
}

/** White or near-black text, whichever reads better on `solid`. */
export function contrastText(solid: string): string {
  return contrast(solid, TEXT_LIGHT) >= contrast(solid, TEXT_DARK) ? TEXT_LIGHT : TEXT_DARK;
}

export interface PaletteColors {
  shades: Record<Shade, string>;
  light: { solid: string; contrast: string; fg: string };
  dark: { solid: string; contrast: string; fg: string };
}

/**
 * A palette from its primary colour (and, optionally, a different primary for dark mode).
 * Solid buttons keep the primary colour with whichever text contrasts more; coloured text
 * uses the palest shade that is still readable, so light primaries such as #78e4ff stay legible.
 */
export function buildPalette(primary: string, darkPrimary = primary): PaletteColors {
  const s = shades(primary);
  // Coloured text sits on the page and on the palette's own `subtle` tint (badges, tabs).
  const lightBackgrounds = [...LIGHT_BACKGROUNDS, s[SUBTLE.light]];
  const darkBackgrounds = [...DARK_BACKGROUNDS, s[SUBTLE.dark]];
  const lightFg =
    [500, 600, 700, 800, 900, 950]
      .map((k) => s[k as Shade])
      .find((c) => readableOn(c, lightBackgrounds)) ?? s[950];
  const darkFg =
    [400, 300, 200, 100, 50]
      .map((k) => s[k as Shade])
      .find((c) => readableOn(c, darkBackgrounds)) ?? s[50];
  return {
    shades: s,
    light: { solid: primary, contrast: contrastText(primary), fg: lightFg },
    dark: { solid: darkPrimary, contrast: contrastText(darkPrimary), fg: darkFg },
  };
}

/** Each palette of the catalogue, built from its primary colour(s). */
export const paletteColors = Object.fromEntries(
  Object.entries(palettePrimaries).map(([name, primary]) => [
    name,
    typeof primary === 'string' ? buildPalette(primary) : buildPalette(primary.light, primary.dark),
  ]),
) as Record<PaletteName, PaletteColors>;
