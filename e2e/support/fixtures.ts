import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, expect, type Page, test as playwrightTest } from '@playwright/test';
import { VIEWPORT } from './chromium.ts';

/** The site and API that global setup started. */
export const siteUrl = () => required('E2E_SITE_URL');
export const apiUrl = () => required('E2E_API_URL');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs through playwright.config.ts`);
  return value;
}

/**
 * One browser profile per worker, a new page for each test, and the profile's cookies, storage
 * and offline switch reset after it: each test starts as a first visit, except that the site's
 * hashed files (immutable) come from the browser's cache, as on a visitor's second visit. A new
 * context per test fetched and compiled every script again: about 2 s of a 2-core machine per
 * test. A test that routes requests gets no cache (Playwright turns it off for a routed page);
 * a test that needs a context of its own takes `browser` and makes one. The profile opens the
 * site of global setup; `probeTest` gets a new context per test, on the probe site.
 */
const base = playwrightTest.extend<{ context: BrowserContext }, { profile: BrowserContext }>({
  profile: [
    async ({ playwright, launchOptions }, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'peptox-e2e-profile-'));
      // The configuration's launch options (Debian's Chromium and its flags) and viewport.
      const profile = await playwright.chromium.launchPersistentContext(dir, {
        ...launchOptions,
        viewport: VIEWPORT,
        baseURL: siteUrl(),
      });
      await use(profile);
      await profile.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  context: async ({ profile }, use) => {
    const before = new Set(profile.pages());
    await use(profile);
    for (const page of profile.pages()) if (!before.has(page)) await page.close();
    await profile.setOffline(false);
    await profile.setStorageState({ cookies: [], origins: [] });
  },
});

/** Specs open paths ('/ampep/home') on the site that global setup started. */
export const test = base.extend({
  baseURL: async ({ baseURL: _configured }, use) => use(siteUrl()),
});

/** Specs of the shell's failure modes open paths on the site where the probe tool is /gwovina. */
export const probeTest = playwrightTest.extend({
  baseURL: async ({ baseURL: _configured }, use) => use(required('E2E_PROBE_SITE_URL')),
});

export { expect };

/** Counts the page's own document loads (first load and reloads), not in-app navigations. */
export function countDocumentLoads(page: Page): { readonly count: number; urls: string[] } {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      urls.push(request.url());
  });
  return {
    urls,
    get count() {
      return urls.length;
    },
  };
}
