import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, it } from 'vitest';
import { tempFolder } from './helpers.ts';
import { apiDir } from './support/processes.ts';

// The API process holds no tool's code: an API process (WORKERS=0, beside worker processes)
// never loads a predictor package, the kit, the learners or a model. (In the embedded default
// its worker threads load them; module hooks apply to those threads too, so that case cannot be
// told apart here: the threads' modules, src/jobs/worker.ts and src/instant/worker.ts, are the
// only files of the API that import predictor code.)
const folder = tempFolder();
afterAll(() => folder.remove());

async function modulesLoadedBy(env: Record<string, string>): Promise<string[]> {
  const record = join(folder.dir, `imports-${env.WORKERS}.txt`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './test/support/record-imports-register.mjs', 'src/main.ts'],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: '0',
        INSTANT_THREADS: '0',
        LOG_LEVEL: 'info',
        DATABASE_URL: `sqlite:${join(folder.dir, `api-${env.WORKERS}.sqlite`)}`,
        RECORD_IMPORTS: record,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const base = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API exited with code ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.includes('PepTox API ready')) resolve(JSON.parse(line).url);
    });
  });
  // Serve a request of each kind that reads tools: the routes must not pull in predictor code.
  await fetch(`${base}/tools`);
  await fetch(`${base}/tools/ampep`);
  child.kill('SIGKILL');
  return readFileSync(record, 'utf8').split('\n').filter(Boolean);
}

const toolCode = /\/packages\/(predictor-[^/]+|predictors|ml|evidence|gcn|compound-regression)\//;

it('an API process (WORKERS=0) loads no predictor code while it serves the tools', async () => {
  const modules = await modulesLoadedBy({ WORKERS: '0' });
  // The recording works: the process's own modules are in the list.
  expect(modules.some((url) => url.endsWith('/apps/api/src/server.ts'))).toBe(true);
  expect(modules.some((url) => url.endsWith('/apps/api/src/routes/tools.ts'))).toBe(true);
  expect(modules.filter((url) => toolCode.test(url))).toEqual([]);
}, 120_000);

it("imports predictor code only in the worker threads' modules", () => {
  const sources = readdirSync(join(apiDir, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mjs)$/.test(file))
    .filter((file) =>
      /from '@peptox\/(predictor|predictors|ml|evidence|gcn)/.test(
        readFileSync(join(apiDir, 'src', file), 'utf8'),
      ),
    );
  expect(sources.sort()).toEqual(['instant/worker.ts', 'jobs/predict-job.ts', 'jobs/worker.ts']);
});
