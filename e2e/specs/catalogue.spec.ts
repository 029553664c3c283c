import { toolCatalogue } from '@peptox/tool-contract/catalogue';
import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { toolApps } from '../support/paths.ts';

// Every route of the design, for every tool of the catalogue: a built tool renders its page; a
// tool with no app yet shows the unavailable-tool page. No console error, no serious axe finding.

const UNKNOWN_JOB = 'AbCdEfGhIjKlMnOpQr_-12';

function designRoutes(tool: (typeof toolCatalogue)[number]): string[] {
  // The docking tools share every page but their home and method with the prediction tools, whose
  // visits below cover them: these three keep the suite's time down.
  if (tool.kind === 'docking') return ['home', 'method', `jobs/${UNKNOWN_JOB}`];
  return [
    'home',
    'help',
    'method',
    'statistics',
    ...tool.extraPages,
    'jobs',
    `jobs/${UNKNOWN_JOB}`,
    'retrieve',
    'retrieve/someone@example.org',
  ];
}

/** Console errors and uncaught exceptions of the page from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

// A peptide tool and a docking tool in every run (compound-pages checks a compound tool's); the
// other tools' pages are the same shared pages in their own colours, checked by the full run
// (`pnpm e2e:all`, the @sweep tag).
const REPRESENTATIVES = new Set(['ampep', 'gwovina']);

for (const tool of toolCatalogue) {
  const built = toolApps.includes(tool.id);
  const tag = REPRESENTATIVES.has(tool.id) ? [] : ['@sweep'];
  test(`/${tool.id}: every page ${built ? 'renders' : 'says the tool is not available yet'}, with no console error and no serious axe finding`, {
    tag,
  }, async ({ page }) => {
    test.setTimeout(180_000);
    // One page visits them all: a page's code is loaded once, as a visitor's browser would.
    const errors = consoleErrors(page);
    for (const route of designRoutes(tool)) {
      const path = `/${tool.id}/${route}`;
      await test.step(path, async () => {
        errors.length = 0;
        await page.goto(path);
        const heading = page.getByRole('heading', { level: 1 });
        if (built && route === 'jobs') {
          // Without an id, the page asks for one in a dialog over it.
          await expect(page.getByRole('dialog')).toBeVisible();
        } else if (built) {
          await expect(heading).toBeVisible();
          await expect(heading).not.toHaveText(/^(404|500)$/);
          await expect(
            page.getByRole('navigation', { name: `${tool.name} pages` }).first(),
          ).toBeAttached();
        } else {
          await expect(heading).toHaveText(`${tool.name} is not available on this site yet`);
        }
        await page.waitForLoadState('networkidle');
        // The page of a job id that does not exist says so; the service's 404 is the only error.
        const expected = route.startsWith('jobs/') ? /status of 404/ : null;
        expect(
          errors.filter((e) => !expected?.test(e)),
          path,
        ).toEqual([]);
        expect(await seriousViolations(page), path).toEqual([]);
      });
    }
    if (!built) return;
    // A bad job id and a bad e-mail address are 404s.
    for (const path of [`/${tool.id}/jobs/not-an-id`, `/${tool.id}/retrieve/not-an-address`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('404');
      await expect(page.getByText('This page could not be found')).toBeVisible();
    }
  });
}
