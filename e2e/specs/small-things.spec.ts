import type { APIRequestContext, Locator } from '@playwright/test';
import { exampleFasta as hemopepExample } from '../../apps/hemopep/src/example.ts';
import { apiUrl, expect, test } from '../support/fixtures.ts';
import { submitJob, uniqueEmail, waitForJob } from './ampep-helpers.ts';

// The small things a researcher met: each says what it means, or accepts what a biologist pastes.

async function job(request: APIRequestContext, tool: string, input: string, methods: string[]) {
  const response = await request.post(`${apiUrl()}/${tool}/jobs`, {
    data: { input, methods, email: uniqueEmail(tool) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = (await response.json()).data.id as string;
  await waitForJob(request, id);
  return id;
}

async function toolDescription(request: APIRequestContext, tool: string) {
  return (await (await request.get(`${apiUrl()}/tools/${tool}`)).json()).data;
}

/** The labels of a histogram's bins, from the table that gives its numbers to screen readers. */
const binLabels = (chart: Locator) => chart.locator('tbody td:first-child').allTextContents();

test("the download box gives the tool's own domain cut-off, not 0.50", async ({
  page,
  request,
}) => {
  const bestox = await toolDescription(request, 'bestox');
  const heads = Object.values(bestox.modelCards[0].evidence.heads) as {
    domain: { cutoff: number };
  }[];
  const cutOff = heads[0]?.domain.cutoff as number;
  expect(cutOff).not.toBe(0.5);
  const id = await job(request, 'bestox', 'CCO ethanol\nc1ccccc1O phenol\n', ['ld50']);
  await page.goto(`/bestox/jobs/${id}`);
  // The box states no made-up cut-off: each row says whether it is inside its model's domain.
  const box = page.getByRole('heading', { name: 'Download the results' }).locator('xpath=../..');
  await expect(box).toBeVisible();
  await expect(box).not.toContainText('0.50');
  // The method page gives the real one.
  await page.goto('/bestox/method');
  await expect(page.getByText(`Inside at a similarity of ${cutOff} or more`).first()).toBeVisible();
});

test('a charged atom with too many bonds is told its own limit', async ({ page }) => {
  await page.goto('/bestox/home');
  await page.getByRole('textbox', { name: /Molecules/ }).fill('C[O-]C odd\n');
  const unreadable = page.getByRole('region', { name: 'Molecules that will not be predicted' });
  await expect(unreadable).toContainText('[O-]', { timeout: 20_000 });
  await expect(unreadable).toContainText('at most 1');
  await expect(unreadable).not.toContainText('at most 2');
});

test('a description over the limit is kept and said to be too long as it is typed', async ({
  page,
}) => {
  await page.goto('/ampep/home');
  const long = `${'skin secretion peptides of a frog, batch three, '.repeat(6)}end`;
  expect(long.length).toBeGreaterThan(255);
  const field = page.getByLabel('Description');
  await field.fill(long);
  await expect(field).toHaveValue(long);
  await expect(
    page.getByText(`${long.length}/255 characters: ${long.length - 255} too many`),
  ).toBeVisible();
});

const genbank = `>lysozyme_C chicken, GenBank layout
        1 kvfgrcelaa amkrhgldny rgyslgnwvc aakfesnfnt qatnrntdgs tdygilqins
       61 rwwcndgrtp gsrnlcnipc sallssditt svncakkivs dgngmnawva wrnrckgtdv
      121 qawirgcrl
`;

test('a GenBank-style numbered sequence is read, its numbers and spaces removed, and said so', async ({
  page,
  request,
}) => {
  await page.goto('/ampep/home');
  await page.getByRole('textbox', { name: /Peptide sequences/ }).fill(genbank);
  await expect(page.getByTestId('form-status')).toHaveText('1 sequence ready');
  await expect(
    page.getByText(/lysozyme_C.*position numbers and spaces were removed/),
  ).toBeVisible();
  const response = await request.post(`${apiUrl()}/ampep/jobs`, {
    data: { input: genbank, methods: ['ampep'], email: uniqueEmail('genbank') },
  });
  expect(response.status(), await response.text()).toBe(201);
});

test('a sequence without a ">" header is taken by the tools; /sequence-info takes one with a header', async ({
  page,
  request,
}) => {
  await page.goto('/ampep/home');
  await page.getByRole('textbox', { name: /Peptide sequences/ }).fill('GIGKFLHSAKKFGKAFVGEIMNS\n');
  await expect(page.getByTestId('form-status')).toHaveText('1 sequence ready');
  await expect(
    page.getByText(/no '>' header.*read as one sequence named 'sequence_1'/i),
  ).toBeVisible();
  const id = await job(request, 'ampep', 'GIGKFLHSAKKFGKAFVGEIMNS', ['ampep']);
  const rows = (await (await request.get(`${apiUrl()}/jobs/${id}`)).json()).data.result.rows;
  expect(rows.map((r: { id: string }) => r.id)).toEqual(['sequence_1']);

  await page.goto('/sequence-info');
  await page
    .getByLabel('Peptide sequence (one-letter code)')
    .fill('>magainin_2 Xenopus laevis\nGIGKFLHSAKKFGKAFVGEIMNS');
  // The workbench reads as you type: the header and its description are left out.
  await expect(page.getByTestId('measured-sequence')).toHaveText('GIGKFLHSAKKFGKAFVGEIMNS');
  await expect(page).toHaveURL(/\?sequence=GIGKFLHSAKKFGKAFVGEIMNS$/);
});

test('a malformed job id or e-mail in the address says what is wrong with it', async ({ page }) => {
  await page.goto('/ampep/jobs/abc');
  await expect(page.getByTestId('error-message')).toHaveText('This page could not be found');
  await expect(page.getByRole('main')).toContainText(
    "'abc' is not a job id: a job id has 22 letters, digits, '-' or '_'",
  );
  await page.goto('/ampep/retrieve/me@example');
  await expect(page.getByTestId('error-message')).toHaveText('This page could not be found');
  await expect(page.getByRole('main')).toContainText("'me@example' is not a valid e-mail address");
});

test('one MIC card draws E. coli and S. aureus on the same scale', async ({ page, request }) => {
  // Two antimicrobial peptides (MIC applies to them), neither measured: predicted MICs of 1.2 and
  // 226 µM against E. coli (about 200-fold) but 10.5 and 61 µM against S. aureus.
  const input = '>p1\nKWKVFKKIEKMGRNIRNGIVKAGPAIAVLGEAKAILS\n>p2\nPQRGEGGRAGNLLREEQEI\n';
  const id = await submitJob(request, { email: uniqueEmail('mic'), input, methods: ['mic'] });
  await waitForJob(request, id);
  const rows = (await (await request.get(`${apiUrl()}/jobs/${id}`)).json()).data.result.rows;
  const fold = (key: string) => {
    const v = rows.map((r: Record<string, number>) => r[key] as number);
    return Math.max(...v) / Math.min(...v);
  };
  // The premise: one organism's values span two decades, the other's do not.
  expect(fold('ec_mic_um')).toBeGreaterThanOrEqual(100);
  expect(fold('sa_mic_um')).toBeLessThan(100);
  await page.goto(`/ampep/jobs/${id}`);
  const card = page.getByRole('region', { name: 'MIC (E. coli, S. aureus)' });
  // The labels above the charts (the tables for screen readers name the columns too).
  const ec = card.locator('p').filter({ hasText: /^E\. coli MIC \(µM\)/ });
  const sa = card.locator('p').filter({ hasText: /^S\. aureus MIC \(µM\)/ });
  await expect(ec).toBeVisible();
  const log = async (l: Locator) => (await l.textContent())?.includes('log scale');
  expect(await log(ec)).toBe(await log(sa));
});

test('a value alone is drawn as that value, not as a bar spanning a range', async ({
  page,
  request,
}) => {
  const id = await job(request, 'bestox', 'CCO ethanol\n', ['ld50']);
  await page.goto(`/bestox/jobs/${id}`);
  const rows = (await (await request.get(`${apiUrl()}/jobs/${id}`)).json()).data.result.rows;
  const chart = page.getByRole('table', { name: /^Distribution of pLD50/ });
  await expect(chart).toBeAttached();
  const labels = await binLabels(chart);
  expect(labels).toHaveLength(1);
  expect(labels[0]).not.toContain('–');
  expect(Math.abs(Number(labels[0]) - rows[0].neg_log_ld50_mol_kg)).toBeLessThan(0.01);
});

/** Whether a badge is drawn green (its colour's green channel well above red and blue). */
const green = (badge: Locator) =>
  badge.evaluate((e) => {
    const style = getComputedStyle(e);
    const [r = 0, g = 0, b = 0] = (style.backgroundColor.match(/\d+/g) ?? []).map(Number);
    const [tr = 0, tg = 0, tb = 0] = (style.color.match(/\d+/g) ?? []).map(Number);
    return (g > r + 20 && g > b + 20) || (tg > tr + 20 && tg > tb + 20);
  });

test('a harmful class is not green: Hemolytic is not drawn as AMP is', async ({
  page,
  request,
}) => {
  const id = await job(request, 'hemopep', hemopepExample, ['hc50']);
  await page.goto(`/hemopep/jobs/${id}`);
  const hemolytic = page
    .getByRole('region', { name: 'Activity results' })
    .locator('[data-class-state="positive"]')
    .first();
  await expect(hemolytic).toHaveText('Hemolytic');
  expect(await green(hemolytic)).toBe(false);

  const amp = await submitJob(request, { email: uniqueEmail('amp') });
  await waitForJob(request, amp);
  await page.goto(`/ampep/jobs/${amp}`);
  const ampBadge = page
    .getByRole('region', { name: 'Classification results' })
    .locator('[data-class-state="positive"]')
    .first();
  await expect(ampBadge).toHaveText('AMP');
  expect(await green(ampBadge)).toBe(true);
});

test('one residue is "1 residue"', async ({ page }) => {
  await page.goto('/sequence-info?sequence=K');
  await expect(page.getByRole('row', { name: /Length/ })).toContainText(/^Length\s*1 residue$/);
});
