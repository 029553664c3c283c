import { expect, test } from '../support/fixtures.ts';
import { submitJob, uniqueEmail, waitForJob } from './ampep-helpers.ts';

test('retrieve jobs by e-mail: the form, then the list, which follows the jobs to their end', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('retrieve');
  const first = await submitJob(request, { email, description: 'first batch' });
  const second = await submitJob(request, { email, description: 'second batch' });

  await page.goto('/ampep/retrieve');
  await page.getByLabel('E-mail address given at submission').fill(email);
  await page.getByRole('button', { name: 'List my jobs' }).click();
  await expect(page).toHaveURL(new RegExp(`/ampep/retrieve/${encodeURIComponent(email)}$`));

  await expect(page.getByText(`2 jobs for ${email}`)).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('link', { name: first })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'second batch' })).toBeVisible();
  // The list polls until both jobs have ended.
  await waitForJob(request, first);
  await waitForJob(request, second);
  await expect(page.getByRole('table').getByText('finished', { exact: true })).toHaveCount(2, {
    timeout: 15_000,
  });

  // The list's address can be bookmarked: loading it afresh shows the same list. (The address
  // ends like a file name, e.g. '.org'; the site server must still answer with the shell.)
  await page.reload();
  await expect(page.getByText(`2 jobs for ${email}`)).toBeVisible();

  await page.getByRole('link', { name: second }).click();
  await expect(page).toHaveURL(new RegExp(`/ampep/jobs/${second}$`));
  await expect(page.getByText('second batch')).toBeVisible();
});

test('the jobs page without an id asks for an id or an e-mail address', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('dialog');
  const id = await submitJob(request, { email });
  await page.goto('/ampep/jobs');
  const dialog = page.getByRole('dialog', { name: 'Retrieve your results' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Job id or e-mail address/).fill('neither');
  await dialog.getByRole('button', { name: 'Show the results' }).click();
  await expect(dialog.getByText(/neither a job id/)).toBeVisible();
  await dialog.getByLabel(/Job id or e-mail address/).fill(id);
  await dialog.getByRole('button', { name: 'Show the results' }).click();
  await expect(page).toHaveURL(new RegExp(`/ampep/jobs/${id}$`));
});

test('an e-mail route parameter that is not an address is a 404', async ({ page }) => {
  await page.goto('/ampep/retrieve/not-an-address');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});

test('an id that no job has says so on the job page', async ({ page }) => {
  await page.goto('/ampep/jobs/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByText('No job has the id AAAAAAAAAAAAAAAAAAAAAA.')).toBeVisible();
});

test('the list of an address is paginated, 20 jobs a page', async ({ page, request }) => {
  const email = uniqueEmail('pages');
  const ids: string[] = [];
  for (let i = 0; i < 21; i++) {
    ids.push(
      await submitJob(request, {
        email,
        description: `batch ${i + 1}`,
        input: `>p${i}\nGLFDIVKKVVGALGSL\n`,
      }),
    );
  }
  await page.goto('/ampep/retrieve');
  await page.getByLabel('E-mail address given at submission').fill(email);
  await page.getByRole('button', { name: 'List my jobs' }).click();
  await expect(page.getByText(`21 jobs for ${email}`)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(21);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  // Newest first: the first job submitted is the one left for page 2.
  await expect(page.getByRole('link', { name: ids[0] as string })).toBeVisible();
});
