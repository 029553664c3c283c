// PDBQT: PDB atom records with a partial charge and an AutoDock atom type (columns 71-79), and for a
// ligand the torsion tree (ROOT ... ENDROOT, nested BRANCH a b ... ENDBRANCH a b, TORSDOF n).
import { InputError } from './errors.ts';

export interface PdbqtAtom {
  serial: number;
  name: string;
  resName: string;
  chain: string;
  resSeq: string;
  x: number;
  y: number;
  z: number;
  charge: number;
  /** AutoDock type: C, A, N, NA, OA, HD, SA, ... */
  adType: string;
  /** 1-based line in the file, for messages. */
  line: number;
}

/** A rotatable bond and the atoms it moves (those of this branch and of its sub-branches). */
export interface TorsionBranch {
  /** Index (into atoms) of the atom on the parent's side of the rotatable bond. */
  parent: number;
  /** Index of the first atom of this branch, on the moving side of the bond. */
  child: number;
  /** Indices of the atoms listed directly in this branch. */
  atoms: number[];
  branches: TorsionBranch[];
}

export interface PdbqtLigand {
  file: string;
  atoms: PdbqtAtom[];
  /** Indices of the root's atoms. */
  root: number[];
  branches: TorsionBranch[];
  torsdof: number;
  /** The file's lines of the model read, kept so that a pose is written back in the same shape. */
  lines: string[];
}

const ATOM_RECORD = /^(ATOM {2}|HETATM)/;

function parseAtom(text: string, file: string, line: number): PdbqtAtom {
  const where = `${file} line ${line}`;
  if (text.length < 54) throw new InputError(`${where}: the atom record is too short.`, file, line);
  const x = Number(text.slice(30, 38));
  const y = Number(text.slice(38, 46));
  const z = Number(text.slice(46, 54));
  if (![x, y, z].every(Number.isFinite) || text.slice(30, 54).trim().split(/\s+/).length < 3) {
    throw new InputError(`${where}: the coordinates (columns 31-54) are not numbers.`, file, line);
  }
  const adType = text.slice(77, 79).trim();
  if (!adType) {
    throw new InputError(
      `${where}: no AutoDock atom type in columns 78-79 (a PDB file, not PDBQT?).`,
      file,
      line,
    );
  }
  const charge = Number(text.slice(68, 76));
  return {
    serial: Number.parseInt(text.slice(6, 11), 10),
    name: text.slice(12, 16).trim(),
    resName: text.slice(17, 20).trim(),
    chain: text.slice(21, 22),
    resSeq: text.slice(22, 26).trim(),
    x,
    y,
    z,
    charge: Number.isFinite(charge) ? charge : 0,
    adType,
    line,
  };
}

/** The lines of the first model (between MODEL and ENDMDL when there are models), numbered from 1. */
function firstModel(text: string): { lines: string[]; offset: number } {
  const all = text.split(/\r?\n/);
  const start = all.findIndex((l) => l.startsWith('MODEL'));
  if (start < 0) return { lines: all, offset: 0 };
  const end = all.findIndex((l, i) => i > start && l.startsWith('ENDMDL'));
  return { lines: all.slice(start + 1, end < 0 ? all.length : end), offset: start + 1 };
}

/** A rigid receptor: every ATOM/HETATM record (flexible residues are not supported). */
export function readReceptorPdbqt(text: string, file = 'receptor.pdbqt'): PdbqtAtom[] {
  const { lines, offset } = firstModel(text);
  const atoms: PdbqtAtom[] = [];
  lines.forEach((l, i) => {
    if (ATOM_RECORD.test(l)) atoms.push(parseAtom(l, file, i + 1 + offset));
    else if (/^(ROOT|BRANCH|TORSDOF)/.test(l)) {
      throw new InputError(
        `${file} line ${i + 1 + offset}: a receptor must be rigid, but this file has a torsion tree (${l.trim()}).`,
        file,
        i + 1 + offset,
      );
    }
  });
  if (atoms.length === 0) throw new InputError(`${file}: no ATOM or HETATM records.`, file, 1);
  return atoms;
}

/** A ligand with its torsion tree (the first model when the file has several). */
export function readLigandPdbqt(text: string, file = 'ligand.pdbqt'): PdbqtLigand {
  const { lines, offset } = firstModel(text);
  const atoms: PdbqtAtom[] = [];
  const root: number[] = [];
  const branches: TorsionBranch[] = [];
  const open: TorsionBranch[] = [];
  const pending: {
    branch: TorsionBranch;
    parentSerial: number;
    childSerial: number;
    line: number;
  }[] = [];
  let inRoot = false;
  let sawRoot = false;
  let torsdof = 0;
  lines.forEach((l, i) => {
    const line = i + 1 + offset;
    const where = `${file} line ${line}`;
    if (ATOM_RECORD.test(l)) {
      const index = atoms.push(parseAtom(l, file, line)) - 1;
      const current = open[open.length - 1];
      if (current) current.atoms.push(index);
      else if (inRoot || !sawRoot) root.push(index);
      else throw new InputError(`${where}: an atom outside ROOT and every BRANCH.`, file, line);
    } else if (l.startsWith('ROOT')) {
      inRoot = true;
      sawRoot = true;
    } else if (l.startsWith('ENDROOT')) inRoot = false;
    else if (l.startsWith('BRANCH')) {
      const [a, b] = l.trim().split(/\s+/).slice(1).map(Number);
      if (!Number.isInteger(a) || !Number.isInteger(b)) {
        throw new InputError(`${where}: BRANCH needs two atom serial numbers.`, file, line);
      }
      const branch: TorsionBranch = { parent: -1, child: -1, atoms: [], branches: [] };
      (open[open.length - 1]?.branches ?? branches).push(branch);
      open.push(branch);
      pending.push({ branch, parentSerial: a as number, childSerial: b as number, line });
    } else if (l.startsWith('ENDBRANCH')) {
      if (!open.pop()) throw new InputError(`${where}: ENDBRANCH without BRANCH.`, file, line);
    } else if (l.startsWith('TORSDOF')) torsdof = Number.parseInt(l.slice(7), 10) || 0;
  });
  if (atoms.length === 0) throw new InputError(`${file}: no ATOM or HETATM records.`, file, 1);
  if (open.length > 0)
    throw new InputError(`${file}: a BRANCH is never closed.`, file, lines.length);
  const bySerial = new Map<number, number>();
  atoms.forEach((a, i) => {
    if (!bySerial.has(a.serial)) bySerial.set(a.serial, i);
  });
  for (const p of pending) {
    const parent = bySerial.get(p.parentSerial);
    const child = bySerial.get(p.childSerial);
    if (parent === undefined || child === undefined) {
      throw new InputError(
        `${file} line ${p.line}: BRANCH names atom ${parent === undefined ? p.parentSerial : p.childSerial}, which the file does not have.`,
        file,
        p.line,
      );
    }
    p.branch.parent = parent;
    p.branch.child = child;
  }
  return { file, atoms, root, branches, torsdof, lines: lines.slice() };
}

const coordinate = (v: number): string => v.toFixed(3).padStart(8);

/** The ligand's lines with new coordinates (atoms in file order), tree and types unchanged. */
export function writeLigandPdbqt(
  ligand: PdbqtLigand,
  coords: ArrayLike<number>,
  remarks: string[] = [],
): string {
  let atom = 0;
  const out = remarks.map((r) => `REMARK ${r}`);
  for (const l of ligand.lines) {
    if (ATOM_RECORD.test(l)) {
      const x = coordinate(coords[atom * 3] as number);
      const y = coordinate(coords[atom * 3 + 1] as number);
      const z = coordinate(coords[atom * 3 + 2] as number);
      out.push(`${l.slice(0, 30)}${x}${y}${z}${l.slice(54)}`);
      atom++;
    } else if (l.trim() !== '' && !l.startsWith('MODEL') && !l.startsWith('ENDMDL')) out.push(l);
  }
  return `${out.join('\n')}\n`;
}

/** Several poses in one file, as Vina writes them (MODEL n ... ENDMDL). */
export function writePoses(models: { pdbqt: string; remarks?: string[] }[]): string {
  return models
    .map((m, i) => {
      const remarks = (m.remarks ?? []).map((r) => `REMARK ${r}\n`).join('');
      return `MODEL ${i + 1}\n${remarks}${m.pdbqt.trimEnd()}\nENDMDL\n`;
    })
    .join('');
}
