// Preparation with Debian's Open Babel (Node only): receptor PDB -> rigid PDBQT (-xr), ligand
// SMILES / SDF / MOL2 -> PDBQT with hydrogens at pH 7.4 (3-D built with --gen3d where the input has
// none; protonation is its own call, since -p is ignored together with --gen3d in Open Babel
// 3.1.1). PDBQT is taken as it is. Every problem is an InputError naming the file and line.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  formatOfName,
  isProblem,
  type LigandFormat,
  type LigandRecord,
  ligandFormatOf,
  ligandRecords,
  looksLikePdbqt,
  readAtoms,
} from '@peptox/docking-input';
import { InputError } from './errors.ts';
import { readLigandPdbqt, readReceptorPdbqt } from './pdbqt.ts';

export type { LigandFormat } from '@peptox/docking-input';

export interface PreparedLigand {
  /** The molecule's name (from the file, or "<file> line <n>"). */
  name: string;
  pdbqt: string;
  /** Where the molecule starts in the input. */
  file: string;
  line: number;
}

const OBABEL_TIMEOUT_MS = 120_000;
export const PROTONATION_PH = 7.4;

interface ObabelOutput {
  stdout: string;
  stderr: string;
}

/** Runs obabel with an argument list (never a shell string) and text on standard input. */
export function runObabel(args: string[], input = ''): Promise<ObabelOutput> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'obabel',
      args,
      { timeout: OBABEL_TIMEOUT_MS, maxBuffer: 1 << 26 },
      (error, stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
          reject(new Error('Open Babel is not installed (apt-get install openbabel).'));
        } else if (error?.killed) {
          reject(new Error(`Open Babel did not finish within ${OBABEL_TIMEOUT_MS / 1000} s.`));
        } else resolve({ stdout, stderr });
      },
    );
    // Open Babel may exit before it reads its input (it was given a file, or refused early): the
    // pipe's EPIPE is then no failure of its own, and unhandled it would end the whole thread.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(input);
  });
}

/** Open Babel's own complaint, without its banner lines, for a message. */
function obabelProblem(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('===') && !/molecules? converted/.test(l));
  const useful = lines.filter((l) => !l.startsWith('*** Open Babel'));
  return useful.join(' ') || 'no output';
}

/** A receptor as rigid PDBQT: PDBQT is read as it is, PDB converted by Open Babel. */
export async function prepareReceptor(text: string, file: string): Promise<string> {
  if (file.toLowerCase().endsWith('.pdbqt') || looksLikePdbqt(text)) {
    readReceptorPdbqt(text, file);
    return text;
  }
  const atoms = readAtoms(text, file, 'pdb');
  if (isProblem(atoms)) throw new InputError(atoms.message, file, atoms.line ?? 1);
  const { stdout, stderr } = await runObabel(['-ipdb', '-xr', '-opdbqt'], text);
  if (!stdout.includes('ATOM')) {
    throw new InputError(
      `${file}: Open Babel could not read it (${obabelProblem(stderr)}).`,
      file,
      1,
    );
  }
  readReceptorPdbqt(stdout, file);
  return stdout;
}

/** A ligand file's format from its name (SMILES, SDF, MOL2 or PDBQT), or null. */
export const formatOf = ligandFormatOf;

/** Has the record 3-D coordinates (some z not zero)? */
const hasDepth = (record: string, format: 'sdf' | 'mol2'): boolean => {
  const lines = record.split('\n');
  if (format === 'sdf') {
    const counts = Number.parseInt(lines[3]?.slice(0, 3) ?? '', 10) || 0;
    return lines.slice(4, 4 + counts).some((l) => Math.abs(Number(l.slice(20, 30))) > 1e-4);
  }
  const start = lines.findIndex((l) => l.startsWith('@<TRIPOS>ATOM'));
  const atoms = lines.slice(start + 1).filter((l) => l.trim() && !l.startsWith('@'));
  return atoms.some((l) => Math.abs(Number(l.trim().split(/\s+/)[4])) > 1e-4);
};

async function toPdbqt(
  input: string,
  format: 'smi' | 'sdf' | 'mol2',
  where: string,
  file: string,
  line: number,
): Promise<string> {
  const fail = (what: string, stderr: string): never => {
    throw new InputError(
      `${where}: Open Babel could not ${what} (${obabelProblem(stderr)}).`,
      file,
      line,
    );
  };
  const threeD = format !== 'smi' && hasDepth(input, format);
  if (threeD) {
    const out = await runObabel([`-i${format}`, '-p', String(PROTONATION_PH), '-opdbqt'], input);
    if (!out.stdout.includes('ATOM')) fail('read this molecule', out.stderr);
    return out.stdout;
  }
  // Protonate first (as SMILES), then build 3-D coordinates.
  const protonated = await runObabel([`-i${format}`, '-p', String(PROTONATION_PH), '-osmi'], input);
  const smiles = protonated.stdout.split('\n')[0]?.split(/\s+/)[0] ?? '';
  if (!smiles) fail('read this molecule', protonated.stderr);
  const built = await runObabel(['-ismi', '--gen3d', '-opdbqt'], `${smiles}\n`);
  if (!built.stdout.includes('ATOM')) fail('build 3-D coordinates for it', built.stderr);
  return built.stdout;
}

/** A molecule of a ligand file that could not be prepared: where it is and why. */
export interface UnpreparedLigand {
  name: string;
  file: string;
  line: number;
  error: InputError;
}

/** One molecule of a ligand file as PDBQT, or an InputError naming the file and line. */
async function prepareRecord(
  record: LigandRecord,
  file: string,
  format: LigandFormat,
): Promise<PreparedLigand> {
  const where = `${file} line ${record.line}`;
  if (format === 'pdbqt') {
    readLigandPdbqt(record.text, where);
    return { name: where, pdbqt: record.text, file, line: record.line };
  }
  if (format === 'smi') {
    const [smiles, ...name] = record.text.split(/\s+/);
    const pdbqt = await toPdbqt(`${smiles}\n`, 'smi', where, file, record.line);
    readLigandPdbqt(pdbqt, where);
    return { name: name.join(' ') || where, pdbqt, file, line: record.line };
  }
  const title = record.text.split('\n')[format === 'sdf' ? 0 : 1]?.trim();
  const pdbqt = await toPdbqt(record.text, format, where, file, record.line);
  readLigandPdbqt(pdbqt, where);
  return { name: title || where, pdbqt, file, line: record.line };
}

/**
 * Every molecule of a ligand file, each prepared on its own: a molecule Open Babel cannot read
 * or embed is returned with its error (naming the file and line), and the others are prepared.
 */
export async function prepareEachLigand(
  text: string,
  file: string,
  format: LigandFormat | null = formatOf(file),
): Promise<(PreparedLigand | UnpreparedLigand)[]> {
  if (!format) {
    throw new InputError(`${file}: give ligands as SMILES, SDF, MOL2 or PDBQT.`, file);
  }
  const records = ligandRecords(text, format);
  if (records.length === 0) throw new InputError(`${file}: no molecule in it.`, file);
  const out: (PreparedLigand | UnpreparedLigand)[] = [];
  for (const record of records) {
    try {
      const prepared = await prepareRecord(record, file, format);
      // A PDBQT file of one molecule goes by the file's name.
      out.push(format === 'pdbqt' && records.length === 1 ? { ...prepared, name: file } : prepared);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      const name =
        format === 'smi'
          ? record.text.split(/\s+/).slice(1).join(' ')
          : record.text.split('\n')[format === 'sdf' ? 0 : 1]?.trim();
      out.push({ name: name || `${file} line ${record.line}`, file, line: record.line, error });
    }
  }
  return out;
}

/** Every molecule of a ligand file as PDBQT, ready to dock; the first that fails throws. */
export async function prepareLigands(
  text: string,
  file: string,
  format: LigandFormat | null = formatOf(file),
): Promise<PreparedLigand[]> {
  const prepared = await prepareEachLigand(text, file, format);
  return prepared.map((p) => {
    if ('error' in p) throw p.error;
    return p;
  });
}

/**
 * A ligand in a known pose (a reference for RMSD) as PDBQT with its coordinates: PDBQT as it is,
 * PDB, SDF or MOL2 converted by Open Babel (hydrogens as given: RMSD counts heavy atoms).
 */
export async function prepareReference(text: string, file: string): Promise<string> {
  const format = formatOfName(file) ?? (looksLikePdbqt(text) ? 'pdbqt' : null);
  if (format === 'pdbqt') {
    readLigandPdbqt(text, file);
    return text;
  }
  if (format !== 'pdb' && format !== 'sdf' && format !== 'mol2') {
    throw new InputError(`${file}: give the reference ligand as PDB, PDBQT, SDF or MOL2.`, file);
  }
  const { stdout, stderr } = await runObabel([`-i${format}`, '-opdbqt'], text);
  if (!stdout.includes('ATOM')) {
    throw new InputError(
      `${file}: Open Babel could not read it (${obabelProblem(stderr)}).`,
      file,
      1,
    );
  }
  readLigandPdbqt(stdout, file);
  return stdout;
}

/** Open Babel's version line ('Open Babel 3.1.1 -- …'), for a run's parameters. */
export async function obabelVersion(): Promise<string> {
  return (await runObabel(['-V'])).stdout.trim();
}

/**
 * Poses as SDF (for download): Open Babel converts the PDBQT models, one record per pose. The
 * models go through a file: from a pipe Open Babel 3.1.1 reads only the first.
 */
export async function posesToSdf(pdbqt: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'poses-'));
  const file = join(dir, 'poses.pdbqt');
  await writeFile(file, pdbqt);
  const { stdout, stderr } = await runObabel(['-ipdbqt', file, '-osdf']).finally(() =>
    rm(dir, { recursive: true, force: true }),
  );
  if (!stdout.includes('$$$$'))
    throw new Error(`Open Babel could not write SDF (${obabelProblem(stderr)}).`);
  return stdout;
}
