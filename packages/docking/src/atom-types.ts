// From AutoDock types to the X-Score types the Vina score is defined on (Trott & Olson 2010).
import { InputError } from './errors.ts';
import type { PdbqtAtom } from './pdbqt.ts';

/** X-Score atom types: element, then H hydrophobic, P polar, D donor, A acceptor, DA both. */
export enum XsType {
  C_H = 0,
  C_P = 1,
  N_P = 2,
  N_D = 3,
  N_A = 4,
  N_DA = 5,
  O_P = 6,
  O_D = 7,
  O_A = 8,
  O_DA = 9,
  S_P = 10,
  P_P = 11,
  F_H = 12,
  Cl_H = 13,
  Br_H = 14,
  I_H = 15,
  Met_D = 16,
}
export const XS_TYPE_COUNT = 17;
export const XS_NAMES = Object.values(XsType).filter((v) => typeof v === 'string') as string[];

/** van der Waals radii (Å) of the X-Score types, indexed by XsType. */
export const XS_RADIUS = new Float64Array([
  1.9, 1.9, 1.8, 1.8, 1.8, 1.8, 1.7, 1.7, 1.7, 1.7, 2.0, 2.1, 1.5, 1.8, 2.0, 2.2, 1.2,
]);
const HYDROPHOBIC = new Set([XsType.C_H, XsType.F_H, XsType.Cl_H, XsType.Br_H, XsType.I_H]);
const DONOR = new Set([XsType.N_D, XsType.N_DA, XsType.O_D, XsType.O_DA, XsType.Met_D]);
const ACCEPTOR = new Set([XsType.N_A, XsType.N_DA, XsType.O_A, XsType.O_DA]);
export const isHydrophobic = (t: number): boolean => HYDROPHOBIC.has(t);
export const isDonor = (t: number): boolean => DONOR.has(t);
export const isAcceptor = (t: number): boolean => ACCEPTOR.has(t);

type Element = 'H' | 'C' | 'N' | 'O' | 'S' | 'P' | 'F' | 'Cl' | 'Br' | 'I' | 'Met';

const ELEMENT_OF: Record<string, Element> = {
  H: 'H',
  HD: 'H',
  HS: 'H',
  C: 'C',
  A: 'C',
  N: 'N',
  NA: 'N',
  NS: 'N',
  O: 'O',
  OA: 'O',
  OS: 'O',
  S: 'S',
  SA: 'S',
  P: 'P',
  F: 'F',
  Cl: 'Cl',
  CL: 'Cl',
  Br: 'Br',
  BR: 'Br',
  I: 'I',
  Mg: 'Met',
  MG: 'Met',
  Mn: 'Met',
  MN: 'Met',
  Zn: 'Met',
  ZN: 'Met',
  Ca: 'Met',
  CA: 'Met',
  Fe: 'Met',
  FE: 'Met',
};

/** Covalent radii (Å), for bonds inferred from distances. */
const COVALENT: Record<string, number> = {
  H: 0.37,
  C: 0.77,
  N: 0.75,
  O: 0.73,
  S: 1.02,
  P: 1.06,
  F: 0.71,
  Cl: 0.99,
  Br: 1.14,
  I: 1.33,
  Mg: 1.3,
  Mn: 1.39,
  Zn: 1.31,
  Ca: 1.74,
  Fe: 1.25,
};

export interface TypedAtoms {
  /** Element symbol per atom ('Met' for the metals). */
  elements: Element[];
  /** Neighbours per atom (all atoms, hydrogens included). */
  bonds: number[][];
  /** X-Score type per atom, -1 for hydrogens. */
  xs: Int8Array;
}

export function elementOf(atom: PdbqtAtom, file: string): Element {
  const element = ELEMENT_OF[atom.adType];
  if (!element) {
    throw new InputError(
      `${file} line ${atom.line}: unknown AutoDock atom type "${atom.adType}".`,
      file,
      atom.line,
    );
  }
  return element;
}

const covalentRadius = (atom: PdbqtAtom, element: Element): number =>
  element === 'Met'
    ? (COVALENT[atom.adType.charAt(0) + atom.adType.slice(1).toLowerCase()] ?? 1.3)
    : (COVALENT[element] as number);

/** Bonds where two atoms are closer than 1.1 times the sum of their covalent radii. */
export function inferBonds(atoms: PdbqtAtom[], radii: number[]): number[][] {
  const cell = 4;
  const bonds: number[][] = atoms.map(() => []);
  const cells = new Map<string, number[]>();
  const key = (a: PdbqtAtom) =>
    `${Math.floor(a.x / cell)},${Math.floor(a.y / cell)},${Math.floor(a.z / cell)}`;
  atoms.forEach((a, i) => {
    const k = key(a);
    const list = cells.get(k);
    if (list) list.push(i);
    else cells.set(k, [i]);
  });
  atoms.forEach((a, i) => {
    const cx = Math.floor(a.x / cell);
    const cy = Math.floor(a.y / cell);
    const cz = Math.floor(a.z / cell);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (let dz = -1; dz <= 1; dz++) {
          for (const j of cells.get(`${cx + dx},${cy + dy},${cz + dz}`) ?? []) {
            if (j <= i) continue;
            const b = atoms[j] as PdbqtAtom;
            const limit = 1.1 * ((radii[i] as number) + (radii[j] as number));
            const d2 = (a.x - b.x) ** 2 + (a.y - b.y) ** 2 + (a.z - b.z) ** 2;
            if (d2 < limit * limit) {
              (bonds[i] as number[]).push(j);
              (bonds[j] as number[]).push(i);
            }
          }
        }
  });
  return bonds;
}

/**
 * X-Score types: a carbon bonded to a heteroatom is polar, otherwise hydrophobic; N and O bonded
 * to a polar hydrogen are donors; NA and OA are acceptors; halogens hydrophobic; metals donors.
 */
export function typeAtoms(atoms: PdbqtAtom[], file: string): TypedAtoms {
  const elements = atoms.map((a) => elementOf(a, file));
  const bonds = inferBonds(
    atoms,
    atoms.map((a, i) => covalentRadius(a, elements[i] as Element)),
  );
  const xs = new Int8Array(atoms.length);
  atoms.forEach((atom, i) => {
    const element = elements[i] as Element;
    const neighbours = bonds[i] as number[];
    const acceptor = atom.adType === 'OA' || atom.adType === 'NA';
    const donor = neighbours.some((j) => (atoms[j] as PdbqtAtom).adType === 'HD');
    const heteroNeighbour = neighbours.some((j) => {
      const e = elements[j];
      return e !== 'H' && e !== 'C';
    });
    const byElement: Record<Element, number> = {
      H: -1,
      C: heteroNeighbour ? XsType.C_P : XsType.C_H,
      N: acceptor ? (donor ? XsType.N_DA : XsType.N_A) : donor ? XsType.N_D : XsType.N_P,
      O: acceptor ? (donor ? XsType.O_DA : XsType.O_A) : donor ? XsType.O_D : XsType.O_P,
      S: XsType.S_P,
      P: XsType.P_P,
      F: XsType.F_H,
      Cl: XsType.Cl_H,
      Br: XsType.Br_H,
      I: XsType.I_H,
      Met: XsType.Met_D,
    };
    xs[i] = byElement[element];
  });
  return { elements, bonds, xs };
}
