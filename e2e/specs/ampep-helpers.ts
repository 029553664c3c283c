// Shared steps of the AmPEP specs: jobs made straight through the API, waited for to the end.
import type { APIRequestContext, Page } from '@playwright/test';
import { exampleFasta } from '../../apps/ampep/src/example.ts';
import { apiUrl, expect } from '../support/fixtures.ts';

export { exampleFasta };
export const EXAMPLE_COUNT = (exampleFasta.match(/^>/gm) ?? []).length;

/** A fresh address per test, so lists by e-mail hold only that test's jobs. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

export async function submitJob(
  request: APIRequestContext,
  body: { email: string; description?: string; input?: string; methods?: string[] },
): Promise<string> {
  const response = await request.post(`${apiUrl()}/ampep/jobs`, {
    data: { input: exampleFasta, methods: ['ampep', 'rfampep30', 'mic'], ...body },
  });
  if (response.status() !== 201)
    throw new Error(`submit: ${response.status()} ${await response.text()}`);
  return (await response.json()).data.id;
}

export async function waitForJob(request: APIRequestContext, id: string, timeoutMs = 50_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const job = (await (await request.get(`${apiUrl()}/jobs/${id}?pageSize=1`)).json()).data;
    if (job.status === 'finished' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`job ${id} did not end in ${timeoutMs} ms`);
}

/** RFC 4180 lines to cells (the API's CSV: quoted fields may hold commas). */
export { parseCsv } from '@peptox/tool-schema';

/**
 * Opens a job's page and waits for its results: their code is a chunk of its own, loaded after
 * the page, which a busy machine takes longer than an assertion's ten seconds to fetch and run.
 */
export async function openResults(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible({ timeout: 45_000 });
}
