import { expect, probeTest, test } from '../support/fixtures.ts';

const SCREENS = 'test-results/screens';

for (const width of [375, 1440]) {
  for (const [name, path] of [
    ['index', '/'],
    ['sequence-info', '/sequence-info?sequence=GLFDIVKKVVGALGSLGKKLLKKWWKK'],
  ]) {
    // A phone in every run (nothing sticks out at 375 px means nothing does wider); 1440 px in the full run.
    test(`${name} at ${width} px fits the window`, {
      tag: width === 375 ? [] : ['@sweep'],
    }, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path as string);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true });
      // Nothing sticks out sideways (a horizontal scroll bar on a phone).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

probeTest(
  'below 1264 px the tool navigation is a drawer, with the site’s pages; from 1264 px it is in the header',
  async ({ page }) => {
    await page.setViewportSize({ width: 1263, height: 800 });
    await page.goto('/gwovina/links');
    const open = page.getByRole('button', { name: 'Open Probe navigation' });
    await expect(open).toBeVisible();
    await open.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
    // The site's own pages too, as the wide header has them.
    for (const [name, href] of [
      ['Peptide workbench', '/sequence-info'],
      ['My jobs', '/my-jobs'],
      ['All tools', '/'],
    ]) {
      await expect(drawer.getByRole('link', { name })).toHaveAttribute('href', href as string);
    }
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/gwovina\/home$/);
    await expect(drawer).toBeHidden();

    await page.setViewportSize({ width: 1264, height: 800 });
    await expect(open).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Peptide workbench' }),
    ).toBeVisible();
  },
);

test('the page title follows "<page> · <site name>" and the document is in English', async ({
  page,
}) => {
  await page.goto('/sequence-info');
  await expect(page).toHaveTitle('Peptide workbench · PepTox');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found · PepTox');
});

test('the sequence box updates the address and the properties, accepting what the tool forms accept', async ({
  page,
}) => {
  await page.goto('/sequence-info?sequence=KKKK');
  await expect(page.getByTestId('measured-sequence')).toHaveText('KKKK');
  const box = page.getByLabel('Peptide sequence (one-letter code)');
  // X is taken as the tool forms take it: kept, said not to be predicted, never an error.
  await box.fill('gly xine');
  await expect(page).toHaveURL(/sequence=GLYXINE$/);
  await expect(page.getByTestId('not-predicted')).toContainText(
    'Not predicted: the sequence holds X (any amino acid)',
  );
  await expect(box).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('measured-sequence')).toHaveCount(0);
  // Digits are left out, with a notice; what no code stands for is still refused, by position.
  await box.fill('1 GLFDIVKKVV 10\n11 GALGSL 16');
  await expect(page).toHaveURL(/sequence=GLFDIVKKVVGALGSL$/);
  await expect(page.getByTestId('sequence-notice')).toContainText('4 numbers were left out');
  await expect(page.getByTestId('measured-sequence')).toHaveText('GLFDIVKKVVGALGSL');
  await box.fill('GLF-DIV');
  await expect(page.getByText(/'-' at position 4; only the 20 standard amino acids/)).toBeVisible();
  await box.fill('GLFDIVKKVVGALGSL');
  await expect(page.getByTestId('measured-sequence')).toHaveText('GLFDIVKKVVGALGSL');
  await expect(page.getByRole('row', { name: /Length/ })).toContainText('16 residues');
  // Typing replaces the address rather than stacking an entry per pause.
  await expect(page).toHaveURL(/sequence=GLFDIVKKVVGALGSL$/);
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
});

test('the index page has a card per tool, each deployed one linking to its home page', async ({
  page,
}) => {
  await page.goto('/');
  const cards = page
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { name: 'AmPEP' }) })
    .getByRole('listitem');
  await expect(cards).toHaveCount(8);
  await expect(page.getByRole('link', { name: 'Open AmPEP' })).toHaveAttribute(
    'href',
    '/ampep/home',
  );
  await expect(page.getByRole('link', { name: 'Open GWOVina' })).toHaveAttribute(
    'href',
    '/gwovina/home',
  );
});
