/**
 * `pnpm start` (after the build): the job service on :8000 and the built site on :3000 in one
 * command. Ctrl-C stops both; if one of them stops, the other is stopped too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function run(name: string, script: string, cwd: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: process.env,
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
const children: ChildProcess[] = [];

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (alive.length === 0) process.exit(code);
  let left = alive.length;
  for (const child of alive) {
    child.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    child.kill('SIGTERM');
  }
  // Running jobs get the API's grace period; after that, stop regardless.
  setTimeout(() => process.exit(code), 20_000).unref();
}

children.push(run('The job service', 'src/main.ts', `${root}apps/api`));
children.push(run('The site', `${root}scripts/serve-site.ts`, root));
console.log(
  `PepTox: site on http://localhost:${process.env.PORT_SITE ?? 3000}, API on http://localhost:${process.env.PORT ?? 8000}/api/v1 (Ctrl-C stops both)`,
);

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
