// Preparation with Debian's Open Babel (Node only): receptor PDB -> rigid PDBQT (-xr), ligand
// SMILES / SDF / MOL2 -> PDBQT with hydrogens at pH 7.4 (3-D built with --gen3d where the input has
// none; protonation is its own call, since -p is ignored together with --gen3d in Open Babel
// 3.1.1). PDBQT is taken as it is. Every problem is an InputError naming the file and line.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InputError } from './errors.ts';
import { readLigandPdbqt, readReceptorPdbqt } from './pdbqt.ts';

export type LigandFormat = 'smi' | 'sdf' | 'mol2' | 'pdbqt';

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

const ATOM_RECORD = /^(ATOM {2}|HETATM)/;

/** Checks the ATOM/HETATM records of a PDB file, naming the first bad line. */
function checkPdb(text: string, file: string): void {
  let atoms = 0;
  text.split(/\r?\n/).forEach((l, i) => {
    if (!ATOM_RECORD.test(l)) return;
    const fields = [l.slice(30, 38), l.slice(38, 46), l.slice(46, 54)];
    if (l.length < 54 || fields.some((f) => f.trim() === '' || !Number.isFinite(Number(f)))) {
      throw new InputError(
        `${file} line ${i + 1}: the atom record has no coordinates in columns 31-54.`,
        file,
        i + 1,
      );
    }
    atoms++;
  });
  if (atoms === 0) {
    throw new InputError(`${file}: no ATOM or HETATM records; is it a PDB file?`, file, 1);
  }
}

/** A receptor as rigid PDBQT: PDBQT is read as it is, PDB converted by Open Babel. */
export async function prepareReceptor(text: string, file: string): Promise<string> {
  const looksPdbqt =
    file.toLowerCase().endsWith('.pdbqt') ||
    text
      .split(/\r?\n/)
      .some(
        (l) =>
          ATOM_RECORD.test(l) &&
          l.slice(77, 79).trim() !== '' &&
          /^\s*[-+]?\d/.test(l.slice(68, 76)),
      );
  if (looksPdbqt) {
    readReceptorPdbqt(text, file);
    return text;
  }
  checkPdb(text, file);
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

/** Splits a multi-record file at record starts, keeping each record's first line number. */
function records(
  text: string,
  starts: (line: string) => boolean,
  ends?: (line: string) => boolean,
) {
  const lines = text.split(/\r?\n/);
  const out: { text: string; line: number }[] = [];
  let current: string[] = [];
  let first = 1;
  lines.forEach((l, i) => {
    if (starts(l) && current.some((c) => c.trim())) {
      out.push({ text: `${current.join('\n')}\n`, line: first });
      current = [];
    }
    if (current.length === 0) first = i + 1;
    current.push(l);
    if (ends?.(l)) {
      out.push({ text: `${current.join('\n')}\n`, line: first });
      current = [];
    }
  });
  if (current.some((c) => c.trim())) out.push({ text: `${current.join('\n')}\n`, line: first });
  return out;
}

export function formatOf(file: string): LigandFormat | null {
  const ext = file.toLowerCase().split('.').pop();
  if (ext === 'smi' || ext === 'smiles' || ext === 'txt') return 'smi';
  if (ext === 'sdf' || ext === 'mol' || ext === 'sd') return 'sdf';
  if (ext === 'mol2') return 'mol2';
  if (ext === 'pdbqt') return 'pdbqt';
  return null;
}

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

/** Every molecule of a ligand file as PDBQT, ready to dock. */
export async function prepareLigands(
  text: string,
  file: string,
  format: LigandFormat | null = formatOf(file),
): Promise<PreparedLigand[]> {
  if (!format) {
    throw new InputError(`${file}: give ligands as SMILES, SDF, MOL2 or PDBQT.`, file);
  }
  const prepared: PreparedLigand[] = [];
  if (format === 'pdbqt') {
    for (const r of records(text, (l) => l.startsWith('MODEL'))) {
      readLigandPdbqt(r.text, file);
      prepared.push({ name: `${file} line ${r.line}`, pdbqt: r.text, file, line: r.line });
    }
  } else if (format === 'smi') {
    for (const [i, raw] of text.split(/\r?\n/).entries()) {
      const l = raw.trim();
      if (!l || l.startsWith('#')) continue;
      const [smiles, ...name] = l.split(/\s+/);
      const where = `${file} line ${i + 1}`;
      const pdbqt = await toPdbqt(`${smiles}\n`, 'smi', where, file, i + 1);
      prepared.push({ name: name.join(' ') || where, pdbqt, file, line: i + 1 });
    }
  } else {
    const split =
      format === 'sdf'
        ? records(
            text,
            () => false,
            (l) => l.startsWith('$$$$'),
          )
        : records(text, (l) => l.startsWith('@<TRIPOS>MOLECULE'));
    for (const r of split.filter((s) => s.text.trim() && s.text.trim() !== '$$$$')) {
      const title = r.text.split('\n')[format === 'sdf' ? 0 : 1]?.trim();
      const where = `${file} line ${r.line}`;
      const pdbqt = await toPdbqt(r.text, format, where, file, r.line);
      prepared.push({ name: title || where, pdbqt, file, line: r.line });
    }
  }
  if (prepared.length === 0) throw new InputError(`${file}: no molecule in it.`, file);
  for (const p of prepared) readLigandPdbqt(p.pdbqt, p.file);
  return prepared;
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
