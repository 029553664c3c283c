// The rigid receptor's scored atoms (heavy atoms with X-Score types), bucketed in cells so that
// the atoms within the cut-off of a point are found without scanning the whole protein.
import { typeAtoms } from './atom-types.ts';
import type { PdbqtAtom } from './pdbqt.ts';
import { CUTOFF } from './terms.ts';

export interface Receptor {
  /** Heavy-atom coordinates, xyz flat. */
  coords: Float64Array;
  types: Int8Array;
  count: number;
  /** All atoms read (hydrogens included), for limits and messages. */
  atomCount: number;
}

export function buildReceptor(atoms: PdbqtAtom[], file = 'receptor.pdbqt'): Receptor {
  const typed = typeAtoms(atoms, file);
  const heavy: number[] = [];
  typed.xs.forEach((t, i) => {
    if (t >= 0) heavy.push(i);
  });
  const coords = new Float64Array(heavy.length * 3);
  heavy.forEach((i, h) => {
    const a = atoms[i] as PdbqtAtom;
    coords[h * 3] = a.x;
    coords[h * 3 + 1] = a.y;
    coords[h * 3 + 2] = a.z;
  });
  return {
    coords,
    types: Int8Array.from(heavy.map((i) => typed.xs[i] as number)),
    count: heavy.length,
    atomCount: atoms.length,
  };
}

/** Receptor atoms in cubic cells of the cut-off's size: 27 cells hold every neighbour of a point. */
export class CellList {
  readonly #start: Int32Array;
  readonly #atoms: Int32Array;
  readonly #min: [number, number, number];
  readonly #dims: [number, number, number];

  constructor(
    readonly receptor: Receptor,
    readonly size = CUTOFF,
  ) {
    const { coords, count } = receptor;
    const min: [number, number, number] = [Infinity, Infinity, Infinity];
    const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
    for (let i = 0; i < count; i++) {
      for (let c = 0; c < 3; c++) {
        min[c] = Math.min(min[c], coords[i * 3 + c] as number);
        max[c] = Math.max(max[c], coords[i * 3 + c] as number);
      }
    }
    this.#min = min;
    this.#dims = [0, 1, 2].map((c) => Math.floor((max[c] - min[c]) / size) + 1) as [
      number,
      number,
      number,
    ];
    const cellOf = new Int32Array(count);
    const cells = this.#dims[0] * this.#dims[1] * this.#dims[2];
    const counts = new Int32Array(cells + 1);
    for (let i = 0; i < count; i++) {
      const cell = this.#cell(coords[i * 3], coords[i * 3 + 1], coords[i * 3 + 2]);
      cellOf[i] = cell;
      counts[cell + 1]++;
    }
    for (let c = 0; c < cells; c++) counts[c + 1] = counts[c + 1] + counts[c];
    this.#start = counts;
    this.#atoms = new Int32Array(count);
    const fill = counts.slice(0, cells);
    for (let i = 0; i < count; i++) this.#atoms[fill[cellOf[i]]++] = i;
  }

  #cell(x: number, y: number, z: number): number {
    const [nx, ny] = this.#dims;
    const ix = Math.floor((x - this.#min[0]) / this.size);
    const iy = Math.floor((y - this.#min[1]) / this.size);
    const iz = Math.floor((z - this.#min[2]) / this.size);
    return (iz * ny + iy) * nx + ix;
  }

  /** Calls visit(atom) for every receptor atom in the cells around (x, y, z). */
  near(x: number, y: number, z: number, visit: (atom: number) => void): void {
    const [nx, ny, nz] = this.#dims;
    const ix = Math.floor((x - this.#min[0]) / this.size);
    const iy = Math.floor((y - this.#min[1]) / this.size);
    const iz = Math.floor((z - this.#min[2]) / this.size);
    for (let cz = Math.max(0, iz - 1); cz <= Math.min(nz - 1, iz + 1); cz++)
      for (let cy = Math.max(0, iy - 1); cy <= Math.min(ny - 1, iy + 1); cy++)
        for (let cx = Math.max(0, ix - 1); cx <= Math.min(nx - 1, ix + 1); cx++) {
          const cell = (cz * ny + cy) * nx + cx;
          for (let k = this.#start[cell]; k < this.#start[cell + 1]; k++) visit(this.#atoms[k]);
        }
  }
}
