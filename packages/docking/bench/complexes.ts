// The benchmark complexes: a folder of folders, each with receptor.pdbqt, ligand-xray.pdbqt, box.json
// and (where given) ligand-random-start.pdbqt, as in ../shared/data/docking.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Box } from '../src/index.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface Complex {
  name: string;
  dir: string;
  receptor: string;
  xray: string;
  /** The input of a redocking: the randomised start, or the crystal ligand where none is given. */
  start: string;
  startFile: string;
  box: Box;
}

/** The folder named on the command line, or $PEPTOX_DATA/docking, or ../shared/data/docking. */
export function complexesFolder(argument: string | undefined): string {
  const dir =
    argument ?? join(process.env.PEPTOX_DATA ?? resolve(repoRoot, '../shared/data'), 'docking');
  if (!existsSync(dir))
    throw new Error(`No docking complexes at ${dir}; name a folder or set PEPTOX_DATA`);
  return dir;
}

/** Heavy atoms of a PDBQT ligand: the benchmark runs small ligands first. */
const heavyAtoms = (pdbqt: string): number =>
  pdbqt.split('\n').filter((l) => /^(ATOM|HETATM)/.test(l) && !/\sH[DS]?\s*$/.test(l)).length;

export function readComplexes(folder: string, only?: string[]): Complex[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(folder, e.name, 'box.json')))
    .filter((e) => !only || only.includes(e.name))
    .map((e) => {
      const dir = join(folder, e.name);
      const random = join(dir, 'ligand-random-start.pdbqt');
      const startFile = existsSync(random) ? random : join(dir, 'ligand-xray.pdbqt');
      const box = JSON.parse(readFileSync(join(dir, 'box.json'), 'utf8')) as Box;
      return {
        name: e.name,
        dir,
        receptor: readFileSync(join(dir, 'receptor.pdbqt'), 'utf8'),
        xray: readFileSync(join(dir, 'ligand-xray.pdbqt'), 'utf8'),
        start: readFileSync(startFile, 'utf8'),
        startFile,
        box: { center: box.center, size: box.size },
      };
    })
    .sort((a, b) => heavyAtoms(a.xray) - heavyAtoms(b.xray) || a.name.localeCompare(b.name));
}

/** Runs Debian's vina with the box's arguments; resolves with its standard output. */
export function runVina(c: Complex, ligandFile: string, extra: string[]): Promise<string> {
  const args = [
    '--receptor',
    join(c.dir, 'receptor.pdbqt'),
    '--ligand',
    ligandFile,
    ...['x', 'y', 'z'].flatMap((axis, i) => [`--center_${axis}`, String(c.box.center[i])]),
    ...['x', 'y', 'z'].flatMap((axis, i) => [`--size_${axis}`, String(c.box.size[i])]),
    ...extra,
  ];
  return new Promise((resolvePromise, reject) => {
    execFile('vina', args, { maxBuffer: 1 << 24 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`vina failed on ${c.name}: ${stderr || error.message}`));
      else resolvePromise(stdout);
    });
  });
}

/** The value of "Estimated Free Energy of Binding" in vina's output. */
export function vinaAffinity(stdout: string): number {
  const match = stdout.match(/Estimated Free Energy of Binding\s*:\s*(-?[\d.]+)/);
  if (!match) throw new Error(`no affinity in vina's output:\n${stdout}`);
  return Number(match[1]);
}

export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

/** Reads `--name value` options (`--flag` alone is '') and the positional arguments. */
export function parseArgs(argv: string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const next = argv[i + 1];
    if (!a.startsWith('--')) positional.push(a);
    else if (next === undefined || next.startsWith('--')) options.set(a.slice(2), '');
    else {
      options.set(a.slice(2), next);
      i++;
    }
  }
  return { positional, options };
}
