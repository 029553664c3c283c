import type { MoleculeGraph } from '@peptox/molecule';
import { ATOM_FEATURES, atomFeatures } from './atom-features.ts';

/**
 * The kinds of bond the network tells apart; each has its own weights in a graph convolution.
 * A bond RDKit gives no order (dative, zero-order) counts as single.
 */
export const BOND_TYPES = ['single', 'double', 'triple', 'aromatic'] as const;

/** A molecule as the network reads it: atom feature rows and typed bonds. Compact and cloneable. */
export interface GraphInput {
  atoms: number;
  /** atoms × ATOM_FEATURES, row-major. */
  features: Float32Array;
  /** Bond i joins atoms `bonds[2i]` and `bonds[2i + 1]`. */
  bonds: Int32Array;
  /** Index into BOND_TYPES for each bond. */
  bondTypes: Uint8Array;
  /** Features of the whole molecule (scaled descriptors, say), joined to the readout. */
  moleculeFeatures?: Float32Array;
}

function bondType(order: number, aromatic: boolean): number {
  if (aromatic || order === 1.5) return 3;
  if (order === 2) return 1;
  if (order === 3) return 2;
  return 0;
}

export function graphInput(graph: MoleculeGraph, moleculeFeatures?: Float32Array): GraphInput {
  const bonds = new Int32Array(graph.bonds.length * 2);
  const bondTypes = new Uint8Array(graph.bonds.length);
  graph.bonds.forEach((bond, i) => {
    bonds[2 * i] = bond.begin;
    bonds[2 * i + 1] = bond.end;
    bondTypes[i] = bondType(bond.order, bond.aromatic);
  });
  return {
    atoms: graph.atoms.length,
    features: atomFeatures(graph),
    bonds,
    bondTypes,
    ...(moleculeFeatures ? { moleculeFeatures } : {}),
  };
}

/**
 * Molecules side by side as one disjoint graph: every atom of the batch is a row, every bond two
 * directed edges. Nothing is padded: messages pass along the edge lists (see graph-ops.ts).
 */
export interface GraphBatch {
  molecules: number;
  atoms: number;
  /** atoms × ATOM_FEATURES. */
  features: Float32Array;
  /** The molecule (0..molecules-1) of every atom. */
  atomMolecule: Int32Array;
  /** Edge e carries atom `edgeSource[e]`'s state, projected for its bond type, to `edgeTarget[e]`. */
  edgeSource: Int32Array;
  /** The bond type (index into BOND_TYPES) of every edge. */
  edgeType: Uint8Array;
  edgeTarget: Int32Array;
  /**
   * 1/sqrt(d_source d_target), d an atom's bonds plus one: the symmetric normalisation of a graph
   * convolution (Kipf & Welling), so that atoms with many neighbours do not dominate.
   */
  edgeWeight: Float32Array;
  /** molecules × the molecule features' width (0 when the molecules have none). */
  moleculeFeatures: Float32Array;
}

/** Puts molecules side by side into one batch. */
export function packBatch(graphs: readonly GraphInput[]): GraphBatch {
  const atoms = graphs.reduce((n, g) => n + g.atoms, 0);
  const edges = 2 * graphs.reduce((n, g) => n + g.bondTypes.length, 0);
  const width = graphs[0]?.moleculeFeatures?.length ?? 0;
  const batch: GraphBatch = {
    molecules: graphs.length,
    atoms,
    features: new Float32Array(atoms * ATOM_FEATURES),
    atomMolecule: new Int32Array(atoms),
    edgeSource: new Int32Array(edges),
    edgeType: new Uint8Array(edges),
    edgeTarget: new Int32Array(edges),
    edgeWeight: new Float32Array(edges),
    moleculeFeatures: new Float32Array(graphs.length * width),
  };
  let first = 0;
  let edge = 0;
  graphs.forEach((graph, m) => {
    batch.features.set(graph.features, first * ATOM_FEATURES);
    batch.atomMolecule.fill(m, first, first + graph.atoms);
    if ((graph.moleculeFeatures?.length ?? 0) !== width) {
      throw new Error('Every molecule of a batch needs the same number of molecule features.');
    }
    if (graph.moleculeFeatures) batch.moleculeFeatures.set(graph.moleculeFeatures, m * width);
    const degree = new Float32Array(graph.atoms).fill(1);
    for (const atom of graph.bonds) degree[atom] = (degree[atom] as number) + 1;
    for (let b = 0; b < graph.bondTypes.length; b++) {
      const i = graph.bonds[2 * b] as number;
      const j = graph.bonds[2 * b + 1] as number;
      const weight = 1 / Math.sqrt((degree[i] as number) * (degree[j] as number));
      for (const [from, to] of [
        [i, j],
        [j, i],
      ] as const) {
        batch.edgeSource[edge] = first + from;
        batch.edgeTarget[edge] = first + to;
        batch.edgeType[edge] = graph.bondTypes[b] as number;
        batch.edgeWeight[edge] = weight;
        edge++;
      }
    }
    first += graph.atoms;
  });
  return batch;
}
