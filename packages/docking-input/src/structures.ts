// Structure files read fast, without a chemistry library: the formats a docking job takes, the
// molecules (records) a ligand file holds, and the atoms' coordinates and elements. Enough to
// check a submission where it is given (the browser, the API's HTTP thread) and to place a box;
// the docking itself reads the prepared files with @peptox/docking.

/** Receptors come as PDB or PDBQT; ligands as SMILES, SDF, MOL2 or PDBQT. */
export type StructureFormat = 'pdb' | 'pdbqt' | 'smi' | 'sdf' | 'mol2';
export type LigandFormat = 'smi' | 'sdf' | 'mol2' | 'pdbqt';

export interface Atom {
  x: number;
  y: number;
  z: number;
  /** Upper case, as in the periodic table ('C', 'CL'); 'H' for hydrogens. */
  element: string;
  /** 1-based line of the atom's record. */
  line: number;
}

/** A problem of a file: a sentence that names the file and, where there is one, the line. */
export interface FileProblem {
  message: string;
  line?: number;
}

const EXTENSIONS: Record<string, StructureFormat> = {
  pdb: 'pdb',
  ent: 'pdb',
  pdbqt: 'pdbqt',
  smi: 'smi',
  smiles: 'smi',
  txt: 'smi',
  sdf: 'sdf',
  sd: 'sdf',
  mol: 'sdf',
  mol2: 'mol2',
};

/** The format a file's name gives (its extension), or null. */
export function formatOfName(file: string): StructureFormat | null {
  const dot = file.lastIndexOf('.');
  if (dot < 0) return null;
  return EXTENSIONS[file.slice(dot + 1).toLowerCase()] ?? null;
}

/** A ligand file's format from its name; null when it is not one a ligand may come in. */
export function ligandFormatOf(file: string): LigandFormat | null {
  const format = formatOfName(file);
  return format === 'pdb' ? null : format;
}

const lines = (text: string) => text.split(/\r?\n/);
export const ATOM_RECORD = /^(ATOM {2}|HETATM)/;

/** A molecule of a ligand file: its text and the line it starts on. */
export interface LigandRecord {
  text: string;
  line: number;
}

/**
 * The molecules of a ligand file, each with its first line: SMILES one a line (blank lines and
 * `#` comments skipped), SDF records ended by `$$$$`, MOL2 records from `@<TRIPOS>MOLECULE`,
 * PDBQT models (one model when the file has no MODEL line).
 */
export function ligandRecords(text: string, format: LigandFormat): LigandRecord[] {
  const all = lines(text);
  if (format === 'smi') {
    return all.flatMap((raw, i) => {
      const l = raw.trim();
      return l && !l.startsWith('#') ? [{ text: l, line: i + 1 }] : [];
    });
  }
  const starts =
    format === 'mol2'
      ? (l: string) => l.startsWith('@<TRIPOS>MOLECULE')
      : format === 'pdbqt'
        ? (l: string) => l.startsWith('MODEL')
        : () => false;
  const ends = format === 'sdf' ? (l: string) => l.startsWith('$$$$') : () => false;
  const out: LigandRecord[] = [];
  let current: string[] = [];
  let first = 1;
  const flush = () => {
    if (current.some((c) => c.trim() && c.trim() !== '$$$$')) {
      out.push({ text: `${current.join('\n')}\n`, line: first });
    }
    current = [];
  };
  all.forEach((l, i) => {
    if (starts(l)) flush();
    if (current.length === 0) first = i + 1;
    current.push(l);
    if (ends(l)) flush();
  });
  flush();
  return out;
}

/** Does the text hold PDBQT atom records (a charge and an AutoDock type after the coordinates)? */
export function looksLikePdbqt(text: string): boolean {
  return lines(text).some(
    (l) =>
      ATOM_RECORD.test(l) && l.slice(77, 79).trim() !== '' && /^\s*[-+]?\d/.test(l.slice(68, 76)),
  );
}

/** An element from a PDB atom name (columns 13-16) when the element columns are empty. */
function elementFromName(name: string): string {
  const letters = name.replace(/[^A-Za-z]/g, '').toUpperCase();
  // Columns 13-14 hold the element right-justified: ' CA ' is carbon alpha, 'CA  ' calcium.
  if (name[0] !== ' ' && /[A-Z]{2}/.test(letters.slice(0, 2))) return letters.slice(0, 2);
  return letters.slice(0, 1);
}

/** An AutoDock type as an element: HD/HS are hydrogens, A aromatic carbon, NA/OA/SA acceptors. */
function elementOfAdType(type: string): string {
  const t = type.toUpperCase();
  if (t === 'A') return 'C';
  if (t === 'HD' || t === 'HS') return 'H';
  if (t === 'NA' || t === 'NS') return 'N';
  if (t === 'OA' || t === 'OS') return 'O';
  if (t === 'SA') return 'S';
  if (t === 'G0' || t === 'G1' || t === 'G2' || t === 'G3' || t === 'CG0' || t === 'CG1')
    return 'C';
  return t;
}

const number = (field: string | undefined) =>
  field !== undefined && field.trim() !== '' ? Number(field) : Number.NaN;

/** The atom records of a PDB or PDBQT file; the first record without coordinates is a problem. */
function pdbAtoms(text: string, file: string, pdbqt: boolean): Atom[] | FileProblem {
  const atoms: Atom[] = [];
  const all = lines(text);
  for (let i = 0; i < all.length; i++) {
    const l = all[i] as string;
    if (!ATOM_RECORD.test(l)) continue;
    const [x, y, z] = [l.slice(30, 38), l.slice(38, 46), l.slice(46, 54)].map(number);
    if (l.length < 54 || ![x, y, z].every((v) => Number.isFinite(v))) {
      return {
        message: `${file} line ${i + 1}: the atom record has no coordinates in columns 31-54.`,
        line: i + 1,
      };
    }
    const typed = pdbqt
      ? elementOfAdType(l.slice(77, 79).trim())
      : l.slice(76, 78).trim().toUpperCase();
    const element = typed || elementFromName(l.slice(12, 16));
    atoms.push({ x: x as number, y: y as number, z: z as number, element, line: i + 1 });
  }
  return atoms;
}

/** The atom block of an SDF (V2000 or V3000) record, its first molecule. */
function sdfAtoms(text: string, file: string): Atom[] | FileProblem {
  const all = lines(text);
  const counts = all[3] ?? '';
  const bad = (i: number, what: string): FileProblem => ({
    message: `${file} line ${i + 1}: ${what}`,
    line: i + 1,
  });
  if (counts.includes('V3000')) {
    const begin = all.findIndex((l) => l.includes('M  V30 BEGIN ATOM'));
    if (begin < 0) return bad(3, 'the V3000 record has no atom block.');
    const atoms: Atom[] = [];
    for (let i = begin + 1; i < all.length && !all[i]?.includes('END ATOM'); i++) {
      const f = (all[i] as string).trim().split(/\s+/);
      const [x, y, z] = [f[4], f[5], f[6]].map(number);
      if (![x, y, z].every((v) => Number.isFinite(v)))
        return bad(i, 'the atom has no coordinates.');
      atoms.push({
        x: x as number,
        y: y as number,
        z: z as number,
        element: (f[3] ?? '').toUpperCase(),
        line: i + 1,
      });
    }
    return atoms;
  }
  const n = Number.parseInt(counts.slice(0, 3), 10);
  if (!Number.isInteger(n) || n <= 0)
    return bad(3, 'the counts line gives no number of atoms in columns 1-3.');
  const atoms: Atom[] = [];
  for (let i = 4; i < 4 + n; i++) {
    const l = all[i];
    if (l === undefined) return bad(i - 1, `the record ends before its ${n} atoms.`);
    const [x, y, z] = [l.slice(0, 10), l.slice(10, 20), l.slice(20, 30)].map(number);
    if (![x, y, z].every((v) => Number.isFinite(v))) {
      return bad(i, 'the atom has no coordinates in columns 1-30.');
    }
    atoms.push({
      x: x as number,
      y: y as number,
      z: z as number,
      element: l.slice(31, 34).trim().toUpperCase(),
      line: i + 1,
    });
  }
  return atoms;
}

/** The @<TRIPOS>ATOM section of a MOL2 record, its first molecule. */
function mol2Atoms(text: string, file: string): Atom[] | FileProblem {
  const all = lines(text);
  const start = all.findIndex((l) => l.startsWith('@<TRIPOS>ATOM'));
  if (start < 0) return { message: `${file}: no @<TRIPOS>ATOM section; is it a MOL2 file?` };
  const atoms: Atom[] = [];
  for (let i = start + 1; i < all.length; i++) {
    const l = (all[i] as string).trim();
    if (l.startsWith('@')) break;
    if (!l) continue;
    const f = l.split(/\s+/);
    const [x, y, z] = [f[2], f[3], f[4]].map(number);
    if (![x, y, z].every((v) => Number.isFinite(v))) {
      return {
        message: `${file} line ${i + 1}: the atom has no coordinates in its fields 3-5.`,
        line: i + 1,
      };
    }
    atoms.push({
      x: x as number,
      y: y as number,
      z: z as number,
      element: (f[5] ?? '').split('.')[0]?.toUpperCase() ?? '',
      line: i + 1,
    });
  }
  return atoms;
}

/**
 * The atoms of a structure file (the first molecule of a ligand file); a problem names the file
 * and line. SMILES has no coordinates: no atoms.
 */
export function readAtoms(
  text: string,
  file: string,
  format: StructureFormat,
): Atom[] | FileProblem {
  let atoms: Atom[] | FileProblem;
  if (format === 'smi') return [];
  if (format === 'pdb' || format === 'pdbqt') atoms = pdbAtoms(text, file, format === 'pdbqt');
  else if (format === 'sdf') atoms = sdfAtoms(text, file);
  else atoms = mol2Atoms(text, file);
  if (Array.isArray(atoms) && atoms.length === 0) {
    return {
      message:
        format === 'pdb' || format === 'pdbqt'
          ? `${file}: no ATOM or HETATM records; is it a ${format.toUpperCase()} file?`
          : `${file}: the molecule has no atoms.`,
    };
  }
  return atoms;
}

export const isProblem = (value: Atom[] | FileProblem): value is FileProblem =>
  !Array.isArray(value);
