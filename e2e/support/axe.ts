import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/**
 * axe-core's serious and critical findings on the page, one readable line each, and the header
 * controls whose keyboard focus cannot be seen (WCAG 2.4.7, which axe does not check).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Let opening dialogs and fades finish: mid-animation colours are blends that fail contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
  const focus = (await headerFocusProblems(page)).map((p) => `focus-visible (serious): ${p}`);
  return [...violations, ...focus];
}

/** Contrast needed between a focus indicator and what it is drawn on (WCAG 1.4.11). */
export const MIN_FOCUS_CONTRAST = 3;

/**
 * The header's visible links and buttons whose focus cannot be seen (see focusProblems); none
 * while a modal dialog holds the focus.
 */
export async function headerFocusProblems(page: Page): Promise<string[]> {
  if ((await page.locator('[aria-modal="true"]:visible').count()) > 0) return [];
  return focusProblems(page.locator('header a[href]:visible, header button:visible'));
}

/**
 * Each of the elements whose focus ring, once it has the keyboard focus, is missing, thinner than
 * 2 px, or under 3:1 against what it is drawn on. The focus goes back where it was.
 */
export async function focusProblems(elements: Locator): Promise<string[]> {
  if ((await elements.count()) === 0) return [];
  // After a key press Chromium gives programmatic focus the :focus-visible ring, as after Tab.
  await elements.page().keyboard.press('Shift');
  return elements.evaluateAll(ringProblems, MIN_FOCUS_CONTRAST);
}

// Runs in the page (serialised by Playwright): everything it needs is inside.
async function ringProblems(elements: Element[], minContrast: number): Promise<string[]> {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = rgb(color);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  /** The first opaque background at or above the element: what a ring outside it is drawn on. */
  const background = (element: Element | null) => {
    for (let e = element; e; e = e.parentElement) {
      const color = getComputedStyle(e).backgroundColor;
      if (color !== 'transparent' && rgb(color)[3] !== 0) return color;
    }
    return 'rgb(255, 255, 255)';
  };
  const before = document.activeElement as HTMLElement | null;
  const found: string[] = [];
  for (const element of elements as HTMLElement[]) {
    // Replaced since it was found (a tool's header arriving): nothing to see on it.
    if (!element.isConnected) continue;
    element.focus();
    await Promise.all(element.getAnimations().map((a) => a.finished.catch(() => undefined)));
    const style = getComputedStyle(element);
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    const behind = background(element.parentElement);
    const width = Number.parseFloat(style.outlineWidth);
    // Chromium's own 'auto' ring is two-toned (dark and light): it shows on any background.
    const ratio = style.outlineStyle === 'auto' ? 21 : contrast(style.outlineColor, behind);
    if (style.outlineStyle === 'none' || width < 2 || ratio < minContrast) {
      found.push(
        `'${name}': outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} on ${behind} (${ratio.toFixed(2)}:1)`,
      );
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  before?.focus();
  return found;
}
