/**
 * Instant answers in the browser or on the server? (a command, not a test):
 * `pnpm --filter @peptox/e2e bench:models`. Prints what computing the peptide tools' answers in
 * the browser would cost before its first answer: the model and evidence files' size (raw and
 * gzip, as a site would send them) and the time Chromium takes to fetch and parse them from a
 * local server (a lower bound: no network, no predictor code), then the CPU time of predicting
 * 10 peptides with every peptide model and its evidence in V8 (Node, the engine Chromium runs).
 * The server's side is `pnpm --filter @peptox/api bench:instant`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, chromiumArgs } from '../support/chromium.ts';
import { repoRoot } from '../support/paths.ts';

const folders = ['predictor-ampep', 'predictor-acpep', 'predictor-hemopep'].map((p) =>
  join(repoRoot, 'packages', p, 'models'),
);
const files = folders.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.card.json'))
    .map((f) => join(dir, f)),
);
let raw = 0;
let gzip = 0;
for (const file of files) {
  const bytes = readFileSync(file);
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 6 }).length;
}
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `The peptide tools' models and evidence files: ${files.length} files, ${mb(raw)} (${mb(gzip)} gzip)`,
);

const server = createServer((request, response) => {
  const file = files[Number(request.url?.slice(1))];
  if (!file) {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>m</title>');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs });
try {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    times.push(
      await page.evaluate(async (count) => {
        const start = performance.now();
        await Promise.all(
          Array.from({ length: count }, async (_, i) =>
            JSON.parse(await (await fetch(`/${i}`)).text()),
          ),
        );
        return performance.now() - start;
      }, files.length),
    );
    await context.close();
  }
  times.sort((a, b) => a - b);
  console.log(
    `Chromium, fetching and parsing them from a local server (cold, 5 runs): median ${times[2]?.toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')})`,
  );
} finally {
  await browser.close();
  server.close();
}

// The compute: loading the models and evidence, then 10 peptides with every model and evidence.
const { readyPredictor } = await import('@peptox/predictors');
const loadStart = process.cpuUsage();
const profile = await readyPredictor('profile');
const load = process.cpuUsage(loadStart);
if (!profile) throw new Error('no profile predictor');
const records = Array.from({ length: 10 }, (_, i) => ({
  id: `p${i}`,
  text: 'GIGKFLHSAKKFGKAFVGEIMNSKWKLFKK'.slice(0, 12 + 2 * i),
}));
const methods = profile.methods.map((m) => m.id);
const runs: number[] = [];
for (let i = 0; i < 20; i++) {
  const cpu = process.cpuUsage();
  await profile.predict(records, methods);
  const used = process.cpuUsage(cpu);
  runs.push((used.user + used.system) / 1000);
}
runs.sort((a, b) => a - b);
console.log(
  `V8 (Node): loading every peptide model and its evidence ${((load.user + load.system) / 1000).toFixed(0)} ms CPU (warm-up included); 10 peptides, every model with its evidence: median ${runs[10]?.toFixed(1)} ms CPU`,
);
