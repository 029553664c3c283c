// The tests call Debian's vina and obabel as the reference and the preparation; on a fresh CI
// machine (root), they are installed with apt-get, as the end-to-end tests install Chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureProgram(path: string, debianPackage: string): void {
  if (existsSync(path)) return;
  if (process.getuid?.() === 0) {
    execSync(
      `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${debianPackage}`,
      {
        stdio: 'inherit',
      },
    );
    if (existsSync(path)) return;
  }
  throw new Error(
    `No ${path}: install Debian's ${debianPackage} (apt-get install ${debianPackage}).`,
  );
}

export const dataFolder = (): string => {
  const dir = `${process.env.PEPTOX_DATA ?? new URL('../../../../shared/data', import.meta.url).pathname}/docking`;
  if (!existsSync(dir)) throw new Error(`No docking complexes at ${dir}; set PEPTOX_DATA`);
  return dir;
};
