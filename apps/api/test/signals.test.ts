import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, expect, it } from 'vitest';
import { tempFolder } from './helpers.ts';
import { apiDir } from './support/processes.ts';

// `pnpm --dir apps/api start` as an operator runs it: a signal to pnpm must reach the server
// (the start script execs node), or the server would run on as an orphan.
const folder = tempFolder();
const leftovers: number[] = [];
afterAll(() => {
  for (const pid of leftovers) if (alive(pid)) process.kill(pid, 'SIGKILL');
  folder.remove();
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** pnpm as the test command runs it (npm_execpath), else from PATH. */
function pnpm(args: string[]) {
  const env = {
    ...process.env,
    PORT: '0',
    WORKERS: '1',
    LOG_LEVEL: 'info',
    DATABASE_URL: `sqlite:${folder.dir}/signals.sqlite`,
  };
  const execPath = process.env.npm_execpath;
  return execPath && /pnpm/.test(execPath)
    ? spawn(process.execPath, [execPath, ...args], { env })
    : spawn('pnpm', args, { env });
}

for (const [script, ready] of [
  ['start', 'PepTox API ready'],
  ['worker', 'PepTox worker ready'],
] as const) {
  it(`SIGTERM to pnpm's ${script} stops the ${script === 'start' ? 'server' : 'worker'} it started`, async () => {
    const child = pnpm(['--dir', apiDir, script]);
    const server = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`pnpm exited with ${code} before ready`)));
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (!line.includes(ready)) return;
        resolve((JSON.parse(line) as { pid: number }).pid);
      });
    });
    leftovers.push(server);
    expect(server).not.toBe(child.pid);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    // The server stops gracefully (no job runs): give it a moment, then it must be gone.
    for (let i = 0; i < 100 && alive(server); i++) await new Promise((r) => setTimeout(r, 100));
    expect(alive(server)).toBe(false);
  });
}
