import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { breakpoints } from './breakpoints.ts';
import { chartSeriesTokens } from './chart.ts';
import { paletteColors, SUBTLE, shadeSteps } from './palette.ts';
import { recipes, slotRecipes } from './recipes.ts';

function colorTokens() {
  const tokens: Record<string, Record<string, { value: string }>> = {};
  for (const [name, palette] of Object.entries(paletteColors)) {
    tokens[name] = Object.fromEntries(
      shadeSteps.map((step) => [String(step), { value: palette.shades[step] }]),
    );
  }
  return tokens;
}

function semanticColorTokens() {
  const tokens: Record<string, Record<string, { value: { _light: string; _dark: string } }>> = {};
  for (const [name, { light, dark }] of Object.entries(paletteColors)) {
    const both = (l: string, d: string) => ({ value: { _light: l, _dark: d } });
    const ref = (step: number) => `{colors.${name}.${step}}`;
    tokens[name] = {
      solid: both(light.solid, dark.solid),
      contrast: both(light.contrast, dark.contrast),
      fg: both(light.fg, dark.fg),
      muted: both(ref(200), ref(800)),
      subtle: both(ref(SUBTLE.light), ref(SUBTLE.dark)),
      emphasized: both(ref(300), ref(700)),
      // The coloured text's shade: at least 4.5:1 on the page in both modes, so a focus ring
      // shows whatever the palette (the 500 shade of a pale one does not, on white).
      focusRing: both(light.fg, dark.fg),
      border: both(ref(500), ref(400)),
    };
  }
  return tokens;
}

/**
 * Chakra's default theme (tokens, text and layer styles, global CSS) with only the recipes the
 * site uses (recipes.ts), rather than `defaultConfig` and its every component's recipe.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'default' },
    '*, *::before, *::after': {
      '@media (prefers-reduced-motion: reduce)': {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
  theme: {
    breakpoints,
    tokens: { colors: colorTokens() },
    layerStyles: {
      // A bar in the palette's solid colour (the headers). Focus rings inside it take its text
      // colour, which contrasts with it; the palette's own ring colour would be the bar's colour.
      'bar.solid': {
        value: {
          bg: 'colorPalette.solid',
          color: 'colorPalette.contrast',
          '--chakra-colors-color-palette-focus-ring': 'var(--chakra-colors-color-palette-contrast)',
        },
      },
    },
    semanticTokens: {
      colors: {
        ...semanticColorTokens(),
        chart: chartSeriesTokens(),
        // Chakra's light-mode status text (red.500, orange.600, green.600) is below 4.5:1 on white.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.800}', _dark: '{colors.green.300}' } },
        },
      },
    },
    keyframes: {
      pageFadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
      progressSlide: {
        from: { transform: 'translateX(-100%)' },
        to: { transform: 'translateX(250%)' },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
