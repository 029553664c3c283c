import { tokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { CHART_SERIES } from './chart.ts';
import { contrast } from './color.ts';
import { DARK_BACKGROUNDS, LIGHT_BACKGROUNDS } from './palette.ts';
import { system } from './system.ts';

const hex = (token: string): string => {
  const [name = '', shade = ''] = token.split('.');
  const colors = tokens.colors as unknown as Record<string, Record<string, { value: string }>>;
  return colors[name]?.[shade]?.value ?? '';
};

describe('chart colours', () => {
  it.each(CHART_SERIES.map((series, i) => [i + 1, series]))(
    'chart.%s stands out (3:1) from the page and the cards in both modes',
    (_, { light, dark }) => {
      for (const bg of LIGHT_BACKGROUNDS)
        expect(contrast(hex(light), bg)).toBeGreaterThanOrEqual(3);
      for (const bg of [...DARK_BACKGROUNDS, '#111111']) {
        expect(contrast(hex(dark), bg)).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it('are tokens of the system', () => {
    expect(system.token('colors.chart.1')).toBe('var(--chakra-colors-chart-1)');
    expect(system.token('colors.chart.19')).toBe('var(--chakra-colors-chart-19)');
  });
});
