/**
 * The colours of chart series after the first (which is the tool's own `colorPalette.fg`), as
 * semantic tokens `chart.1` … `chart.19`: a shade for each mode, each at least 3:1 against the
 * page and the cards in its mode (WCAG 1.4.11, graphics), so bars and slices show in dark mode too.
 * Twenty series in all: a peptide's composition (the 20 amino acids) needs no colour twice.
 */
export const CHART_SERIES: readonly { light: string; dark: string }[] = [
  { light: 'teal.600', dark: 'teal.400' },
  { light: 'orange.600', dark: 'orange.400' },
  { light: 'purple.500', dark: 'purple.400' },
  { light: 'pink.500', dark: 'pink.400' },
  { light: 'cyan.600', dark: 'cyan.400' },
  { light: 'yellow.700', dark: 'yellow.400' },
  { light: 'green.700', dark: 'green.400' },
  { light: 'red.500', dark: 'red.400' },
  { light: 'gray.500', dark: 'gray.400' },
  { light: 'blue.600', dark: 'blue.300' },
  { light: 'teal.800', dark: 'teal.300' },
  { light: 'orange.800', dark: 'orange.300' },
  { light: 'purple.700', dark: 'purple.300' },
  { light: 'pink.700', dark: 'pink.300' },
  { light: 'cyan.800', dark: 'cyan.300' },
  { light: 'yellow.800', dark: 'yellow.300' },
  { light: 'green.800', dark: 'green.300' },
  { light: 'red.700', dark: 'red.300' },
  { light: 'gray.700', dark: 'gray.300' },
];

/** The semantic tokens of CHART_SERIES, for the system. */
export function chartSeriesTokens(): Record<string, { value: { _light: string; _dark: string } }> {
  return Object.fromEntries(
    CHART_SERIES.map(({ light, dark }, i) => [
      String(i + 1),
      { value: { _light: `{colors.${light}}`, _dark: `{colors.${dark}}` } },
    ]),
  );
}

/** Every series token of the charts, in order: the tool's colour first. */
export const SERIES_TOKENS: readonly string[] = [
  'colorPalette.fg',
  ...CHART_SERIES.map((_, i) => `chart.${i + 1}`),
];
