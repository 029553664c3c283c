import { expect, test } from '../support/fixtures.ts';
import { uniqueEmail } from './ampep-helpers.ts';

// No lost work: Back from the job page gives the form as it was submitted, ready to edit and
// submit again.

test('back from a job page, the form holds what was submitted', async ({ page }) => {
  const email = uniqueEmail('back');
  const sequences =
    '>first\nGIGKFLHSAKKFGKAFVGEIMNS\n>second\nKWKLFKKIEKVGQNIRDGIIKAGPAVAVVGQATQIAK\n';
  await page.goto('/ampep/home');
  const box = page.getByRole('textbox', { name: /Peptide sequences/ });
  await box.fill(sequences);
  // The box is drawn by the label; the input itself is hidden.
  await page.getByText('RF-AmPEP30', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: /RF-AmPEP30/ })).not.toBeChecked();
  await page.getByLabel('Description').fill('back to the form');
  await page.getByLabel(/E-mail address/).fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ampep\/jobs\/[\w-]{22}$/);
  await expect(page.getByText('back to the form')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/ampep\/home$/);
  await expect(box).toHaveValue(sequences);
  await expect(page.getByLabel('Description')).toHaveValue('back to the form');
  await expect(page.getByLabel(/E-mail address/)).toHaveValue(email);
  await expect(page.getByRole('checkbox', { name: /RF-AmPEP30/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /^AmPEP\b/ }).first()).toBeChecked();

  // Edited and submitted again: a second job, from the edited form.
  await box.fill('>third\nGIGKFLHSAKKFGKAFVGEIMNS\n');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ampep\/jobs\/[\w-]{22}$/);
  await expect(page.getByText('1 sequence', { exact: true })).toBeVisible();
});

test('back from a compound job page, the molecules are in the box again', async ({ page }) => {
  await page.goto('/bestox/home');
  const box = page.getByRole('textbox', { name: /Molecules/ });
  await box.fill('CCO ethanol\nc1ccccc1O phenol\n');
  await expect(page.getByTestId('form-status')).toHaveText('2 molecules ready');
  await page.getByLabel(/E-mail address/).fill(uniqueEmail('back-compound'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/bestox\/jobs\/[\w-]{22}$/);
  await page.goBack();
  await expect(box).toHaveValue('CCO ethanol\nc1ccccc1O phenol\n');
});
