/**
 * Lighthouse 12 (mobile preset: simulated slow 4G and a 4x CPU slowdown) against a page of the
 * built site, in Debian's Chromium. A fresh browser per run, so every run is a first visit.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, chromiumArgs } from '../support/chromium.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** ms */
  fcp: number;
  /** ms */
  lcp: number;
  /** ms */
  tbt: number;
  cls: number;
  /** KB transferred as script (gzip as served). */
  scriptKb: number;
  /** KB transferred as stylesheets (gzip as served). */
  styleKb: number;
  /** What Lighthouse counted as failing in accessibility and best practices, by audit id. */
  failing: string[];
  /** The biggest script-evaluation costs (bootup-time audit), ms of main-thread work per URL. */
  bootup: { url: string; ms: number }[];
}

type Audit = {
  score: number | null;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
};

export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    const audit = (id: string) => audits[id] as Audit | undefined;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = ['accessibility', 'best-practices'].flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
    const transferredKb = (resourceType: string) =>
      (audit('resource-summary')?.details?.items ?? [])
        .filter((item) => item.resourceType === resourceType)
        .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) / 1024;
    const bootup = (audit('bootup-time')?.details?.items ?? [])
      .map((item) => ({ url: String(item.url), ms: Number(item.total ?? 0) }))
      .slice(0, 5);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: audit('first-contentful-paint')?.numericValue ?? NaN,
      lcp: audit('largest-contentful-paint')?.numericValue ?? NaN,
      tbt: audit('total-blocking-time')?.numericValue ?? NaN,
      cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
      scriptKb: transferredKb('script'),
      styleKb: transferredKb('stylesheet'),
      failing,
      bootup,
    };
  } finally {
    chrome.kill();
  }
}
