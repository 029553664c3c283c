import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { emotionGlobalStyles, GLOBAL_STYLESHEET, stylesheets } from '../support/global-styles.ts';
import { dists } from '../support/paths.ts';
import { SHARED_LIBRARIES, sharedCopies, shareScopeVersions } from '../support/shared-copies.ts';

test('the shell and a tool load exactly one copy of each shared library, and of the global styles', async ({
  page,
}) => {
  await page.goto('/ampep/home');
  await expect(page.getByRole('navigation', { name: 'AmPEP pages' }).first()).toBeAttached();
  await page.waitForLoadState('networkidle');

  const copies = await sharedCopies(page);
  expect(copies).toEqual(Object.fromEntries(SHARED_LIBRARIES.map((lib) => [lib, 1])));

  const versions = await shareScopeVersions(page);
  for (const lib of SHARED_LIBRARIES) expect(versions[lib], lib).toHaveLength(1);
  // Both containers are on the page and the tool took the shell's copies.
  const instances = await page.evaluate(() =>
    (
      globalThis as { __FEDERATION__?: { __INSTANCES__: { name: string }[] } }
    ).__FEDERATION__?.__INSTANCES__.map((i) => i.name),
  );
  expect(instances).toEqual(expect.arrayContaining(['shell', 'ampep']));

  // The theme's global styles: the shell's stylesheet, first in the page, and nothing from
  // Emotion at run time (the tool brings none of its own).
  const sheets = await stylesheets(page);
  const linked = sheets.filter((sheet) => sheet.href !== null);
  expect(linked).toHaveLength(1);
  expect(sheets[0]?.href).toMatch(GLOBAL_STYLESHEET);
  expect(sheets[0]?.rules).toBeGreaterThan(0);
  expect(await emotionGlobalStyles(page)).toBe(0);
});

test("every remote's own page (standalone) links the global stylesheet the shell links", () => {
  const linkedIn = (dist: string) => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const href = /<link rel="stylesheet" href="\/?(static\/css\/[^"]+)">/.exec(html)?.[1];
    expect(href, `${dist}/index.html links the global stylesheet`).toMatch(GLOBAL_STYLESHEET);
    // Before the page's scripts, so the scripts run once it has loaded.
    expect(html.indexOf(href as string)).toBeLessThan(html.indexOf('<script'));
    return { href, css: readFileSync(join(dist, href as string), 'utf8') };
  };
  const shell = linkedIn(dists().shell);
  for (const [id, dist] of Object.entries(dists().tools)) {
    expect(linkedIn(dist as string), id).toEqual(shell);
  }
});
