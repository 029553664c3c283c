import { useChakraContext } from '@chakra-ui/react';
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  LogarithmicScale,
  PointElement,
  Tooltip,
} from 'chart.js';
import { type RefObject, useEffect, useState } from 'react';
import { SERIES_TOKENS } from '../theme/chart.ts';

// Registered once, when the first chart module loads; only the parts the charts use.
Chart.register(
  ArcElement,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  LogarithmicScale,
  PointElement,
  Tooltip,
);

const TEXT_TOKENS = ['fg', 'fg.muted', 'border', 'bg.panel'] as const;

export interface ChartColors {
  series: string[];
  text: string;
  muted: string;
  grid: string;
  /** The surface behind the chart (gaps between doughnut slices). */
  surface: string;
}

const FALLBACK: ChartColors = {
  series: ['#1976d2', '#319795', '#dd6b20', '#805ad5', '#d53f8c', '#00b5d8', '#d69e2e', '#38a169'],
  text: '#1a202c',
  muted: '#4a5568',
  grid: '#e2e8f0',
  surface: '#ffffff',
};

/**
 * The theme's colours as canvas needs them (real values, not CSS variables), read where the chart
 * sits so that the tool's palette and the colour mode apply; read again when the mode changes.
 */
export function useChartColors(ref: RefObject<HTMLElement | null>): ChartColors {
  const system = useChakraContext();
  const [colors, setColors] = useState<ChartColors>(FALLBACK);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A token's value as the browser computes it where the chart sits: semantic tokens are
    // variables that point at other variables, which only the browser resolves for the mode.
    const probe = document.createElement('span');
    probe.hidden = true;
    element.append(probe);
    const read = () => {
      const resolve = (token: string, fallback: string) => {
        probe.style.color = '';
        probe.style.color = system.token.var(`colors.${token}`, fallback);
        return getComputedStyle(probe).color || fallback;
      };
      setColors({
        series: SERIES_TOKENS.map((token, i) => resolve(token, FALLBACK.series[i] ?? '#888')),
        text: resolve(TEXT_TOKENS[0], FALLBACK.text),
        muted: resolve(TEXT_TOKENS[1], FALLBACK.muted),
        grid: resolve(TEXT_TOKENS[2], FALLBACK.grid),
        surface: resolve(TEXT_TOKENS[3], FALLBACK.surface),
      });
    };
    read();
    // The colour mode is a class on <html>.
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'style'],
    });
    return () => {
      observer.disconnect();
      probe.remove();
    };
  }, [ref, system]);

  return colors;
}

/**
 * Any theme colour tokens as canvas needs them (e.g. 'blue.solid'), read where the chart sits and
 * again when the colour mode changes; `fallbacks` until then.
 */
export function useTokenColors(
  ref: RefObject<HTMLElement | null>,
  tokens: readonly string[],
  fallbacks: readonly string[],
): string[] {
  const system = useChakraContext();
  const [colors, setColors] = useState<string[]>([...fallbacks]);
  const key = tokens.join(' ');
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => {
      const style = getComputedStyle(element);
      setColors(
        tokens.map((token, i) => {
          const variable = system.token.var(`colors.${token}`, '');
          const name = variable.match(/var\((--[^,)]+)/)?.[1];
          const value = name ? style.getPropertyValue(name).trim() : '';
          return value && !value.startsWith('var(') ? value : (fallbacks[i] ?? '#888');
        }),
      );
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'style'],
    });
    return () => observer.disconnect();
  }, [ref, system, key]);
  return colors;
}
