import { seriousViolations } from '../support/axe.ts';
import { apiUrl, countDocumentLoads, expect, test } from '../support/fixtures.ts';
import { deadPort, startSite } from '../support/servers.ts';

// The peptide workbench (a remote of its own, loaded on /sequence-info): every model's answer as
// you type, the selectivity indices, the mutant scan's heat map, and variants loaded from it.
const MAGAININ = 'GIGKFLHSAKKFGKAFVGEIMNS';

async function profileMethods(): Promise<string[]> {
  const tools = (await (await fetch(`${apiUrl()}/tools`)).json()).data as {
    id: string;
    methods: { id: string }[];
  }[];
  return tools.find((t) => t.id === 'profile')?.methods.map((m) => m.id) ?? [];
}

test('type a peptide: every model, the selectivity, the heat map; a clicked cell loads its variant', async ({
  page,
}) => {
  await page.goto('/sequence-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Peptide workbench' })).toBeVisible();
  await page.getByLabel('Peptide sequence (one-letter code)').fill(MAGAININ.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`sequence=${MAGAININ}$`));

  const methods = await profileMethods();
  expect(methods).toEqual(expect.arrayContaining(['ampep', 'ampep_gb', 'mic', 'acpep', 'hc50']));
  for (const method of methods) {
    await expect(page.getByTestId(`answer-${method}`)).toBeVisible({ timeout: 20_000 });
  }
  // Magainin 2 is measured in the MIC data: what was measured comes first.
  await expect(
    page
      .getByTestId('answer-mic')
      .getByText(/^Measured /)
      .first(),
  ).toBeVisible();
  const selectivity = page.getByTestId('answer-selectivity_index_ec');
  await expect(selectivity).toContainText(/Hemolysis (needs|sets in at) [\d.]+× the concentration/);
  // Its interval shows once both the HC50 and the MIC state theirs (the description says how).
  await expect(selectivity).toContainText('conservative combination of the two 90 % intervals');

  const scan = page.getByTestId('mutant-scan');
  const map = scan.getByRole('img', { name: /Change in .* for every substitution and deletion/ });
  await expect(map).toBeVisible({ timeout: 20_000 });
  await expect(scan.getByText(/\d+ variants in all/)).toBeVisible();

  // The E. coli MIC on the map: the changes start from magainin's measured MIC; those within the
  // uncertainty measured on analog pairs are drawn faint, and the legend and the text say how far.
  await scan.getByLabel('Score on the map').selectOption({ label: 'E. coli MIC' });
  await expect(scan.getByTestId('heat-map-muted-legend')).toHaveText(
    /^faint: within ±\d\.\d\d log10 \(×[\d.]+\), cannot be told from none$/,
  );
  await expect(scan.getByTestId('scan-trust')).toContainText(
    /measured E\. coli MIC .* Spearman ρ 0\.\d\d.* smaller than \d\.\d\d log10 units/,
  );
  // The E. coli change reads the variant's S. aureus MIC where it was measured, and says so.
  await expect(scan.getByTestId('scan-trust')).toContainText(
    'Where a variant’s S. aureus MIC was measured, its change also reads that measurement',
  );
  const listed = scan.getByTestId('ranked-change');
  if ((await listed.count()) > 0) await expect(listed.first()).toContainText(/± \d\.\d\d/);

  // Enter on the focused map loads the cell chosen with the arrow keys: I2A.
  await map.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('heat-map-active')).toContainText('I2A');
  await page.keyboard.press('Enter');
  const i2a = `GA${MAGAININ.slice(2)}`;
  await expect(page).toHaveURL(new RegExp(`sequence=${i2a}$`));
  await expect(page.getByTestId('measured-sequence')).toHaveText(i2a);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`sequence=${MAGAININ}$`));

  // A click on the map's last cell (bottom right): the deletion of the last residue.
  await expect(map).toBeVisible({ timeout: 20_000 });
  const box = await map.boundingBox();
  if (!box) throw new Error('the heat map has no box');
  await map.scrollIntoViewIfNeeded();
  await map.click({ position: { x: box.width - 12, y: box.height - 16 } });
  await expect(page).toHaveURL(new RegExp(`sequence=${MAGAININ.slice(0, -1)}$`));
});

test('the ranked variants load into the workbench', async ({ page }) => {
  await page.goto(`/sequence-info?sequence=${MAGAININ}`);
  const ranked = page.getByTestId('ranked-variants');
  const none = page.getByText('No variant lowers the MIC without lowering the HC50 as well.');
  await expect(ranked.or(none)).toBeVisible({ timeout: 30_000 });
  if (await none.isVisible()) return;
  const load = ranked.getByRole('button', { name: /^Load / }).first();
  const id = ((await load.textContent()) ?? '').replace(/^Load /, '');
  await load.click();
  await expect(page).not.toHaveURL(new RegExp(`sequence=${MAGAININ}$`));
  expect(id).toMatch(/^([A-Z]\d+[A-Z]|[A-Z]\d+del|del\d+-\d+)$/);
});

for (const width of [375, 1440]) {
  for (const mode of ['light', 'dark'] as const) {
    // Each width and each mode in every run (375 dark, 1440 light); the other pairs in the full run.
    const tag = (width === 375) === (mode === 'dark') ? [] : ['@sweep'];
    test(`axe: the workbench with a peptide at ${width} px (${mode}); the heat map scrolls on its own`, {
      tag,
    }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/sequence-info?sequence=${MAGAININ}`);
      await expect(page.getByTestId('answer-mic')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('img', { name: /Change in/ })).toBeVisible({ timeout: 30_000 });
      if (mode === 'dark') {
        await page.getByRole('button', { name: 'Switch to dark mode' }).first().click();
        await expect(page.locator('html')).toHaveClass(/dark/);
      }
      await page.screenshot({
        path: `test-results/screens/workbench-${width}-${mode}.png`,
        fullPage: true,
      });
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      if (width === 375) {
        const scroller = page.getByTestId('heat-map-scroll');
        const widths = await scroller.evaluate((e) => [e.scrollWidth, e.clientWidth]);
        expect(widths[0]).toBeGreaterThan(widths[1] as number);
        // The ranked variants' values each on one line (their change below), never broken up.
        const ranked = page.getByTestId('ranked-variants');
        if (await ranked.isVisible()) {
          const lines = await ranked
            .locator('[data-part="value"], [data-part="change"]')
            .evaluateAll((parts) => parts.map((part) => part.getClientRects().length));
          expect(lines.length).toBeGreaterThan(0);
          expect(lines.every((n) => n === 1)).toBe(true);
        }
      }
    });
  }
}

test('the workbench unreachable: one reload, then the unavailable page; Retry recovers', async ({
  page,
}) => {
  const port = await deadPort();
  const site = await startSite({
    API_BASE_URL: apiUrl(),
    REMOTE_WORKBENCH: `http://127.0.0.1:${port}/tools/workbench/mf-manifest.json`,
  });
  let restored: Awaited<ReturnType<typeof startSite>> | null = null;
  try {
    const loads = countDocumentLoads(page);
    await page.goto(`${site.url}/sequence-info?sequence=${MAGAININ}`);
    await expect(
      page.getByRole('heading', { name: 'Peptide workbench is unavailable right now' }),
    ).toBeVisible({ timeout: 30_000 });
    expect(loads.count).toBe(2);
    // The rest of the site works: the header's links are there.
    await expect(page.getByRole('link', { name: 'Back to all tools' })).toBeVisible();

    restored = await startSite({ API_BASE_URL: apiUrl() }, port);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Peptide workbench' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('measured-sequence')).toHaveText(MAGAININ);
    expect(loads.count).toBe(2);
  } finally {
    await restored?.stop();
    await site.stop();
  }
});
