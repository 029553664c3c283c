import type { Locator, Page } from '@playwright/test';
import { exampleSmiles as bestoxExample } from '../../apps/bestox/src/example.ts';
import { seriousViolations } from '../support/axe.ts';
import { apiUrl, expect, test } from '../support/fixtures.ts';
import { emotionGlobalStyles, resolvedStyles } from '../support/global-styles.ts';
import { submitJob, uniqueEmail, waitForJob } from './ampep-helpers.ts';

// Dark mode: chart colours from the theme in both modes (bars that stand out, no opaque block
// over the part of a histogram below its threshold), the theme's variables in both modes from
// the stylesheet made at build time, and the site follows the system's colour preference until
// the visitor chooses one.

const fonts =
  'Inter,-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji","Segoe UI Symbol"';
/**
 * The index page's theme variables and styles in each mode, as Chakra inserted them at run time
 * before the site linked them as a stylesheet made at build time: they must stay the same.
 */
const indexStyles = {
  dark: {
    '--chakra-colors-bg': '#09090B',
    '--chakra-colors-fg': '#fafafa',
    '--chakra-colors-fg-muted': '#a1a1aa',
    '--chakra-colors-border': '#27272a',
    '--chakra-colors-fg-error': '#fca5a5',
    '--chakra-colors-default-solid': '#2196F3',
    '--chakra-colors-color-palette-solid': '#2196F3',
    '--chakra-colors-default-focus-ring': '#8cbbe9',
    '--chakra-colors-chart-1': '#2dd4bf',
    '--chakra-shadows-md':
      '0px 4px 8px color-mix(in srgb, black 64%, transparent),0px 0px 1px inset color-mix(in srgb, #d4d4d8 30%, transparent)',
    '--chakra-radii-l2': '0.25rem',
    '--chakra-fonts-body': fonts,
    'body background-color': 'rgba(0, 0, 0, 0)',
    'body color': 'rgb(250, 250, 250)',
    'body font-family': fonts.replaceAll(',', ', '),
    'body line-height': '24px',
    'header background-color': 'rgb(33, 150, 243)',
    'header color': 'rgb(9, 9, 11)',
    'header box-shadow':
      'color(srgb 0 0 0 / 0.64) 0px 2px 4px 0px, color(srgb 0.831373 0.831373 0.847059 / 0.3) 0px 0px 1px 0px inset',
    'main h1 font-size': '36px',
    'main h1 font-weight': '600',
    'main h1 line-height': '44px',
    'main h1 letter-spacing': '-0.9px',
  },
  light: {
    '--chakra-colors-bg': '#FFFFFF',
    '--chakra-colors-fg': '#09090B',
    '--chakra-colors-fg-muted': '#52525b',
    '--chakra-colors-border': '#e4e4e7',
    '--chakra-colors-fg-error': '#991919',
    '--chakra-colors-default-solid': '#1976D2',
    '--chakra-colors-color-palette-solid': '#1976D2',
    '--chakra-colors-default-focus-ring': '#1564b3',
    '--chakra-colors-chart-1': '#0d9488',
    '--chakra-shadows-md':
      '0px 4px 8px color-mix(in srgb, #18181b 10%, transparent),0px 0px 1px color-mix(in srgb, #18181b 30%, transparent)',
    '--chakra-radii-l2': '0.25rem',
    '--chakra-fonts-body': fonts,
    'body background-color': 'rgba(0, 0, 0, 0)',
    'body color': 'rgb(9, 9, 11)',
    'body font-family': fonts.replaceAll(',', ', '),
    'body line-height': '24px',
    'header background-color': 'rgb(25, 118, 210)',
    'header color': 'rgb(255, 255, 255)',
    'header box-shadow':
      'color(srgb 0.0941176 0.0941176 0.105882 / 0.1) 0px 2px 4px 0px, color(srgb 0.0941176 0.0941176 0.105882 / 0.3) 0px 0px 1px 0px',
    'main h1 font-size': '36px',
    'main h1 font-weight': '600',
    'main h1 line-height': '44px',
    'main h1 letter-spacing': '-0.9px',
  },
};

interface Ink {
  /** Share of the canvas's pixels in this colour, once drawn over the card behind it. */
  share: number;
  contrast: number;
  color: string;
}

/** The colours a chart's canvas shows over the card behind it, most frequent first. */
function inks(canvas: Locator, row?: number): Promise<{ background: string; inks: Ink[] }> {
  return canvas.evaluate((element, rowShare) => {
    const c = element as HTMLCanvasElement;
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    let behind = [255, 255, 255];
    for (let e: Element | null = c; e; e = e.parentElement) {
      const color = rgb(getComputedStyle(e).backgroundColor);
      if (color.length === 3 || (color[3] ?? 0) > 0) {
        behind = color.slice(0, 3);
        break;
      }
    }
    const channel = (v: number) => {
      const x = v / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    };
    const lum = ([r = 0, g = 0, b = 0]: number[]) =>
      0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const { width, height } = c;
    const data =
      c.getContext('2d')?.getImageData(0, 0, width, height).data ?? new Uint8ClampedArray();
    const counts = new Map<string, number>();
    const [y0, y1] =
      rowShare === null
        ? [0, height]
        : [Math.round(rowShare * height), Math.round(rowShare * height) + 1];
    const x0 = rowShare === null ? 0 : Math.round(width * 0.12);
    const x1 = rowShare === null ? width : Math.round(width * 0.45);
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = (y * width + x) * 4;
        const a = (data[i + 3] ?? 0) / 255;
        const shown = [0, 1, 2].map((k) =>
          Math.round((data[i + k] ?? 0) * a + (behind[k] ?? 0) * (1 - a)),
        );
        const key = shown.join(',');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    const total = (y1 - y0) * (x1 - x0);
    return {
      background: behind.join(','),
      inks: [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([color, n]) => ({
          color,
          share: n / total,
          contrast: contrast(color.split(',').map(Number), behind),
        })),
    };
  }, row ?? null);
}

/** Switches to dark mode as a visitor does. */
async function chooseDark(page: Page) {
  await page.getByRole('button', { name: 'Switch to dark mode' }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
}

test("dark mode: BESTox's histogram bars stand out from the card", async ({ page, request }) => {
  const response = await request.post(`${apiUrl()}/bestox/jobs`, {
    data: { input: bestoxExample, methods: ['ld50'], email: uniqueEmail('dark') },
  });
  const id = (await response.json()).data.id as string;
  await waitForJob(request, id);
  await page.goto(`/bestox/jobs/${id}`);
  await chooseDark(page);
  const chart = page.getByRole('img', { name: /^Distribution of pLD50/ });
  await expect(chart).toBeVisible();
  await page.waitForTimeout(300);
  const { inks: colors } = await inks(chart);
  // The bars: the most frequent colour that is not the card itself.
  const bars = colors.find((ink) => ink.contrast > 1.05 && ink.share > 0.05);
  expect(bars, JSON.stringify(colors.slice(0, 5))).toBeDefined();
  expect(bars?.contrast ?? 0).toBeGreaterThanOrEqual(3);
  expect(await seriousViolations(page)).toEqual([]);
});

test('dark mode: the part of a histogram below its threshold is faded, not covered by a grey block', async ({
  page,
  request,
}) => {
  const id = await submitJob(request, { email: uniqueEmail('fade') });
  await waitForJob(request, id);
  await page.goto(`/ampep/jobs/${id}`);
  await chooseDark(page);
  const chart = page.getByRole('img', { name: /^Distribution of AmPEP probability/ });
  await expect(chart).toBeVisible();
  await page.waitForTimeout(300);
  // A row a fifth of the way down, left of the threshold (0.5): mostly the card's own colour.
  const { inks: row } = await inks(chart, 0.2);
  expect(row[0]?.contrast ?? 99, JSON.stringify(row.slice(0, 3))).toBeLessThan(1.2);
});

test("the site follows the system colour preference until the visitor chooses, with the theme's variables of each mode", async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  const site = process.env.E2E_SITE_URL;
  await page.goto(`${site}/`);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
  // The theme's global styles come from the page's stylesheet, none from Emotion at run time.
  expect(await emotionGlobalStyles(page)).toBe(0);
  await expect.poll(() => resolvedStyles(page)).toEqual(indexStyles.dark);
  // The page as sent is dark too, before any script runs.
  const noScript = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
  const sent = await noScript.newPage();
  await sent.goto(`${site}/ampep/home`);
  const background = await sent
    .locator('#first-paint')
    .evaluate((e) => getComputedStyle(e).backgroundColor);
  expect(background).toBe('rgb(9, 9, 11)');
  await noScript.close();

  // The visitor's choice holds over the system's.
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  await expect.poll(() => resolvedStyles(page)).toEqual(indexStyles.light);
  expect(await emotionGlobalStyles(page)).toBe(0);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/light/);
  // Without a choice the system's change is followed at once.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await context.close();
});
