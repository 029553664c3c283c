// A docking job's input: the receptor, one to ten ligands, the box, exhaustiveness and seed. The
// API checks a submission with `checkDockingParts` on its HTTP thread (fast: no chemistry) and
// stores the `DockingJobInput` it returns as the job's input; the form states the same limits.
import { type Box, boxAroundAtoms, boxDistance, boxTouches } from './box.ts';
import {
  formatOfName,
  isProblem,
  type LigandFormat,
  ligandFormatOf,
  ligandRecords,
  looksLikePdbqt,
  readAtoms,
  type StructureFormat,
} from './structures.ts';

/** An uploaded file (or typed text, given a name and a format). */
export interface DockingFile {
  name: string;
  text: string;
  /** When the name has no extension that says it (typed SMILES). */
  format?: LigandFormat;
}

export interface DockingLimits {
  /** Bytes of the receptor file. */
  maxReceptorBytes: number;
  /** Atom records of the receptor. */
  maxReceptorAtoms: number;
  /** Molecules to dock in one job, over every ligand file and the typed SMILES. */
  maxLigands: number;
  /** Bytes of each ligand or reference file, and of the typed SMILES. */
  maxLigandBytes: number;
  /** The longest side of the box (Å). */
  maxBoxSize: number;
  maxExhaustiveness: number;
}

export const defaultDockingLimits: DockingLimits = {
  maxReceptorBytes: 10 * 1024 * 1024,
  maxReceptorAtoms: 50_000,
  maxLigands: 10,
  maxLigandBytes: 1024 * 1024,
  maxBoxSize: 50,
  maxExhaustiveness: 32,
};

export const DEFAULT_EXHAUSTIVENESS = 8;
/** Seeds are whole numbers from 1 to this (a 31-bit range every tool takes). */
export const MAX_SEED = 2 ** 31 - 1;
/** The name typed SMILES go by in messages and results. */
export const TYPED_SMILES = 'typed SMILES';

/** What a docking job runs, as the service stores it (the job's input, JSON). */
export interface DockingJobInput {
  receptor: DockingFile;
  ligands: DockingFile[];
  /** A ligand in its known pose: the box around it (when none is given) and RMSD to it. */
  reference: DockingFile | null;
  box: Box;
  /** Whether the box was placed around the reference ligand rather than given. */
  boxFromReference: boolean;
  exhaustiveness: number;
  seed: number;
}

/** A submission's parts as they arrive, numbers already read as numbers (or not). */
export interface DockingParts {
  receptor?: DockingFile;
  /** Ligand files (SMILES, SDF, MOL2, PDBQT). */
  ligands: DockingFile[];
  /** SMILES typed in the form: one a line, a name after it if you like. */
  smiles?: string;
  reference?: DockingFile;
  center?: unknown;
  size?: unknown;
  exhaustiveness?: unknown;
  seed?: unknown;
}

export type DockingField =
  | 'receptor'
  | 'ligands'
  | 'smiles'
  | 'reference'
  | 'center'
  | 'size'
  | 'exhaustiveness'
  | 'seed';

export type DockingProblems = Partial<Record<DockingField, string[]>>;

const bytes = (text: string) => new TextEncoder().encode(text).length;
const megabytes = (n: number) =>
  `${(n / (1024 * 1024)).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;

/** Files over their limit: the API answers these 413, naming the field. */
export function oversizedParts(parts: DockingParts, limits: DockingLimits): DockingProblems {
  const problems: DockingProblems = {};
  const over = (field: DockingField, file: DockingFile | undefined, max: number) => {
    if (!file) return;
    const size = bytes(file.text);
    if (size > max) {
      problems[field] = [
        ...(problems[field] ?? []),
        `${file.name} is ${megabytes(size)}; at most ${megabytes(max)} can be sent.`,
      ];
    }
  };
  over('receptor', parts.receptor, limits.maxReceptorBytes);
  for (const file of parts.ligands) over('ligands', file, limits.maxLigandBytes);
  if (parts.smiles !== undefined) {
    over('smiles', { name: 'The typed SMILES', text: parts.smiles }, limits.maxLigandBytes);
  }
  over('reference', parts.reference, limits.maxLigandBytes);
  return problems;
}

/** The receptor's format: its extension, else what its records look like. */
export function receptorFormat(file: DockingFile): 'pdb' | 'pdbqt' | null {
  const byName = formatOfName(file.name);
  if (byName === 'pdb' || byName === 'pdbqt') return byName;
  if (byName !== null) return null;
  return looksLikePdbqt(file.text) ? 'pdbqt' : 'pdb';
}

/** A whole number from a number or decimal digits; NaN otherwise. */
function whole(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^\s*[0-9]+\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/** Three numbers from [x, y, z] or the text "x, y, z" (commas or spaces); null when not. */
export function readTriple(value: unknown): [number, number, number] | null {
  const items =
    typeof value === 'string'
      ? value
          .trim()
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map(Number)
      : Array.isArray(value) && value.every((v) => typeof v === 'number')
        ? (value as number[])
        : [];
  return items.length === 3 && items.every(Number.isFinite)
    ? (items as [number, number, number])
    : null;
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const triple = (v: readonly number[]) =>
  v.map((n) => n.toLocaleString('en', { maximumFractionDigits: 3 })).join(', ');

/**
 * Checks a submission's parts (sizes aside: `oversizedParts`) and returns the job's input, or
 * every problem by field. Ligands that Open Babel cannot read are the job's to report, each in its
 * own row; only a problem of the whole input (no molecule, too many, a format not taken) is here.
 * `seed` defaults to `randomSeed()`.
 */
export function checkDockingParts(
  parts: DockingParts,
  limits: DockingLimits,
  randomSeed: () => number,
): { input: DockingJobInput; molecules: number } | { problems: DockingProblems } {
  const problems: DockingProblems = {};
  const add = (field: DockingField, message: string) => {
    problems[field] = [...(problems[field] ?? []), message];
  };

  // The receptor: PDB or PDBQT, every atom record with coordinates, not too many atoms.
  let receptorAtoms: { x: number; y: number; z: number }[] = [];
  const receptor = parts.receptor;
  if (!receptor || receptor.text.trim() === '') {
    add('receptor', 'Give the receptor as a PDB or PDBQT file.');
  } else {
    const format = receptorFormat(receptor);
    if (!format) add('receptor', `${receptor.name}: give the receptor as a PDB or PDBQT file.`);
    else {
      const atoms = readAtoms(receptor.text, receptor.name, format);
      if (isProblem(atoms)) add('receptor', atoms.message);
      else if (atoms.length > limits.maxReceptorAtoms) {
        add(
          'receptor',
          `${receptor.name} has ${atoms.length.toLocaleString('en')} atoms; at most ${limits.maxReceptorAtoms.toLocaleString('en')} can be docked into. Keep the chains around the pocket.`,
        );
      } else receptorAtoms = atoms;
    }
  }

  // The ligands: files and typed SMILES together, one to maxLigands molecules.
  const ligands: DockingFile[] = [];
  let molecules = 0;
  for (const file of parts.ligands) {
    const format = file.format ?? ligandFormatOf(file.name);
    if (!format) {
      add(
        'ligands',
        `${file.name}: give ligands as SMILES (.smi), SDF (.sdf, .mol), MOL2 (.mol2) or PDBQT (.pdbqt) files.`,
      );
      continue;
    }
    const count = ligandRecords(file.text, format).length;
    if (count === 0) add('ligands', `${file.name}: no molecule in it.`);
    molecules += count;
    ligands.push(file.format ? file : { ...file, format });
  }
  if (parts.smiles !== undefined && parts.smiles.trim() !== '') {
    molecules += ligandRecords(parts.smiles, 'smi').length;
    ligands.push({ name: TYPED_SMILES, text: parts.smiles, format: 'smi' });
  }
  if (molecules === 0 && !problems.ligands) {
    add(
      'ligands',
      'Give at least one ligand: SMILES typed, or an SDF, MOL2, PDBQT or SMILES file.',
    );
  } else if (molecules > limits.maxLigands) {
    add(
      'ligands',
      `The ligands hold ${molecules} molecules; at most ${limits.maxLigands} can be docked in one job.`,
    );
  }

  // The reference ligand: a pose (PDB, PDBQT, SDF or MOL2), read for its atoms.
  let referenceAtoms: { x: number; y: number; z: number; element: string }[] | null = null;
  const reference = parts.reference && parts.reference.text.trim() !== '' ? parts.reference : null;
  if (reference) {
    const format: StructureFormat | null =
      formatOfName(reference.name) ?? (looksLikePdbqt(reference.text) ? 'pdbqt' : null);
    if (!format || format === 'smi') {
      add(
        'reference',
        `${reference.name}: give the reference ligand in its pose, as a PDB, PDBQT, SDF or MOL2 file.`,
      );
    } else {
      const atoms = readAtoms(reference.text, reference.name, format);
      if (isProblem(atoms)) add('reference', atoms.message);
      else referenceAtoms = atoms;
    }
  }

  // The box: given (centre and size), or around the reference ligand.
  let box: Box | null = null;
  const boxGiven = given(parts.center) || given(parts.size);
  if (boxGiven) {
    const center = readTriple(parts.center);
    const size = readTriple(parts.size);
    if (!center) add('center', "Give the box's centre as three numbers in Å (x, y, z).");
    if (!size) add('size', "Give the box's size as three numbers in Å (x, y, z).");
    else if (size.some((s) => s <= 0 || s > limits.maxBoxSize)) {
      add(
        'size',
        `The box's sides must be above 0 and at most ${limits.maxBoxSize} Å; they are ${triple(size)}.`,
      );
    }
    if (center && size && !problems.size) box = { center, size };
  } else if (referenceAtoms) {
    box = boxAroundAtoms(referenceAtoms);
    if (box.size.some((s) => s > limits.maxBoxSize)) {
      add(
        'reference',
        `The box around ${reference?.name} would be ${triple(box.size)} Å; at most ${limits.maxBoxSize} Å a side. Give the box's centre and size instead.`,
      );
      box = null;
    }
  } else if (!reference) {
    add('center', "Give the box's centre and size, or a reference ligand to put the box around.");
  }
  if (box && receptorAtoms.length > 0 && !boxTouches(box, receptorAtoms)) {
    const field: DockingField = boxGiven ? 'center' : 'reference';
    add(
      field,
      `The box (centre ${triple(box.center)}; size ${triple(box.size)} Å) reaches no atom of ${receptor?.name}: the nearest is ${boxDistance(box, receptorAtoms).toFixed(1)} Å away. Check the centre against the receptor's coordinates.`,
    );
  }

  // Exhaustiveness and seed.
  let exhaustiveness = DEFAULT_EXHAUSTIVENESS;
  if (given(parts.exhaustiveness)) {
    exhaustiveness = whole(parts.exhaustiveness);
    if (!(exhaustiveness >= 1 && exhaustiveness <= limits.maxExhaustiveness)) {
      add(
        'exhaustiveness',
        `The exhaustiveness is a whole number from 1 to ${limits.maxExhaustiveness}; it is '${String(parts.exhaustiveness).slice(0, 20)}'.`,
      );
    }
  }
  let seed = 0;
  if (given(parts.seed)) {
    seed = whole(parts.seed);
    if (!(seed >= 1 && seed <= MAX_SEED)) {
      add(
        'seed',
        `The seed is a whole number from 1 to ${MAX_SEED}; it is '${String(parts.seed).slice(0, 20)}'.`,
      );
    }
  } else seed = randomSeed();

  if (Object.keys(problems).length > 0 || !receptor || !box) return { problems };
  return {
    molecules,
    input: {
      receptor,
      ligands,
      reference,
      box,
      boxFromReference: !boxGiven,
      exhaustiveness,
      seed,
    },
  };
}
