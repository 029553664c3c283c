/**
 * The smoke test of a deployed tool: the site's configuration, the tool's manifest and files, its
 * module loaded in Chromium by the shell's own Module Federation runtime, and for a prediction
 * tool its example run as a job on the site's API, the result against the published columns.
 */

import { findTool, remoteName, type ToolInfo } from '@peptox/tool-contract/catalogue';
import { parseSiteConfig } from '@peptox/tool-contract/site-config';
import { chromium } from '@playwright/test';
import { CHROMIUM, chromiumArgs } from '../support/chromium.ts';
import { type Finding, fail, pass } from './findings.ts';
import { checkFiles, checkManifest, type FileAnswer, manifestFiles } from './manifest-checks.ts';
import { checkModule, type ModuleShape } from './module-checks.ts';
import { checkResult, type Description, type JobOutput, readDescription } from './result-checks.ts';

export interface SmokeOptions {
  /** How long to wait for the example's job to end. */
  jobTimeoutMs?: number;
  /** Each finding as it is made (the CLI prints them as they come). */
  onFinding?: (finding: Finding) => void;
}

const FETCH_TIMEOUT_MS = 15_000;
const JOB_POLL_MS = 1000;
const SHELL_TIMEOUT_MS = 30_000;

class Stop extends Error {}

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The API's envelope: `{ status: 1, data }`, or `{ status: 0, message: { field: [text] } }`. */
function envelopeData(body: unknown): unknown {
  return (body as { data?: unknown })?.data;
}
function envelopeMessage(body: unknown): string {
  const message = (body as { message?: Record<string, string[]> })?.message;
  if (!message || typeof message !== 'object') return String(body).slice(0, 200);
  return Object.entries(message)
    .map(([field, texts]) => `${field}: ${[texts].flat().join(' ')}`)
    .join('; ');
}

async function fetchFile(url: string): Promise<FileAnswer> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    await response.arrayBuffer();
    return { url, status: response.status };
  } catch (error) {
    return { url, status: null, error: reason(error) };
  }
}

/**
 * Runs in the site's page: loads `<remote>/tool` through the shell's federation instance (with the
 * shell's runtime plugins: retry, and the fallback that turns a failure into a marker), as the
 * shell's router does, and describes it; then loads each route's lazy page. A string, so that no
 * helper of the TypeScript loader ends up in code that runs in the browser.
 */
const describeModuleInPage = `async ({ remote }) => {
  const instance = globalThis.__FEDERATION__.__INSTANCES__.find((i) => i.options.name === 'shell');
  let exports;
  try {
    exports = await instance.loadRemote(remote + '/tool');
  } catch (error) {
    return { shape: { loaded: false, reason: String(error && error.message ? error.message : error) }, example: null };
  }
  if (exports == null) return { shape: { loaded: false, reason: 'the remote gave no module' }, example: null };
  if (exports.unavailable === true) return { shape: { loaded: false, reason: exports.reason }, example: null };
  const module = exports.default ?? exports.tool ?? exports;
  const describe = async (route) => {
    let page = !!(route.Component || route.element);
    let loadError = null;
    const lazy = typeof route.lazy === 'function' || (!!route.lazy && typeof route.lazy === 'object');
    try {
      if (typeof route.lazy === 'function') {
        const loaded = await route.lazy();
        page = page || !!(loaded && (loaded.Component || loaded.element));
      } else if (lazy) {
        const parts = await Promise.all(Object.values(route.lazy).map((part) => part()));
        page = page || !!(route.lazy.Component || route.lazy.element) && parts.length > 0;
      }
    } catch (error) {
      loadError = String(error && error.message ? error.message : error);
      page = true;
    }
    const children = Array.isArray(route.children) ? await Promise.all(route.children.map(describe)) : [];
    return { path: typeof route.path === 'string' ? route.path : null, lazy, page, loadError, children };
  };
  const header = module.Header == null ? 'missing' : typeof module.Header;
  return {
    shape: {
      loaded: true,
      id: module.id ?? null,
      name: module.name ?? null,
      navigation: module.navigation ?? null,
      header,
      routes: Array.isArray(module.routes) ? await Promise.all(module.routes.map(describe)) : null,
    },
    example: module.definition && typeof module.definition.example === 'string' ? module.definition.example : null,
  };
}`;

/** The tool's module as the shell on the deployed site loads it, and the example its form offers. */
async function loadModule(
  siteUrl: string,
  tool: ToolInfo,
): Promise<{ shape: ModuleShape; example: string | null }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const failedRequests: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400)
        failedRequests.push(`${response.url()} answered ${response.status()}`);
    });
    page.on('requestfailed', (request) => {
      failedRequests.push(
        `${request.url()} failed (${request.failure()?.errorText ?? 'no answer'})`,
      );
    });
    page.on('pageerror', (error) => failedRequests.push(`the page threw '${error.message}'`));
    await page.goto(new URL('/', siteUrl).href);
    const remote = remoteName(tool.id);
    // The shell registers the remotes once its configuration is resolved.
    const registered = page.waitForFunction(
      (name) => {
        type Instance = { options: { name: string; remotes: { name: string }[] } };
        const instances = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Instance[] } })
          .__FEDERATION__?.__INSTANCES__;
        const shell = instances?.find((i) => i.options.name === 'shell');
        return !!shell?.options.remotes.some((r) => r.name === name);
      },
      remote,
      { timeout: SHELL_TIMEOUT_MS },
    );
    if (
      !(await registered.then(
        () => true,
        () => false,
      ))
    ) {
      const seen = failedRequests.length > 0 ? ` (${failedRequests.join('; ')})` : '';
      const reason = `the site's shell did not register the remote '${remote}' within ${SHELL_TIMEOUT_MS / 1000} s${seen}.`;
      return { shape: { loaded: false, reason }, example: null };
    }
    const result = (await page.evaluate(
      `(${describeModuleInPage})(${JSON.stringify({ remote })})`,
    )) as {
      shape: ModuleShape;
      example: string | null;
    };
    if (!result.shape.loaded) {
      // The runtime's messages run over several lines of hints; the first says what failed.
      const first = result.shape.reason.split('\n', 1)[0] as string;
      const seen = failedRequests.length > 0 ? ` (${failedRequests.join('; ')})` : '';
      result.shape.reason = `${first}${seen}`;
    }
    return result;
  } finally {
    await browser.close();
  }
}

interface Job {
  id: string;
  status: string;
  error: string | null;
  modelVersions?: { model?: string; version?: string }[];
  result: (Omit<JobOutput, 'csvHeaders'> & { total: number }) | null;
}

/** Submits the example as the form does, waits for the job to end, and reads its tables. */
async function runExample(
  apiBaseUrl: string,
  tool: ToolInfo,
  description: Description,
  example: string,
  timeoutMs: number,
  report: (finding: Finding) => void,
): Promise<JobOutput & { methods: string[] }> {
  const api = apiBaseUrl.replace(/\/$/, '');
  const methods = description.methods.map((method) => method.id);
  const submitted = await fetch(`${api}/${encodeURIComponent(tool.id)}/jobs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      input: example,
      methods,
      description: 'Smoke test of a deploy',
    }),
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  const submittedBody = await submitted.json().catch(() => null);
  if (submitted.status !== 201) {
    report(
      fail(
        `The API refused ${tool.name}'s example (POST ${api}/${tool.id}/jobs answered ${submitted.status}: ${envelopeMessage(submittedBody)}).`,
      ),
    );
    throw new Stop();
  }
  const { id } = envelopeData(submittedBody) as { id: string };
  const started = Date.now();
  let job: Job | null = null;
  while (Date.now() - started < timeoutMs) {
    const { status, body } = await getJson(`${api}/jobs/${id}?pageSize=1000`);
    if (status !== 200) {
      report(fail(`Reading ${tool.name}'s job ${id} failed: GET /jobs/${id} answered ${status}.`));
      throw new Stop();
    }
    job = envelopeData(body) as Job;
    if (job.status === 'finished' || job.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!job || (job.status !== 'finished' && job.status !== 'failed')) {
    report(
      fail(
        `${tool.name}'s example job ${id} was still ${job?.status ?? 'unread'} after ${Math.round(timeoutMs / 1000)} s: is a worker for ${tool.id} running?`,
      ),
    );
    throw new Stop();
  }
  if (job.status === 'failed' || !job.result) {
    report(
      fail(`${tool.name}'s example job ${id} failed: ${job.error ?? 'the service gave no reason'}`),
    );
    throw new Stop();
  }
  // Which model versions answered: what a team rolling a new model wants to see.
  const versions = (Array.isArray(job.modelVersions) ? job.modelVersions : [])
    .map((v) => [v?.model, v?.version].filter(Boolean).join(' '))
    .filter(Boolean);
  const by = versions.length > 0 ? ` (models: ${versions.join(', ')})` : '';
  report(pass(`${tool.name}'s example ran as job ${id} and finished within ${seconds} s${by}.`));
  const csvHeaders: Record<string, string[]> = {};
  for (const table of job.result.tables) {
    const response = await fetch(`${api}/jobs/${id}/results/${encodeURIComponent(table.id)}.csv`, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      report(fail(`The CSV of the job's table '${table.id}' answered ${response.status}.`));
      continue;
    }
    const header = (text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '').split(',');
    csvHeaders[table.id] = header.filter((key) => key !== 'models');
  }
  return { ...job.result, csvHeaders, methods };
}

/** Runs every check of the tool on the site; each finding goes to `onFinding` and into the list. */
export async function smokeTest(
  siteUrl: string,
  toolId: string,
  { jobTimeoutMs = 120_000, onFinding = () => {} }: SmokeOptions = {},
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const report = (finding: Finding) => {
    findings.push(finding);
    onFinding(finding);
  };
  const reportAll = (list: Finding[]) => {
    for (const finding of list) report(finding);
  };
  const tool = findTool(toolId);
  if (!tool) {
    report(fail(`'${toolId}' is not a PepTox tool (the catalogue of @peptox/tool-contract).`));
    return findings;
  }
  try {
    // 1. The runtime configuration, read as the shell reads it.
    const configUrl = new URL('/config.json', siteUrl).href;
    let configBody: unknown;
    try {
      const { status, body } = await getJson(configUrl);
      if (status !== 200) {
        report(fail(`The site's configuration ${configUrl} answered ${status}.`));
        throw new Stop();
      }
      configBody = body;
    } catch (error) {
      if (error instanceof Stop) throw error;
      report(fail(`The site's configuration ${configUrl} could not be read (${reason(error)}).`));
      throw new Stop();
    }
    const { config, problem } = parseSiteConfig(configBody);
    if (problem) report(fail(`The site's configuration ${configUrl}: ${problem}.`));
    const configured = config.remotes[tool.id];
    if (!configured) {
      report(
        fail(
          `The site's configuration names no remote for '${tool.id}': the site shows ${tool.name} as unavailable.`,
        ),
      );
      throw new Stop();
    }
    const manifestUrl = new URL(configured, configUrl).href;
    report(pass(`The site's configuration names ${tool.name}'s remote at ${manifestUrl}.`));

    // 2. The manifest and every file it lists.
    let manifest: unknown;
    try {
      const { status, body } = await getJson(manifestUrl);
      if (status !== 200) {
        report(fail(`The remote's manifest at ${manifestUrl} answered ${status}.`));
        throw new Stop();
      }
      manifest = body;
    } catch (error) {
      if (error instanceof Stop) throw error;
      report(fail(`The remote's manifest at ${manifestUrl} could not be read (${reason(error)}).`));
      throw new Stop();
    }
    const manifestFindings = checkManifest(tool, manifestUrl, manifest);
    reportAll(manifestFindings);
    if (manifestFindings.some((finding) => !finding.ok)) throw new Stop();
    const files = manifestFiles(manifestUrl, manifest as object);
    reportAll(checkFiles(manifestUrl, await Promise.all(files.map(fetchFile))));

    // 3. The module, loaded in the site's page by the shell's runtime.
    const { shape, example } = await loadModule(siteUrl, tool);
    reportAll(checkModule(tool, shape));
    // The example to run comes from the module's definition (what the tool's form offers).
    if (tool.kind === 'docking' || !shape.loaded) return findings;

    // 4. The published description, and the example as a job.
    // An address relative to the site (/api/v1) is the API behind the site's own origin.
    const api = new URL(config.apiBaseUrl, siteUrl).href.replace(/\/$/, '');
    const { status, body } = await getJson(`${api}/tools/${encodeURIComponent(tool.id)}`).catch(
      (error) => {
        report(fail(`The site's API at ${api} could not be reached (${reason(error)}).`));
        throw new Stop();
      },
    );
    if (status !== 200) {
      report(
        fail(
          `The API at ${api} does not describe ${tool.name}: GET /tools/${tool.id} answered ${status} (${envelopeMessage(body)})${status === 404 ? `; has a worker for ${tool.id} started and published it?` : '.'}`,
        ),
      );
      throw new Stop();
    }
    const { description, findings: descriptionFindings } = readDescription(
      tool,
      envelopeData(body),
    );
    reportAll(descriptionFindings);
    if (!description) throw new Stop();
    // The service says whether a worker that runs the tool is alive; without one, jobs wait.
    if ((envelopeData(body) as { available?: unknown }).available === false) {
      report(
        fail(
          `No worker runs ${tool.name} now (GET /tools/${tool.id} says available: false): its jobs wait in the queue. Start its worker (TOOLS=${tool.id}) and run the smoke test again.`,
        ),
      );
      throw new Stop();
    }
    const input = example ?? (description as { example?: unknown }).example;
    if (typeof input !== 'string' || input.trim() === '') {
      report(
        fail(`${tool.name} offers no example input (its module's definition.example) to submit.`),
      );
      throw new Stop();
    }
    const output = await runExample(api, tool, description, input, jobTimeoutMs, report);
    reportAll(checkResult(tool, description, output.methods, output));
  } catch (error) {
    if (!(error instanceof Stop)) report(fail(`The smoke test stopped: ${reason(error)}`));
  }
  return findings;
}
