import { test as base, expect, type Page } from '@playwright/test';

/** The site and API that global setup started. */
export const siteUrl = () => required('E2E_SITE_URL');
export const apiUrl = () => required('E2E_API_URL');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs through playwright.config.ts`);
  return value;
}

/** Specs open paths ('/ampep/home') on the site that global setup started. */
export const test = base.extend({
  baseURL: async ({ baseURL: _configured }, use) => use(siteUrl()),
});

/** Specs of the shell's failure modes open paths on the site where the probe tool is /gwovina. */
export const probeTest = base.extend({
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
