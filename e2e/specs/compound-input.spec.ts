import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { dists } from '../support/paths.ts';
import { uniqueEmail } from './ampep-helpers.ts';
import { compoundTools, moleculeOnlyFiles, moleculeOnlyNames } from './compound-helpers.ts';

// The compound input area. SMILES checked as typed (RDKit in the browser), a .smi
// upload, the example, a molecule drawn in the editor; RDKit and the editor load only there.

/** The paths of every request the page makes from now on. */
function requests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const fileName = (path: string) => path.split('/').at(-1) as string;

test('RDKit and the molecule editor are in the compound tools’ builds only, and load on none of / and a peptide home', async ({
  page,
}) => {
  for (const { id } of compoundTools) {
    const { rdkit, editor } = moleculeOnlyFiles(dists().tools[id] as string);
    expect(
      rdkit.some((f) => f.endsWith('.wasm')),
      `${id} has RDKit's wasm`,
    ).toBe(true);
    expect(editor, `${id} has the editor`).toHaveLength(1);
  }
  const ampep = moleculeOnlyFiles(dists().tools.ampep as string);
  expect(ampep).toEqual({ rdkit: [], editor: [] });

  const molecular = moleculeOnlyNames();
  const seen = requests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/ampep/home');
  await page.getByRole('textbox', { name: /Peptide sequences/ }).fill('>p\nGLFDIVKKVV\n');
  await page.waitForLoadState('networkidle');
  expect(seen.filter((path) => molecular.has(fileName(path)))).toEqual([]);
});

test('on a compound home, RDKit loads once there is SMILES to read, and the editor only when it is opened', async ({
  page,
}) => {
  const { rdkit, editor } = moleculeOnlyFiles(dists().tools.bestox as string);
  const seen = requests(page);
  await page.goto('/bestox/home');
  const box = page.getByRole('textbox', { name: /Molecules \(SMILES/ });
  await expect(box).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = () => seen.map(fileName);
  expect(loaded()).not.toContain(fileName(editor[0] as string));
  expect(loaded().filter((f) => f.endsWith('.wasm'))).toEqual([]);

  await box.fill('CCO ethanol\n');
  await expect(page.getByText('1 molecule, all readable')).toBeVisible({ timeout: 30_000 });
  expect(loaded()).toEqual(expect.arrayContaining(rdkit.map(fileName)));
  expect(loaded()).not.toContain(fileName(editor[0] as string));

  await page.getByRole('button', { name: 'Draw a molecule' }).click();
  await expect(page.getByTestId('molecule-editor').locator('canvas').first()).toBeVisible();
  expect(loaded()).toContain(fileName(editor[0] as string));
});

test('a SMILES RDKit cannot read is named by its line and kept; a problem of the whole input stops the job', async ({
  page,
}) => {
  await page.goto('/bestox/home');
  const box = page.getByRole('textbox', { name: /Molecules \(SMILES/ });
  await box.fill('CCO ethanol\nC1CC open_ring\nc1ccccc1O phenol\n');
  const unreadable = page.getByRole('region', { name: 'Molecules that will not be predicted' });
  // RDKit (wasm) loads on the first SMILES: give it the time a busy machine needs.
  await expect(unreadable.getByRole('listitem')).toHaveText(
    [/^Line 2: the SMILES of 'open_ring' is not valid: ring bond 1 .* never closed/],
    { timeout: 30_000 },
  );
  await expect(page.getByText('3 molecules, 1 of them not readable')).toBeVisible();
  await expect(page.getByTestId('skipped-notes')).toHaveText(
    '1 molecule will be kept in the results but not predicted: its line is not a SMILES RDKit can read (listed under the input).',
  );
  // The count beside Submit is true: the molecule RDKit cannot read is not counted as ready.
  await expect(page.getByTestId('form-status')).toHaveText('2 molecules ready, 1 cannot be read');

  // A name given twice is a problem of the whole input: the form says so and focuses the box.
  await box.fill('CCO same\nCCN same\n');
  await page.getByLabel('E-mail address').fill(uniqueEmail('smiles-duplicate'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('form-status')).toHaveText(
    'One thing to fix before submitting: the molecules.',
  );
  await expect(box).toBeFocused();
  await expect(
    page.getByRole('region', { name: 'Problems in the input' }).getByRole('listitem'),
  ).toHaveText(["Molecule name 'same' on line 2 is already used on line 1; names must be unique."]);
  await expect(page).toHaveURL(/\/bestox\/home$/);
});

test('a .smi file is read into the box and checked; a file over the limit is refused with its size', async ({
  page,
}) => {
  await page.goto('/bestox/home');
  const file = page.getByLabel('SMILES file');
  await file.setInputFiles({
    name: 'three.smi',
    mimeType: 'chemical/x-daylight-smiles',
    buffer: Buffer.from(
      'smiles name\nCC(=O)O acetic acid\nCCN ethylamine\nC(Cl)(Cl)Cl chloroform\n',
    ),
  });
  const box = page.getByRole('textbox', { name: /Molecules \(SMILES/ });
  await expect(box).toHaveValue(/^smiles name\nCC\(=O\)O acetic acid\n/);
  await expect(page.getByText('3 molecules, all readable')).toBeVisible({ timeout: 30_000 });

  await file.setInputFiles({
    name: 'big.smi',
    mimeType: 'text/plain',
    buffer: Buffer.from('C\n'.repeat(600_000)),
  });
  await expect(
    page
      .getByRole('region', { name: 'Problems in the input' })
      .getByText('The file big.smi is 1.1 MB; at most 1.0 MB can be submitted.'),
  ).toBeVisible();
  await expect(box).toHaveValue(/^smiles name\nCC\(=O\)O acetic acid\n/);
});

test('a molecule drawn in the editor goes into the box as a line, with its name', async ({
  page,
}) => {
  await page.goto('/bestox/home');
  const box = page.getByRole('textbox', { name: /Molecules \(SMILES/ });
  // The caret on a new line: the editor opens empty, to add a molecule (not to edit line 1).
  await box.fill('CCO ethanol\n');
  await page.getByRole('button', { name: 'Draw a molecule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draw a molecule' });
  const canvas = dialog.getByTestId('molecule-editor');
  await expect(canvas.locator('canvas').first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add to the input' })).toBeDisabled();

  // With the editor's bond tool (chosen when it opens), a click on the canvas draws a C–C bond;
  // a drag from its end adds a third carbon.
  const area = await canvas.boundingBox();
  if (!area) throw new Error('the editor has no box');
  const x = area.x + area.width / 2;
  const y = area.y + area.height / 2;
  await page.mouse.click(x, y);
  const drawn = dialog.getByTestId('drawn-smiles');
  await expect(drawn).toHaveValue('CC');

  await dialog.getByLabel('Name (optional)').fill('drawn ethane');
  await dialog.getByRole('button', { name: 'Add to the input' }).click();
  await expect(dialog).toBeHidden();
  await expect(box).toHaveValue('CCO ethanol\nCC drawn ethane\n');
  await expect(page.getByText('2 molecules, all readable')).toBeVisible({ timeout: 30_000 });
});

for (const tool of compoundTools) {
  const tag = tool.id === 'bestox' ? [] : ['@sweep'];
  test(`${tool.name}: the example goes into the box and every molecule of it is readable`, {
    tag,
  }, async ({ page }) => {
    await page.goto(`/${tool.id}/home`);
    await expect(page.getByRole('heading', { level: 1, name: tool.title })).toBeVisible();
    await page.getByRole('button', { name: 'Example' }).click();
    const dialog = page.getByRole('dialog', { name: 'Example input' });
    await dialog.getByRole('button', { name: 'Use this example' }).click();
    const box = page.getByRole('textbox', { name: /Molecules \(SMILES/ });
    await expect(box).toHaveValue(tool.example);
    const count = tool.example.trim().split('\n').length;
    await expect(page.getByText(`${count} molecules, all readable`)).toBeVisible({
      timeout: 30_000,
    });
  });
}

test('the molecules typed come back after a reload (the draft of the shared form)', async ({
  page,
}) => {
  await page.goto('/ecotoxicology/home');
  const box = page.getByRole('textbox', { name: /Molecules \(SMILES/ });
  await box.fill('Oc1ccccc1 phenol\nCc1ccccc1 toluene\n');
  await page.getByLabel('E-mail address').fill('draft@example.org');
  await page.reload();
  await expect(box).toHaveValue('Oc1ccccc1 phenol\nCc1ccccc1 toluene\n');
  await expect(page.getByLabel('E-mail address')).toHaveValue('draft@example.org');
  await expect(page.getByText('2 molecules, all readable')).toBeVisible({ timeout: 30_000 });
});
