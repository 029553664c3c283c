import type { Mol } from '@rdkit/rdkit';
import { type Descriptors, readDescriptors } from './descriptors.ts';
import {
  buildGraph,
  HYBRIDIZATIONS,
  type Hybridization,
  type MoleculeGraph,
  readRdkitJson,
} from './graph.ts';
import type { MoleculeInputProblem, MoleculeRecord } from './input.ts';
import { type RDKitModule, rdkitLog } from './rdkit.ts';
import { murckoScaffoldSmiles } from './scaffold.ts';
import { explainSmilesError, smilesAtoms } from './smiles-errors.ts';
import { sanitizeSvg } from './svg.ts';

export interface MorganOptions {
  /** 2 is ECFP4-like. */
  radius?: number;
  /** Fingerprint length in bits; a multiple of 8. */
  nBits?: number;
}

export const DEFAULT_MORGAN: Required<MorganOptions> = { radius: 2, nBits: 2048 };

export interface SvgOptions {
  width?: number;
  height?: number;
}

/**
 * A molecule that RDKit has read. It holds WebAssembly memory that JavaScript's garbage collector
 * does not free: call `delete()` when done, or use `withMolecule`, which does.
 */
export class Molecule {
  constructor(
    private readonly rdkit: RDKitModule,
    private readonly mol: Mol,
  ) {}

  /** RDKit's canonical SMILES (isomeric): two spellings of one molecule give the same text. */
  canonicalSmiles(): string {
    return this.mol.get_smiles();
  }

  heavyAtomCount(): number {
    return this.mol.get_num_atoms(true);
  }

  /** RDKit's 2D descriptors (molecular weight, logP, TPSA, ring counts, ...). */
  descriptors(): Descriptors {
    return readDescriptors(this.mol.get_descriptors());
  }

  /** Morgan (circular) fingerprint as packed bits (see fingerprint.ts for the bit order). */
  morganFingerprint(options: MorganOptions = {}): Uint8Array {
    const { radius, nBits } = { ...DEFAULT_MORGAN, ...options };
    if (!Number.isInteger(radius) || radius < 0) {
      throw new RangeError(`A Morgan radius must be a whole number >= 0, not ${radius}.`);
    }
    if (!Number.isInteger(nBits) || nBits <= 0 || nBits % 8 !== 0) {
      throw new RangeError(`A fingerprint length must be a positive multiple of 8, not ${nBits}.`);
    }
    const bits: Uint8Array = this.mol.get_morgan_fp_as_uint8array(
      JSON.stringify({ radius, nBits }),
    );
    // A copy: the array RDKit returns may be a view of wasm memory.
    return new Uint8Array(bits);
  }

  /**
   * RDKit's 166 MACCS structural keys (substructures such as 'OH', 'aromatic ring', 'halogen') as
   * 167 packed bits, bit i for key i (bit 0 is unused, as in RDKit).
   */
  maccsKeys(): Uint8Array {
    return new Uint8Array(this.mol.get_maccs_fp_as_uint8array());
  }

  /**
   * Topological-torsion fingerprint (paths of four bonded atoms, each atom by element, heavy
   * neighbours and pi electrons), packed as morganFingerprint is.
   */
  topologicalTorsionFingerprint(nBits = 2048): Uint8Array {
    if (!Number.isInteger(nBits) || nBits <= 0 || nBits % 8 !== 0) {
      throw new RangeError(`A fingerprint length must be a positive multiple of 8, not ${nBits}.`);
    }
    return new Uint8Array(
      this.mol.get_topological_torsion_fp_as_uint8array(JSON.stringify({ nBits })),
    );
  }

  /**
   * Canonical SMILES without stereochemistry: stereoisomers (and E/Z isomers) share it, so it
   * groups near-identical molecules, e.g. to keep them on one side of a data split.
   */
  canonicalSmilesWithoutStereo(): string {
    return this.mol.get_smiles(JSON.stringify({ doIsomericSmiles: false }));
  }

  /** A 2D depiction as SVG markup that is safe to put into a page. */
  svg({ width = 300, height = 200 }: SvgOptions = {}): string {
    return sanitizeSvg(this.mol.get_svg(width, height));
  }

  /** Atoms with their features and bonds, for a graph network. */
  graph(): MoleculeGraph {
    const json = readRdkitJson(this.mol.get_json());
    return buildGraph(json, this.hybridizations(json.atoms.length));
  }

  /** Canonical SMILES of the Bemis-Murcko scaffold ('' without rings); see scaffold.ts. */
  scaffoldSmiles(): string {
    const written = murckoScaffoldSmiles(readRdkitJson(this.mol.get_json()));
    if (written === '') return '';
    const scaffold = this.rdkit.get_mol(written);
    if (scaffold === null) {
      throw new Error(
        `RDKit could not read back the scaffold '${written}' of ${this.canonicalSmiles()}.`,
      );
    }
    try {
      return scaffold.get_smiles();
    } finally {
      scaffold.delete();
    }
  }

  delete(): void {
    this.mol.delete();
  }

  /** RDKit's hybridisation of every atom, by matching the SMARTS primitives [^0] ... [^5]. */
  private hybridizations(atomCount: number): Hybridization[] {
    const result = new Array<Hybridization>(atomCount).fill('other');
    const details = JSON.stringify({ maxMatches: Math.max(atomCount, 1) });
    hybridizationQueries(this.rdkit).forEach((query, i) => {
      const matches = JSON.parse(this.mol.get_substruct_matches(query, details)) as
        | { atoms: number[] }[]
        | Record<string, never>;
      if (!Array.isArray(matches)) return;
      for (const { atoms } of matches) {
        const atom = atoms[0];
        if (atom !== undefined) result[atom] = HYBRIDIZATIONS[i] ?? 'other';
      }
    });
    return result;
  }
}

// Parsed once per module and kept for its life: six small query molecules.
const queriesByModule = new WeakMap<RDKitModule, Mol[]>();

function hybridizationQueries(rdkit: RDKitModule): Mol[] {
  let queries = queriesByModule.get(rdkit);
  if (queries === undefined) {
    queries = HYBRIDIZATIONS.map((_, i) => {
      const query = rdkit.get_qmol(`[^${i}]`);
      if (query === null) throw new Error(`RDKit cannot read the SMARTS [^${i}].`);
      return query;
    });
    queriesByModule.set(rdkit, queries);
  }
  return queries;
}

/**
 * The most atoms a molecule may have. RDKit's WebAssembly build has a small stack: an 800-atom chain
 * overflowed it in get_mol, a 600-atom one in get_descriptors, after which the module is broken for
 * every later call. 300 is twice the largest molecule of the training data (Tox21: 132 atoms).
 */
export const MAX_MOLECULE_ATOMS = 300;

export type SmilesResult<T> = ({ ok: true } & T) | { ok: false; reason: string };

/**
 * Reads a SMILES with RDKit. When it does not parse, `reason` says what is wrong in a clause such
 * as "ring bond 1 at position 2 is never closed" (from RDKit's log; see smiles-errors.ts). The
 * caller owns the molecule and must `delete()` it.
 */
export function readSmiles(rdkit: RDKitModule, text: string): SmilesResult<{ molecule: Molecule }> {
  const smiles = text.trim();
  if (smiles === '') return { ok: false, reason: 'the SMILES is empty' };
  // RDKit would read up to the first whitespace and silently ignore the rest.
  const space = smiles.search(/\s/);
  if (space !== -1) {
    return {
      ok: false,
      reason: `the SMILES holds whitespace at position ${space + 1}; a SMILES has none`,
    };
  }
  // Each atom takes at least one character, so only a long SMILES needs counting.
  const atoms = smiles.length > MAX_MOLECULE_ATOMS ? smilesAtoms(smiles).length : 0;
  if (atoms > MAX_MOLECULE_ATOMS) {
    return {
      ok: false,
      reason: `the molecule has ${atoms} atoms; at most ${MAX_MOLECULE_ATOMS} are taken`,
    };
  }
  const log = rdkitLog(rdkit);
  log.clear_buffer();
  const mol = rdkit.get_mol(smiles);
  if (mol === null || !mol.is_valid()) {
    mol?.delete();
    const reason = explainSmilesError(smiles, log.get_buffer());
    log.clear_buffer();
    return { ok: false, reason };
  }
  if (mol.get_num_atoms() === 0) {
    mol.delete();
    return { ok: false, reason: 'the SMILES holds no atoms' };
  }
  return { ok: true, molecule: new Molecule(rdkit, mol) };
}

/** Reads a SMILES, gives the molecule to `use` and frees it afterwards, whatever `use` does. */
export function withMolecule<T>(
  rdkit: RDKitModule,
  smiles: string,
  use: (molecule: Molecule) => T,
): SmilesResult<{ value: T }> {
  const read = readSmiles(rdkit, smiles);
  if (!read.ok) return read;
  try {
    return { ok: true, value: use(read.molecule) };
  } finally {
    read.molecule.delete();
  }
}

/** Whether a SMILES parses: its canonical SMILES and heavy-atom count, or what is wrong. */
export function checkSmiles(
  rdkit: RDKitModule,
  smiles: string,
): SmilesResult<{ canonicalSmiles: string; heavyAtoms: number }> {
  const result = withMolecule(rdkit, smiles, (molecule) => ({
    canonicalSmiles: molecule.canonicalSmiles(),
    heavyAtoms: molecule.heavyAtomCount(),
  }));
  return result.ok ? { ok: true, ...result.value } : result;
}

/**
 * A problem for every record whose SMILES RDKit cannot read, naming the line and the molecule and
 * saying what is wrong. These are problems of their record only: the rest of the input is kept.
 */
export function smilesProblems(
  rdkit: RDKitModule,
  records: readonly MoleculeRecord[],
): MoleculeInputProblem[] {
  const problems: MoleculeInputProblem[] = [];
  for (const record of records) {
    const checked = checkSmiles(rdkit, record.smiles);
    if (!checked.ok) problems.push(invalidSmilesProblem(record, checked.reason));
  }
  return problems;
}

/** The problem of a record whose SMILES RDKit cannot read, `reason` as `checkSmiles` gives it. */
export function invalidSmilesProblem(record: MoleculeRecord, reason: string): MoleculeInputProblem {
  return {
    message: `Line ${record.line}: the SMILES of '${record.id}' is not valid: ${reason}.`,
    line: record.line,
    record: record.id,
    reason,
  };
}
