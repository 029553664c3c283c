import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiUrl, expect, test } from '../support/fixtures.ts';
import { freePort, startApi, startSite } from '../support/servers.ts';
import { exampleFasta, submitJob, uniqueEmail, waitForJob } from './ampep-helpers.ts';

// Their jobs: the e-mail is optional; the jobs submitted from this browser are listed across
// tools, reached from the index page and every tool's header; an address's jobs are listed
// across tools where the service allows it, and the retrieve page says who can see that list.

const PEPTIDE = 'GIGKFLHSAKKFGKAFVGEIMNS';

test('a job without an e-mail is listed, with every other job of this browser, under My jobs', async ({
  page,
}) => {
  await page.goto('/ampep/home');
  await page.getByRole('textbox', { name: /Peptide sequences/ }).fill(`>mine\n${PEPTIDE}\n`);
  await page.getByLabel('Description').fill('no address given');
  await expect(page.getByLabel(/E-mail address/)).toHaveValue('');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/ampep\/jobs\/[\w-]{22}$/);
  const peptideJob = page.url().split('/').at(-1) as string;
  await expect(page.getByText(/My jobs/).first()).toBeVisible();

  await page.goto('/bestox/home');
  await page.getByRole('textbox', { name: /Molecules/ }).fill('CCO ethanol\n');
  await page.getByLabel('Description').fill('a compound too');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/bestox\/jobs\/[\w-]{22}$/);
  const compoundJob = page.url().split('/').at(-1) as string;

  // From the index page.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'My jobs' }).click();
  await expect(page).toHaveURL(/\/my-jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  const mine = page.getByRole('table', { name: /submitted from this browser/i });
  await expect(mine.getByRole('row').filter({ hasText: 'no address given' })).toContainText(
    'AmPEP',
  );
  await expect(mine.getByRole('row').filter({ hasText: 'a compound too' })).toContainText('BESTox');
  await mine.getByRole('link', { name: peptideJob }).click();
  await expect(page).toHaveURL(new RegExp(`/ampep/jobs/${peptideJob}$`));
  // The browser keeps ids, tools, descriptions and dates: never the sequences.
  const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(kept).toContain(compoundJob);
  expect(kept).not.toContain(PEPTIDE);
  expect(kept).not.toContain('CCO');

  // From a tool's header, at a phone's width too (through the navigation drawer).
  await page.goto('/hemopep/help');
  await page.getByRole('banner').getByRole('link', { name: 'My jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/acpep/home');
  await page.getByRole('button', { name: 'Open ACPep navigation' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'My jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
});

test("an address's jobs across tools; the retrieve page says that anyone who types it sees them", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('across');
  const peptideJob = await submitJob(request, { email, description: 'peptides' });
  const response = await request.post(`${apiUrl()}/acpep/jobs`, {
    data: { input: exampleFasta, methods: ['acpep'], email, description: 'anticancer' },
  });
  expect(response.status()).toBe(201);
  const acpepJob = (await response.json()).data.id as string;
  await waitForJob(request, peptideJob);

  const service = (await (await request.get(`${apiUrl()}/service`)).json()).data;
  expect(service.listByAddress).toBe('open');
  const listed = (await (await request.get(`${apiUrl()}/jobs?email=${email}`)).json()).data;
  expect(listed.items.map((j: { id: string }) => j.id).sort()).toEqual(
    [peptideJob, acpepJob].sort(),
  );

  await page.goto('/my-jobs');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'List its jobs' }).click();
  const list = page.getByRole('table', { name: new RegExp(`jobs of ${email}`, 'i') });
  await expect(list.getByRole('row').filter({ hasText: 'peptides' })).toContainText('AmPEP');
  await expect(list.getByRole('row').filter({ hasText: 'anticancer' })).toContainText('ACPep');

  await page.goto('/ampep/retrieve');
  await expect(page.getByRole('main')).toContainText(
    'anyone who types the address sees the list and can open its jobs',
  );
  await expect(page.getByRole('main')).not.toContainText('never the sequences');
});

test('"me@example" is not a valid address, said as such; no address at all is fine', async ({
  page,
}) => {
  await page.goto('/ampep/home');
  await page.getByRole('textbox', { name: /Peptide sequences/ }).fill(`>x\n${PEPTIDE}\n`);
  await page.getByLabel(/E-mail address/).fill('me@example');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/'me@example' is not a valid e-mail address/)).toBeVisible();
  await expect(page.getByText(/Give the e-mail address/)).toHaveCount(0);
});

test('where the service lists no jobs by address, the retrieve page offers the job id and this browser’s list', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'peptox-off-'));
  const sitePort = await freePort();
  const api = await startApi({
    databaseFile: join(dir, 'off.sqlite'),
    siteOrigins: [`http://127.0.0.1:${sitePort}`],
    env: { LIST_JOBS_BY_ADDRESS: 'off' },
  });
  const site = await startSite({ API_BASE_URL: api.url }, sitePort);
  try {
    const service = await (await fetch(`${api.url}/service`)).json();
    expect(service.data.listByAddress).toBe('off');
    const listing = await fetch(`${api.url}/jobs?email=${encodeURIComponent('a@example.org')}`);
    expect(listing.status).toBe(403);

    await page.goto(`${site.url}/ampep/retrieve`);
    const main = page.getByRole('main');
    await expect(main).toContainText('does not list jobs by e-mail address');
    await expect(main.getByLabel(/E-mail address/)).toHaveCount(0);
    await expect(main.getByLabel('Job id')).toBeVisible();
    await expect(main.getByRole('link', { name: /My jobs/ })).toBeVisible();
    await main.getByLabel('Job id').fill('kX3v0sQ9nB2mPq7rT1yZ8w');
    await main.getByRole('button', { name: 'Show the results' }).click();
    await expect(page).toHaveURL(/\/ampep\/jobs\/kX3v0sQ9nB2mPq7rT1yZ8w$/);
  } finally {
    await site.stop();
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
