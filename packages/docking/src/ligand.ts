// The ligand as the search moves it: rigid fragments (the torsion tree's nodes), its scored atoms,
// the internal pairs that can change, and the rotatable-bond count of the score's torsion penalty.
import { type TypedAtoms, typeAtoms, type XsType } from './atom-types.ts';
import type { PdbqtLigand, TorsionBranch } from './pdbqt.ts';

export interface LigandNode {
  /** Parent node index (-1 for the root). */
  parent: number;
  /** Atom on the parent's side of the rotatable bond (-1 for the root). */
  axisFrom: number;
  /** The node's origin atom (the branch's first atom), or -1 for the root (origin: `rootOrigin`). */
  axisTo: number;
  /** Atoms of this node. */
  atoms: number[];
}

export interface LigandModel {
  pdbqt: PdbqtLigand;
  typed: TypedAtoms;
  /** Reference coordinates of every atom, xyz flat (the input file's). */
  reference: Float64Array;
  /** Nodes in an order where a parent comes before its children; node 0 is the root. */
  nodes: LigandNode[];
  /** Node of each atom. */
  nodeOf: Int32Array;
  /** The root's reference origin: the centroid of its heavy atoms. */
  rootOrigin: [number, number, number];
  /** Indices of the heavy atoms (the scored ones). */
  heavy: Int32Array;
  /** X-Score type of each heavy atom, in `heavy` order. */
  heavyTypes: Int8Array;
  /** Internal pairs that the torsions can move, as positions in `heavy` (i0, j0, i1, j1, ...). */
  intraPairs: Int32Array;
  /** Rotatable bonds for the torsion penalty (0.5 per side with more than one heavy neighbour). */
  rotatableCount: number;
  torsionCount: number;
}

/** Shortest bond-path lengths from one atom, up to `limit` bonds. */
function bondDistances(bonds: number[][], from: number, limit: number): Map<number, number> {
  const seen = new Map<number, number>([[from, 0]]);
  let frontier = [from];
  for (let depth = 1; depth <= limit && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const a of frontier) {
      for (const b of bonds[a] as number[]) {
        if (!seen.has(b)) {
          seen.set(b, depth);
          next.push(b);
        }
      }
    }
    frontier = next;
  }
  return seen;
}

/**
 * The same ligand with its root's origin at the ROOT's first atom, where the reference program
 * puts it: its local optimisation turns the root about that atom, so `vina --local_only` is
 * followed from there. The searches keep the centroid.
 */
export function rootAtFirstAtom(ligand: LigandModel): LigandModel {
  const first = ligand.pdbqt.root[0];
  if (first === undefined) return ligand;
  const r = ligand.reference;
  return {
    ...ligand,
    rootOrigin: [r[first * 3] as number, r[first * 3 + 1] as number, r[first * 3 + 2] as number],
  };
}

export function buildLigand(pdbqt: PdbqtLigand): LigandModel {
  const typed = typeAtoms(pdbqt.atoms, pdbqt.file);
  const n = pdbqt.atoms.length;
  const reference = new Float64Array(n * 3);
  pdbqt.atoms.forEach((a, i) => {
    reference[i * 3] = a.x;
    reference[i * 3 + 1] = a.y;
    reference[i * 3 + 2] = a.z;
  });
  const nodes: LigandNode[] = [{ parent: -1, axisFrom: -1, axisTo: -1, atoms: pdbqt.root }];
  const nodeOf = new Int32Array(n);
  const visit = (branch: TorsionBranch, parent: number): void => {
    const index = nodes.push({
      parent,
      axisFrom: branch.parent,
      axisTo: branch.child,
      atoms: branch.atoms,
    });
    for (const a of branch.atoms) nodeOf[a] = index - 1;
    for (const child of branch.branches) visit(child, index - 1);
  };
  for (const branch of pdbqt.branches) visit(branch, 0);
  for (const a of pdbqt.root) nodeOf[a] = 0;

  const heavyList: number[] = [];
  typed.xs.forEach((t, i) => {
    if (t >= 0) heavyList.push(i);
  });
  const heavy = Int32Array.from(heavyList);
  const heavyTypes = Int8Array.from(heavyList.map((i) => typed.xs[i] as number));
  const rootHeavy = pdbqt.root.filter((i) => (typed.xs[i] as number) >= 0);
  const centre: [number, number, number] = [0, 0, 0];
  const rootAtoms = rootHeavy.length > 0 ? rootHeavy : pdbqt.root;
  for (const i of rootAtoms)
    for (let k = 0; k < 3; k++) centre[k] += reference[i * 3 + k] as number;
  for (let k = 0; k < 3; k++) centre[k] /= rootAtoms.length;

  // Pairs more than three bonds apart whose distance a torsion can change: not in one fragment, and
  // neither atom on the axis of the bond that joins their fragments (its distance to both is fixed).
  const onAxis = (a: number, b: number): boolean => {
    const na = nodes[nodeOf[a] as number] as LigandNode;
    const nb = nodes[nodeOf[b] as number] as LigandNode;
    return (
      (na.axisTo === a && na.parent === nodeOf[b]) ||
      (nb.axisTo === b && nb.parent === nodeOf[a]) ||
      (na.axisFrom === b && nodeOf[a] !== nodeOf[b] && na.parent === nodeOf[b]) ||
      (nb.axisFrom === a && nb.parent === nodeOf[a])
    );
  };
  const pairs: number[] = [];
  for (let p = 0; p < heavyList.length; p++) {
    const i = heavyList[p] as number;
    const near = bondDistances(typed.bonds, i, 3);
    for (let q = p + 1; q < heavyList.length; q++) {
      const j = heavyList[q] as number;
      if (nodeOf[i] === nodeOf[j] || near.has(j) || onAxis(i, j)) continue;
      pairs.push(p, q);
    }
  }
  const heavyDegree = (a: number) =>
    (typed.bonds[a] as number[]).filter((b) => (typed.xs[b] as number) >= 0).length;
  let rotatableCount = 0;
  for (const node of nodes.slice(1)) {
    if (heavyDegree(node.axisFrom) > 1) rotatableCount += 0.5;
    if (heavyDegree(node.axisTo) > 1) rotatableCount += 0.5;
  }
  return {
    pdbqt,
    typed,
    reference,
    nodes,
    nodeOf,
    rootOrigin: centre,
    heavy,
    heavyTypes,
    intraPairs: Int32Array.from(pairs),
    rotatableCount,
    torsionCount: nodes.length - 1,
  };
}

/** Distinct X-Score types of the ligand's heavy atoms (the grid maps it needs). */
export const ligandTypes = (ligand: LigandModel): XsType[] =>
  [...new Set(ligand.heavyTypes)].sort((a, b) => a - b) as XsType[];
