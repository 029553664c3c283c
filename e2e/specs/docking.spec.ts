import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { repoRoot } from '../support/paths.ts';
import { waitForJob } from './ampep-helpers.ts';

// GWOVina and PSOVina through their forms on the smallest complex of ../shared/data/docking
// (1lrh): a job each, exhaustiveness 1, seeded; GWOVina's results page at both widths (the search
// takes a few seconds; CI's time is counted).

const complex = join(repoRoot, '../shared/data/docking/1lrh');
const file = (name: string, as: string) => ({
  name: as,
  mimeType: 'chemical/x-pdbqt',
  buffer: readFileSync(join(complex, name)),
});

test('GWOVina: the form docks a ligand around a reference; the job shows its poses in 3-D, at 1440 and 375 px', async ({
  page,
  request,
}) => {
  // Submission, the search, 3Dmol.js and two axe scans: over the default minute on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/gwovina/home');
  await page.getByLabel(/^Receptor/).setInputFiles(file('receptor.pdbqt', '1lrh-receptor.pdbqt'));
  await page
    .getByLabel(/^Ligand files/)
    .setInputFiles(file('ligand-random-start.pdbqt', '1lrh-ligand.pdbqt'));
  // No centre: the box goes around the reference ligand.
  await page
    .getByLabel(/^Reference ligand/)
    .setInputFiles(file('ligand-xray.pdbqt', '1lrh-crystal.pdbqt'));
  await page.getByLabel('Exhaustiveness').fill('1');
  await page.getByLabel(/^Seed/).fill('7');
  await page.getByRole('button', { name: 'Dock' }).click();

  await expect(page).toHaveURL(/\/gwovina\/jobs\/[A-Za-z0-9_-]{22}$/);
  const job = await waitForJob(request, page.url().split('/').at(-1) as string);
  expect(job.status, job.error ?? '').toBe('finished');

  const viewer = page.getByTestId('pose-viewer');
  await expect(viewer.locator('canvas')).toBeVisible({ timeout: 45_000 });
  const poses = page.getByRole('list', { name: 'Poses' }).getByRole('button');
  await expect(poses.first()).toHaveAttribute('aria-pressed', 'true');
  await poses.nth(1).click();
  await expect(poses.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(viewer).toHaveAttribute('aria-label', /pose 2 in the receptor$/);
  expect(await seriousViolations(page)).toEqual([]);

  // The same page on a phone: nothing wider than the screen, and the poses download as SDF.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(viewer.locator('canvas')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Poses (SDF)' }).click();
  const sdf = readFileSync((await (await download).path()) as string, 'utf8');
  expect(sdf).toContain('$$$$');
  // A docking job is not rerun: its input is not kept.
  await expect(page.getByRole('button', { name: /Rerun/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);

  // In dark mode the viewer shows the dark panel behind the molecules, not a white box.
  await page.getByRole('button', { name: 'Switch to dark mode' }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(async () => whiteShare(page, await viewer.screenshot())).toBeLessThan(0.05);
});

test('PSOVina: a ligand typed as SMILES is given 3-D coordinates and docked in a box given by its centre and size', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/psovina/home');
  await page.getByLabel(/^Receptor/).setInputFiles(file('receptor.pdbqt', '1lrh-receptor.pdbqt'));
  // 1lrh's ligand, naphthalene-1-acetic acid, from its SMILES (Open Babel embeds it).
  await page.getByLabel('Ligands as SMILES').fill('OC(=O)Cc1cccc2ccccc12 naa');
  const [x, y, z] = JSON.parse(readFileSync(join(complex, 'box.json'), 'utf8')).center as number[];
  for (const [axis, value] of [
    ['x', x],
    ['y', y],
    ['z', z],
  ] as const) {
    await page.getByLabel(`Centre ${axis} (Å)`).fill(String(value));
    await page.getByLabel(`Size ${axis} (Å)`).fill('20');
  }
  await page.getByLabel('Exhaustiveness').fill('1');
  await page.getByLabel(/^Seed/).fill('7');
  await page.getByRole('button', { name: 'Dock' }).click();

  await expect(page).toHaveURL(/\/psovina\/jobs\/[A-Za-z0-9_-]{22}$/);
  const job = await waitForJob(request, page.url().split('/').at(-1) as string);
  expect(job.status, job.error ?? '').toBe('finished');
  expect(job.methods).toEqual(['pso']);
  const poses = page.getByRole('list', { name: 'Poses' }).getByRole('button');
  await expect(poses.first()).toContainText(/naa/);
  await expect(poses.first()).toContainText(/-\d+\.\d\d kcal\/mol/);
  await expect(page.getByTestId('pose-viewer').locator('canvas')).toBeVisible({ timeout: 45_000 });
});

/** The share of a screenshot's pixels that are (nearly) white, read by the page's own canvas. */
function whiteShare(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let white = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.min(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) > 240) white++;
    }
    return white / (data.length / 4);
  }, png.toString('base64'));
}
