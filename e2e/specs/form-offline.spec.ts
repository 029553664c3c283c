import { setChecked } from '../support/checkbox.ts';
import { countDocumentLoads, expect, test } from '../support/fixtures.ts';
import { EXAMPLE_COUNT } from './ampep-helpers.ts';

// Work is not lost when the network drops.

test('offline, a page whose code cannot load waits for the connection instead of reloading; the pasted input survives', async ({
  page,
  context,
}) => {
  const loads = countDocumentLoads(page);
  await page.goto('/ampep/home');
  await page.getByRole('button', { name: 'Example' }).click();
  await page.getByRole('button', { name: 'Use this example' }).click();
  const box = page.getByRole('textbox', { name: /Peptide sequences/ });
  await expect(box).toHaveValue(/^>magainin_2/);
  await page.getByLabel('E-mail address').fill('kept@example.org');

  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'AmPEP pages' })
    .getByRole('link', { name: 'Help' })
    .click();
  await expect(page.getByRole('heading', { name: 'This page needs a connection' })).toBeVisible();
  expect(loads.count).toBe(1); // no reload into the browser's own "no internet" page

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'How to use AmPEP' })).toBeVisible({
    timeout: 20_000,
  });
  await page
    .getByRole('navigation', { name: 'AmPEP pages' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(box).toHaveValue(/^>magainin_2/);
  await expect(page.getByLabel('E-mail address')).toHaveValue('kept@example.org');
  await expect(page.getByText(`${EXAMPLE_COUNT} sequences ready`)).toBeVisible();
});

test('the draft comes back after a reload, and a submission made offline says so', async ({
  page,
  context,
}) => {
  await page.goto('/ampep/home');
  const box = page.getByRole('textbox', { name: /Peptide sequences/ });
  await box.fill('>draft_1\nGLFDIVKKVVGALGSL\n');
  await page.getByLabel('E-mail address').fill('draft@example.org');
  await expect(page.getByTestId('form-status')).toHaveText('1 sequence ready');
  const rfAmpep30 = page.getByRole('checkbox', { name: /RF-AmPEP30/ });
  await setChecked(rfAmpep30, false);
  await page.reload();
  await expect(box).toHaveValue('>draft_1\nGLFDIVKKVVGALGSL\n');
  await expect(page.getByLabel('E-mail address')).toHaveValue('draft@example.org');
  await expect(rfAmpep30).not.toBeChecked();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('form-status')).toHaveText(/You are offline: nothing was sent/);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await context.setOffline(false);
});
