import { ELEMENT_SYMBOLS } from './elements.ts';

/** RDKit's hybridisation of an atom; 'other' when RDKit assigns none of these (e.g. metals). */
export type Hybridization = 's' | 'sp' | 'sp2' | 'sp3' | 'sp3d' | 'sp3d2' | 'other';

/** The hybridisations in the order of their SMARTS primitives [^0] ... [^5]. */
export const HYBRIDIZATIONS = ['s', 'sp', 'sp2', 'sp3', 'sp3d', 'sp3d2'] as const;

export interface GraphAtom {
  /** Element symbol ('*' for a dummy atom). */
  element: string;
  atomicNumber: number;
  /** Bonded neighbours in the graph (hydrogens are not atoms of the graph unless the SMILES keeps them). */
  degree: number;
  formalCharge: number;
  aromatic: boolean;
  hybridization: Hybridization;
  /** Hydrogens on the atom, implicit and explicit. */
  totalHydrogens: number;
  inRing: boolean;
  /** Mass number when the SMILES gives one ([13C]), else 0. */
  isotope: number;
}

export interface GraphBond {
  /** Indexes into atoms. */
  begin: number;
  end: number;
  /** 1, 2 or 3; 1.5 for an aromatic bond; 0 for a bond RDKit gives no order (dative, zero-order). */
  order: number;
  aromatic: boolean;
  inRing: boolean;
}

/** A molecule as a graph for a graph network: atoms with their features, bonds between them. */
export interface MoleculeGraph {
  atoms: GraphAtom[];
  bonds: GraphBond[];
}

/** What RDKit's JSON (`get_json()`, "rdkitjson") says of a molecule, bonds in Kekulé form. */
export interface RdkitJsonMolecule {
  atoms: { atomicNumber: number; hydrogens: number; charge: number; isotope: number }[];
  bonds: { begin: number; end: number; kekuleOrder: number }[];
  aromaticAtoms: ReadonlySet<number>;
  aromaticBonds: ReadonlySet<number>;
  /** Smallest set of smallest rings, each a list of atom indexes in ring order. */
  rings: number[][];
}

interface JsonAtom {
  z?: number;
  impHs?: number;
  chg?: number;
  isotope?: number;
}
interface JsonBond {
  bo?: number;
  atoms: [number, number];
}
interface RdkitJson {
  defaults: { atom: Required<JsonAtom>; bond: { bo: number } };
  molecules: {
    atoms: JsonAtom[];
    bonds?: JsonBond[];
    extensions?: {
      name: string;
      aromaticAtoms?: number[];
      aromaticBonds?: number[];
      atomRings?: number[][];
    }[];
  }[];
}

/** Reads `get_json()`; atom fields left out take the file's defaults. */
export function readRdkitJson(json: string): RdkitJsonMolecule {
  const parsed = JSON.parse(json) as RdkitJson;
  const molecule = parsed.molecules[0];
  if (molecule === undefined) throw new Error('RDKit gave JSON without a molecule.');
  const atomDefaults = parsed.defaults.atom;
  const extension = molecule.extensions?.find((e) => e.name === 'rdkitRepresentation');
  return {
    atoms: molecule.atoms.map((atom) => ({
      atomicNumber: atom.z ?? atomDefaults.z,
      hydrogens: atom.impHs ?? atomDefaults.impHs,
      charge: atom.chg ?? atomDefaults.chg,
      isotope: atom.isotope ?? atomDefaults.isotope,
    })),
    bonds: (molecule.bonds ?? []).map((bond) => ({
      begin: bond.atoms[0],
      end: bond.atoms[1],
      kekuleOrder: bond.bo ?? parsed.defaults.bond.bo,
    })),
    aromaticAtoms: new Set(extension?.aromaticAtoms ?? []),
    aromaticBonds: new Set(extension?.aromaticBonds ?? []),
    rings: extension?.atomRings ?? [],
  };
}

/** The graph of a molecule read from RDKit's JSON, with each atom's hybridisation given. */
export function buildGraph(
  molecule: RdkitJsonMolecule,
  hybridizations: readonly Hybridization[],
): MoleculeGraph {
  const degree = new Array<number>(molecule.atoms.length).fill(0);
  for (const { begin, end } of molecule.bonds) {
    degree[begin] = (degree[begin] ?? 0) + 1;
    degree[end] = (degree[end] ?? 0) + 1;
  }
  const ringAtoms = new Set(molecule.rings.flat());
  const ringBonds = new Set<string>();
  for (const ring of molecule.rings) {
    ring.forEach((atom, i) => {
      ringBonds.add(bondKey(atom, ring[(i + 1) % ring.length] as number));
    });
  }
  return {
    atoms: molecule.atoms.map((atom, index) => ({
      element: ELEMENT_SYMBOLS[atom.atomicNumber] ?? '*',
      atomicNumber: atom.atomicNumber,
      degree: degree[index] ?? 0,
      formalCharge: atom.charge,
      aromatic: molecule.aromaticAtoms.has(index),
      hybridization: hybridizations[index] ?? 'other',
      totalHydrogens: atom.hydrogens,
      inRing: ringAtoms.has(index),
      isotope: atom.isotope,
    })),
    bonds: molecule.bonds.map(({ begin, end, kekuleOrder }, index) => {
      const aromatic = molecule.aromaticBonds.has(index);
      return {
        begin,
        end,
        order: aromatic ? 1.5 : kekuleOrder,
        aromatic,
        inRing: ringBonds.has(bondKey(begin, end)),
      };
    }),
  };
}

function bondKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}
