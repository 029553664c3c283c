import type { GraphAtom, MoleculeGraph } from '@peptox/molecule';

/**
 * The elements that get a feature of their own. Everything else (metals, rare elements) shares
 * one 'other element' feature. The Tox21, LD50 and fish LC50 sets hold only C, O, N, Cl, S, F, P,
 * Br, I, Si and one explicit H; B and Se are common enough in drug-like molecules to keep apart.
 */
export const ELEMENTS = ['C', 'N', 'O', 'S', 'F', 'Cl', 'Br', 'I', 'P', 'Si', 'B', 'Se'] as const;

/** The name of every feature, in the order of the vector `atomFeatures` writes. */
export const ATOM_FEATURE_NAMES: readonly string[] = [
  ...ELEMENTS.map((e) => `element ${e}`),
  'element other',
  'degree 0',
  'degree 1',
  'degree 2',
  'degree 3',
  'degree 4',
  'degree 5+',
  'charge negative',
  'charge zero',
  'charge positive',
  'hybridisation sp',
  'hybridisation sp2',
  'hybridisation sp3',
  'hybridisation other',
  'aromatic',
  'hydrogens 0',
  'hydrogens 1',
  'hydrogens 2',
  'hydrogens 3',
  'hydrogens 4+',
  'in ring',
];

export const ATOM_FEATURES = ATOM_FEATURE_NAMES.length;

const ELEMENT_INDEX = new Map<string, number>(ELEMENTS.map((e, i) => [e, i]));
const DEGREE = ELEMENTS.length + 1;
const CHARGE = DEGREE + 6;
const HYBRIDISATION = CHARGE + 3;
const AROMATIC = HYBRIDISATION + 4;
const HYDROGENS = AROMATIC + 1;
const RING = HYDROGENS + 5;

const HYBRIDISATION_INDEX: Record<GraphAtom['hybridization'], number> = {
  sp: 0,
  sp2: 1,
  sp3: 2,
  s: 3,
  sp3d: 3,
  sp3d2: 3,
  other: 3,
};

/** Writes one atom's one-hot features into `out` from `offset` (ATOM_FEATURES values). */
export function writeAtomFeatures(atom: GraphAtom, out: Float32Array, offset: number): void {
  out.fill(0, offset, offset + ATOM_FEATURES);
  out[offset + (ELEMENT_INDEX.get(atom.element) ?? ELEMENTS.length)] = 1;
  out[offset + DEGREE + Math.min(atom.degree, 5)] = 1;
  out[offset + CHARGE + Math.sign(atom.formalCharge) + 1] = 1;
  out[offset + HYBRIDISATION + HYBRIDISATION_INDEX[atom.hybridization]] = 1;
  if (atom.aromatic) out[offset + AROMATIC] = 1;
  out[offset + HYDROGENS + Math.min(atom.totalHydrogens, 4)] = 1;
  if (atom.inRing) out[offset + RING] = 1;
}

/** Every atom's features, row-major: atoms × ATOM_FEATURES. */
export function atomFeatures(graph: MoleculeGraph): Float32Array {
  const out = new Float32Array(graph.atoms.length * ATOM_FEATURES);
  graph.atoms.forEach((atom, i) => {
    writeAtomFeatures(atom, out, i * ATOM_FEATURES);
  });
  return out;
}
