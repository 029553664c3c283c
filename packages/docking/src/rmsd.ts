// Heavy-atom RMSD between a pose and a reference, symmetry-corrected: the minimum over every
// mapping of one molecule's heavy-atom graph onto the other's that keeps elements and bonds (for
// one molecule, its automorphisms: a ring flipped, a carboxylate's oxygens swapped).
import { typeAtoms } from './atom-types.ts';
import { InputError } from './errors.ts';
import { readLigandPdbqt } from './pdbqt.ts';

export interface MolecularGraph {
  elements: string[];
  /** Neighbours among the heavy atoms (indices into elements). */
  bonds: number[][];
  /** Heavy-atom coordinates, xyz flat. */
  coords: Float64Array;
}

/** Enough mappings for any drug-like ligand; past it the best found so far is returned. */
const MAX_MAPPINGS = 100_000;

/** The heavy-atom graph of a PDBQT ligand (first model), bonds inferred from distances. */
export function heavyGraph(pdbqt: string, file = 'ligand.pdbqt'): MolecularGraph {
  const ligand = readLigandPdbqt(pdbqt, file);
  const typed = typeAtoms(ligand.atoms, file);
  const heavy = ligand.atoms.flatMap((_, i) => (typed.elements[i] === 'H' ? [] : [i]));
  const position = new Map(heavy.map((a, i) => [a, i]));
  const coords = new Float64Array(heavy.length * 3);
  heavy.forEach((a, i) => {
    const atom = ligand.atoms[a];
    coords.set([atom.x, atom.y, atom.z], i * 3);
  });
  return {
    elements: heavy.map((a) => typed.elements[a] as string),
    bonds: heavy.map((a) =>
      (typed.bonds[a] as number[]).flatMap((b) =>
        position.has(b) ? [position.get(b) as number] : [],
      ),
    ),
    coords,
  };
}

/**
 * The least RMSD (Å) of `pose` coordinates over every element- and bond-preserving mapping of
 * the pose's graph onto the reference's (no superposition: both are in the receptor's frame).
 */
export function symmetricRmsd(pose: MolecularGraph, reference: MolecularGraph): number {
  const n = pose.elements.length;
  if (n !== reference.elements.length) {
    throw new InputError(
      `The reference ligand has ${reference.elements.length} heavy atoms and the docked one ${n}: they are not the same molecule.`,
      'reference ligand',
    );
  }
  // Visit atoms outward from the best-connected one, so each has mapped neighbours to agree with.
  const order: number[] = [];
  const seen = new Uint8Array(n);
  const degree = (i: number) => pose.bonds[i].length;
  for (;;) {
    let start = -1;
    for (let i = 0; i < n; i++) if (!seen[i] && (start < 0 || degree(i) > degree(start))) start = i;
    if (start < 0) break;
    const queue = [start];
    seen[start] = 1;
    while (queue.length > 0) {
      const i = queue.shift() as number;
      order.push(i);
      for (const j of pose.bonds[i]) {
        if (!seen[j]) {
          seen[j] = 1;
          queue.push(j);
        }
      }
    }
  }
  const refBonded = reference.bonds.map((list) => new Set(list));
  const map = new Int32Array(n).fill(-1);
  const used = new Uint8Array(n);
  const sq = (i: number, j: number) =>
    (pose.coords[i * 3] - reference.coords[j * 3]) ** 2 +
    (pose.coords[i * 3 + 1] - reference.coords[j * 3 + 1]) ** 2 +
    (pose.coords[i * 3 + 2] - reference.coords[j * 3 + 2]) ** 2;
  let best = Infinity;
  let mappings = 0;
  let found = false;
  const extend = (depth: number, sum: number): void => {
    if (sum >= best || mappings >= MAX_MAPPINGS) return;
    if (depth === n) {
      mappings++;
      found = true;
      best = sum;
      return;
    }
    const i = order[depth];
    for (let j = 0; j < n; j++) {
      if (used[j] || reference.elements[j] !== pose.elements[i]) continue;
      if (reference.bonds[j].length !== degree(i)) continue;
      let consistent = true;
      for (const k of pose.bonds[i]) {
        if (map[k] >= 0 && !refBonded[j].has(map[k])) {
          consistent = false;
          break;
        }
      }
      if (!consistent) continue;
      map[i] = j;
      used[j] = 1;
      extend(depth + 1, sum + sq(i, j));
      map[i] = -1;
      used[j] = 0;
    }
  };
  extend(0, 0);
  if (!found) {
    throw new InputError(
      'The reference ligand is not the same molecule as the docked one (its atoms and bonds do not match).',
      'reference ligand',
    );
  }
  return Math.sqrt(best / n);
}
