// What the command-line tests share (vitest only): `pnpm predict` started as a child process, input
// files in a temporary folder, and the evidence columns every method adds.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const packageDir = fileURLToPath(new URL('..', import.meta.url));
/** The folder of the test's input files, removed after the file's tests. */
export const dir = mkdtempSync(join(tmpdir(), 'peptox-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI (src/cli.ts) with the arguments, from the package's folder. */
export function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: packageDir,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Writes an input file into the folder and gives its path. */
export function fasta(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Each method's evidence: the row's own measured value, the nearest measured record, the domain. */
export const evidence = (method: string, measured: string) => [
  measured,
  ...['nearest_id', 'nearest_similarity', 'nearest_measured', 'in_domain'].map(
    (c) => `${method}_${c}`,
  ),
];
