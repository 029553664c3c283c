import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/** One line of a process's JSON log (pino). */
export interface LogLine {
  msg?: string;
  url?: string;
  job?: string;
  pid?: number;
  [key: string]: unknown;
}

export interface ServiceProcess {
  child: ChildProcess;
  /** The API's base URL (…/api/v1); for a worker process, its health server's (HEALTH_PORT) or empty. */
  base: string;
  logs: LogLine[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

const children = new Set<ChildProcess>();

/** Kills every process these helpers started that is still running (for afterAll). */
export function killAll(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * The API (`src/main.ts`) or a worker process (`src/worker-main.ts`) as its own process, as
 * `pnpm start` runs it; resolves once its log says it is ready.
 */
export function startProcess(
  env: Record<string, string>,
  script: 'src/main.ts' | 'src/worker-main.ts' = 'src/main.ts',
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: '0',
      WORKERS: '1',
      INSTANT_THREADS: '0',
      RATE_LIMIT: '0',
      RATE_LIMIT_READS: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const logs: LogLine[] = [];
  return new Promise((resolve, reject) => {
    exited.then((code) =>
      reject(new Error(`${script} exited with code ${code} before it was ready`)),
    );
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      let entry: LogLine;
      try {
        entry = JSON.parse(line) as LogLine;
      } catch {
        return;
      }
      logs.push(entry);
      if (entry.msg === 'PepTox API ready' && entry.url) {
        resolve({ child, base: entry.url, logs, exited });
      }
      if (entry.msg === 'PepTox worker ready') {
        resolve({
          child,
          base: typeof entry.health === 'string' ? entry.health : '',
          logs,
          exited,
        });
      }
    });
  });
}

/** Sends a signal and waits for the process to end; resolves with its exit code. */
export async function stopProcess(
  process: ServiceProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<number | null> {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return process.exited;
  process.child.kill(signal);
  return process.exited;
}
