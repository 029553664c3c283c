import { expect, test } from '../support/fixtures.ts';
import { SHARED_LIBRARIES, sharedCopies, shareScopeVersions } from '../support/shared-copies.ts';

test('the shell and a tool load exactly one copy of each shared library', async ({ page }) => {
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
});
