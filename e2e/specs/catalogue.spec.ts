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

for (const tool of toolCatalogue) {
  const built = toolApps.includes(tool.id);
  for (const route of designRoutes(tool)) {
    const path = `/${tool.id}/${route}`;
    test(`${path} ${built ? 'renders its page' : 'says the tool is not available yet'}`, async ({
      page,
    }) => {
      const errors = consoleErrors(page);
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
      expect(errors.filter((e) => !expected?.test(e))).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  if (built) {
    test(`/${tool.id}: a bad job id and a bad e-mail address are 404s`, async ({ page }) => {
      for (const path of [`/${tool.id}/jobs/not-an-id`, `/${tool.id}/retrieve/not-an-address`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
        await expect(page.getByText('This page could not be found')).toBeVisible();
      }
    });
  }
}
