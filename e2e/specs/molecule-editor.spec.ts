import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// The molecule editor: a molecule drawn at a readable size, a toolbar a finger can use, a drawing
// RDKit cannot read refused in the dialog with RDKit's reason, the drawing kept (and centred) when
// the editor is opened again, and the line being edited opened in it.

/** OpenChemLib's two canvases (toolbar, drawing), inside its shadow root. */
function canvases(editor: Locator) {
  return editor.evaluate((box) => {
    const root = box.firstElementChild?.shadowRoot;
    const [toolbar, drawing] = [...(root?.querySelectorAll('canvas') ?? [])];
    const rect = (c: Element | undefined) => c?.getBoundingClientRect().toJSON();
    return {
      toolbar: rect(toolbar),
      drawing: rect(drawing),
      box: box.getBoundingClientRect().toJSON(),
    };
  }) as Promise<{ toolbar: DOMRect; drawing: DOMRect; box: DOMRect }>;
}

// The toolbar's grid: 2 columns and 17 rows of tools, as OpenChemLib 9 draws it.
const TOOL = { benzene: [9, 1], oxygen: [13, 0] } as const;

async function pickTool(page: Page, editor: Locator, tool: keyof typeof TOOL) {
  const { toolbar } = await canvases(editor);
  const [row, column] = TOOL[tool];
  await page.mouse.click(
    toolbar.x + ((column + 0.5) * toolbar.width) / 2,
    toolbar.y + ((row + 0.5) * toolbar.height) / 17,
  );
}

/** The box around what is drawn (pixels that are not white), in page coordinates. */
function drawn(editor: Locator) {
  return editor.evaluate((box) => {
    const canvas = box.firstElementChild?.shadowRoot?.querySelectorAll('canvas')[1];
    if (!(canvas instanceof HTMLCanvasElement)) return null;
    const { width, height } = canvas;
    const data = canvas.getContext('2d')?.getImageData(0, 0, width, height).data;
    if (!data) return null;
    let [left, top, right, bottom] = [width, height, -1, -1];
    let topOfLeft = height;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const ink =
          (data[i + 3] ?? 0) > 0 &&
          (data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) < 600;
        if (!ink) continue;
        if (x < left || (x === left && y < topOfLeft)) topOfLeft = y;
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
    }
    if (right < 0) return null;
    const r = canvas.getBoundingClientRect();
    const scale = r.width / width;
    return {
      width: (right - left + 1) * scale,
      height: (bottom - top + 1) * scale,
      center: {
        x: r.x + ((left + right + 1) / 2) * scale,
        y: r.y + ((top + bottom + 1) / 2) * scale,
      },
      // The upper of the leftmost drawn points: a corner of a ring, whichever way it lies.
      corner: { x: r.x + (left + 1) * scale, y: r.y + (topOfLeft + 1) * scale },
    };
  });
}

/** How far the drawing's centre lies from the drawing area's, as shares of its width and height. */
async function offCentre(editor: Locator) {
  const area = (await canvases(editor)).drawing;
  const shown = await drawn(editor);
  if (!shown) throw new Error('nothing is drawn');
  return {
    x: Math.abs(shown.center.x - (area.x + area.width / 2)) / area.width,
    y: Math.abs(shown.center.y - (area.y + area.height / 2)) / area.height,
  };
}

async function openEditor(page: Page) {
  await page.getByRole('button', { name: 'Draw a molecule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draw a molecule' });
  const editor = dialog.getByTestId('molecule-editor');
  await expect(editor).toBeVisible();
  await expect.poll(async () => (await canvases(editor)).drawing?.width ?? 0).toBeGreaterThan(0);
  return { dialog, editor, smiles: dialog.getByTestId('drawn-smiles') };
}

test('benzene is drawn at a readable size; O on a ring corner is refused in the dialog with RDKit’s reason', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/bestox/home');
  const { dialog, editor, smiles } = await openEditor(page);
  const area = (await canvases(editor)).drawing;
  await pickTool(page, editor, 'benzene');
  await page.mouse.click(area.x + area.width / 2, area.y + area.height / 2);
  await expect(smiles).toHaveValue('c1ccccc1');
  const ring = await drawn(editor);
  // Half again as large as OpenChemLib draws it (45 px on an 800 px canvas) at least.
  expect(ring?.width ?? 0).toBeGreaterThanOrEqual(66);
  await expect(dialog.getByRole('button', { name: 'Add to the input' })).toBeEnabled();

  // An O put on a corner of the aromatic ring: RDKit cannot read what the editor writes.
  await pickTool(page, editor, 'oxygen');
  await page.mouse.click(ring?.corner.x ?? 0, ring?.corner.y ?? 0);
  await expect(smiles).toHaveValue(/o/);
  await expect(dialog.getByText(/RDKit cannot read this drawing: .*kekulize/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add to the input' })).toBeDisabled();
});

test('on a phone the toolbar’s tools are large enough for a finger, and the drawing area all in view above the buttons', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/bestox/home');
  const { dialog, editor, smiles } = await openEditor(page);
  const { toolbar, box, drawing } = await canvases(editor);
  expect(toolbar.width / 2).toBeGreaterThanOrEqual(28);
  expect(toolbar.height / 17).toBeGreaterThanOrEqual(28);
  expect(toolbar.y + toolbar.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
  // The whole drawing area is in view above the dialog's buttons (a drag on it draws, it does
  // not scroll the dialog).
  const buttons = await dialog.getByRole('button', { name: 'Add to the input' }).boundingBox();
  expect(drawing.y + drawing.height).toBeLessThanOrEqual((buttons?.y ?? 0) - 8);
  // What the dialog says is true: the SMILES box shows the drawing's, and takes no typing.
  await expect(smiles).toHaveAttribute('readonly', '');
  await expect(dialog).toContainText('cannot be typed into');
  await expect(dialog).toContainText('type the SMILES into the form’s Molecules box');
  // The tools still answer where they are drawn.
  const area = (await canvases(editor)).drawing;
  await pickTool(page, editor, 'benzene');
  await page.mouse.click(area.x + area.width / 2, area.y + area.height / 2);
  await expect(smiles).toHaveValue('c1ccccc1');
});

test('the editor opens again with its drawing, or with the molecule of the line being edited', async ({
  page,
}) => {
  await page.goto('/bestox/home');
  const box = page.getByRole('textbox', { name: /Molecules/ });
  let { dialog, editor, smiles } = await openEditor(page);
  const area = (await canvases(editor)).drawing;
  await pickTool(page, editor, 'benzene');
  await page.mouse.click(area.x + area.width / 2, area.y + area.height / 2);
  await expect(smiles).toHaveValue('c1ccccc1');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  ({ dialog, editor, smiles } = await openEditor(page));
  await expect(smiles).toHaveValue('c1ccccc1');
  // Drawn where it was: in the middle of the drawing area, not off to a corner.
  await expect.poll(async () => (await drawn(editor)) !== null).toBe(true);
  const shift = await offCentre(editor);
  expect(shift.x).toBeLessThan(0.1);
  expect(shift.y).toBeLessThan(0.1);
  await dialog.getByRole('button', { name: 'Add to the input' }).click();
  await expect(box).toHaveValue('c1ccccc1\n');

  // The caret on a line: the editor opens with that line's molecule and name, and writes it back.
  await box.fill('c1ccccc1O phenol\nCCO ethanol\nC[O-]C odd');
  await box.evaluate((e: HTMLTextAreaElement) => {
    const at = e.value.indexOf('CCO') + 1;
    e.focus();
    e.setSelectionRange(at, at);
  });
  ({ dialog, editor, smiles } = await openEditor(page));
  await expect(smiles).toHaveValue('CCO');
  const placed = await offCentre(editor);
  expect(Math.max(placed.x, placed.y)).toBeLessThan(0.1);
  await expect(dialog.getByLabel(/^Name/)).toHaveValue('ethanol');
  await dialog.getByLabel(/^Name/).fill('ethyl alcohol');
  await dialog.getByRole('button', { name: 'Replace line 2' }).click();
  await expect(box).toHaveValue('c1ccccc1O phenol\nCCO ethyl alcohol\nC[O-]C odd');

  // A line RDKit cannot read opens as it is, with RDKit's reason.
  await box.evaluate((e: HTMLTextAreaElement) => {
    e.focus();
    e.setSelectionRange(e.value.length, e.value.length);
  });
  ({ dialog, smiles } = await openEditor(page));
  await expect(smiles).toHaveValue('C[O-]C');
  await expect(
    dialog.getByText(/RDKit cannot read this drawing: .*\[O-\].*at most 1/),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Replace line 3' })).toBeDisabled();
});
