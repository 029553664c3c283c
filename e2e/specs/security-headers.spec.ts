import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiUrl, expect, test } from '../support/fixtures.ts';
import { startSite } from '../support/servers.ts';

// The site server's Content-Security-Policy is strict (no inline script, no foreign origin but
// the API's and the remotes') and the built site runs under it: no violation on any page.

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Records every CSP violation and console error of the page from its first script on. */
async function watch(
  page: Page,
): Promise<{ errors: string[]; violations: () => Promise<string[]> }> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { errors, violations: () => page.evaluate(() => window.cspViolations) };
}

test('the site answers with its security headers', async ({ request }) => {
  const answer = await request.get('/ampep/home');
  const headers = answer.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain(`connect-src 'self' ${new URL(apiUrl()).origin}`);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).not.toContain("'unsafe-eval'");
  // RDKit's bindings evaluate strings: allowed on a compound tool's pages and its build's files.
  for (const path of ['/bestox/home', '/tools/bestox/mf-manifest.json']) {
    const rdkit = (await request.get(path)).headers()['content-security-policy'] ?? '';
    expect(rdkit).toContain("script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'");
  }
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // HSTS only behind TLS, which the proxy holding the certificate tells.
  expect(headers['strict-transport-security']).toBeUndefined();
  const tls = await request.get('/ampep/home', { headers: { 'x-forwarded-proto': 'https' } });
  expect(tls.headers()['strict-transport-security']).toBe('max-age=31536000');
});

test('the built site runs under the policy, which stops an injected inline script', async ({
  page,
  request,
}) => {
  const seen = await watch(page);
  const submitted = await request.post(`${apiUrl()}/ampep/jobs`, {
    data: { input: '>p1\nGLFDIVKKVVGALGSL\n', methods: ['ampep', 'mic'], email: 'csp@example.org' },
  });
  const id = (await submitted.json()).data.id as string;
  for (const path of [
    '/',
    '/sequence-info?sequence=GLFDIVKKVVGALGSL',
    '/ampep/home',
    '/ampep/help',
    '/ampep/method',
    '/ampep/statistics',
    `/ampep/jobs/${id}`,
    '/ampep/retrieve/csp@example.org',
    '/gwovina/home',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seen.violations(), path).toEqual([]);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen.errors).toEqual([]);

  // The policy is in force: an inline script injected into the page does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
    return (window as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(seen.violations)
    .toContainEqual(expect.stringMatching(/^script-src-elem inline/));
});

test('a tool served from another origin and the analytics script run under the policy', async ({
  page,
}) => {
  const insights = mkdtempSync(join(tmpdir(), 'peptox-insights-'));
  writeFileSync(join(insights, 'script.js'), 'window.peptoxInsightsLoaded = true;');
  // Site A serves the tools; site B takes AmPEP from A (another origin), with analytics on.
  const tools = await startSite({ API_BASE_URL: apiUrl() });
  const site = await startSite({
    API_BASE_URL: apiUrl(),
    ANALYTICS: '1',
    INSIGHTS_DIR: insights,
    REMOTE_AMPEP: `${tools.url.replace('127.0.0.1', 'localhost')}/tools/ampep/mf-manifest.json`,
  });
  try {
    const seen = await watch(page);
    const fromA: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(tools.url.replace('127.0.0.1', 'localhost'))) fromA.push(r.url());
    });
    await page.goto(`${site.url}/ampep/home`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        page.evaluate(() => (window as { peptoxInsightsLoaded?: boolean }).peptoxInsightsLoaded),
      )
      .toBe(true);
    expect(fromA.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(await seen.violations()).toEqual([]);
    // (The API does not list site B among its CORS origins; only the policy is checked here.)
    expect(seen.errors.filter((e) => /Content Security Policy/.test(e))).toEqual([]);
  } finally {
    await Promise.all([site.stop(), tools.stop()]);
    rmSync(insights, { recursive: true, force: true });
  }
});
