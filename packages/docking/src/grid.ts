// Grid maps: for each of the ligand's atom types, the receptor's energy on a 0.375 Å lattice over
// the box, read with trilinear interpolation; an atom outside the box pays a steep linear penalty.
import type { Receptor } from './receptor.ts';
import { CUTOFF, CUTOFF_SQ, pairTable, SAMPLES } from './terms.ts';

export interface Box {
  center: [number, number, number];
  size: [number, number, number];
}

export const GRID_SPACING = 0.375;
/** kcal/mol per Å outside the box: no pose worth keeping leaves it. */
export const OUT_OF_BOX_SLOPE = 100;

export interface GridData {
  /** Corner of the lattice (Å). */
  origin: [number, number, number];
  /** Points along x, y, z. */
  points: [number, number, number];
  /** The X-Score types mapped, in slot order. */
  types: number[];
  /** Values, interleaved: data[((z * ny + y) * nx + x) * types.length + slot]. */
  data: Float32Array;
}

/** The lattice the box asks for: whole steps covering it, centred on its centre. */
export function gridShape(box: Box): {
  origin: [number, number, number];
  points: [number, number, number];
} {
  const steps = box.size.map((s) => Math.max(1, Math.ceil(s / GRID_SPACING)));
  const origin = box.center.map((c, i) => c - ((steps[i] as number) * GRID_SPACING) / 2) as [
    number,
    number,
    number,
  ];
  return { origin, points: steps.map((s) => s + 1) as [number, number, number] };
}

/**
 * Builds the maps of `types` over the z-planes [zFrom, zTo) into `data` (which may be shared
 * between threads, each building its own planes). Loops over receptor atoms and, for each, the
 * lattice rows inside its cut-off sphere.
 */
export function fillGrid(
  receptor: Receptor,
  shape: { origin: [number, number, number]; points: [number, number, number] },
  types: number[],
  data: Float32Array,
  zFrom = 0,
  zTo = shape.points[2],
): void {
  const pairs = pairTable();
  const [ox, oy, oz] = shape.origin;
  const [nx, ny] = shape.points;
  const T = types.length;
  const offsets = new Int32Array(T);
  const table = pairTable().energy;
  const h = GRID_SPACING;
  const zMin = oz + zFrom * h;
  const zMax = oz + (zTo - 1) * h;
  for (let a = 0; a < receptor.count; a++) {
    const ax = receptor.coords[a * 3];
    const ay = receptor.coords[a * 3 + 1];
    const az = receptor.coords[a * 3 + 2];
    if (az < zMin - CUTOFF || az > zMax + CUTOFF) continue;
    if (ax < ox - CUTOFF || ax > ox + (nx - 1) * h + CUTOFF) continue;
    if (ay < oy - CUTOFF || ay > oy + (ny - 1) * h + CUTOFF) continue;
    const u = receptor.types[a];
    for (let s = 0; s < T; s++) offsets[s] = pairs.offset(types[s], u);
    const iz0 = Math.max(zFrom, Math.ceil((az - CUTOFF - oz) / h));
    const iz1 = Math.min(zTo - 1, Math.floor((az + CUTOFF - oz) / h));
    for (let iz = iz0; iz <= iz1; iz++) {
      const dz = oz + iz * h - az;
      const rz = CUTOFF_SQ - dz * dz;
      if (rz <= 0) continue;
      const yReach = Math.sqrt(rz);
      const iy0 = Math.max(0, Math.ceil((ay - yReach - oy) / h));
      const iy1 = Math.min(ny - 1, Math.floor((ay + yReach - oy) / h));
      for (let iy = iy0; iy <= iy1; iy++) {
        const dy = oy + iy * h - ay;
        const ry = rz - dy * dy;
        if (ry <= 0) continue;
        const xReach = Math.sqrt(ry);
        const ix0 = Math.max(0, Math.ceil((ax - xReach - ox) / h));
        const ix1 = Math.min(nx - 1, Math.floor((ax + xReach - ox) / h));
        const dyz = dy * dy + dz * dz;
        let index = ((iz * ny + iy) * nx + ix0) * T;
        for (let ix = ix0; ix <= ix1; ix++, index += T) {
          const dx = ox + ix * h - ax;
          const r2 = dx * dx + dyz;
          if (r2 >= CUTOFF_SQ) continue;
          // The table's linear interpolation, inlined: this loop is most of the grid's time.
          const x = r2 * SAMPLES;
          const k = x | 0;
          const f = x - k;
          for (let s = 0; s < T; s++) {
            const i = offsets[s] + k;
            const e0 = table[i];
            data[index + s] += e0 + f * (table[i + 1] - e0);
          }
        }
      }
    }
  }
}

export function buildGrid(receptor: Receptor, box: Box, types: number[]): GridData {
  const shape = gridShape(box);
  const [nx, ny, nz] = shape.points;
  const data = new Float32Array(nx * ny * nz * types.length);
  fillGrid(receptor, shape, types, data);
  return { ...shape, types, data };
}

/** Reads maps for the atoms of one ligand: energy and, when asked, dE/dx per atom. */
export class GridEnergy {
  readonly #slots: Int32Array;
  readonly #s = new Float64Array(3);
  readonly #outside = new Int8Array(3);

  constructor(
    readonly grid: GridData,
    ligandTypes: Int8Array,
  ) {
    this.#slots = Int32Array.from(ligandTypes, (t) => {
      const slot = grid.types.indexOf(t);
      if (slot < 0) throw new Error(`the grid has no map for atom type ${t}`);
      return slot;
    });
  }

  /**
   * Energy of heavy-atom coordinates; adds dE/dx to forces when given. Each atom's positive
   * energy is capped smoothly at `cap` (e -> e·cap/(cap+e)) when one is given.
   */
  energy(coords: Float64Array, forces: Float64Array | null, cap = Infinity): number {
    const { origin, points, data } = this.grid;
    // Measured: reading the maps is most of a search's time, so nothing here allocates.
    const T = this.grid.types.length;
    const [nx, ny, nz] = points;
    const inv = 1 / GRID_SPACING;
    let total = 0;
    for (let h = 0; h < this.#slots.length; h++) {
      const slot = this.#slots[h];
      let penalty = 0;
      const s = this.#s;
      const outside = this.#outside;
      outside.fill(0);
      for (let c = 0; c < 3; c++) {
        const limit = (points[c] as number) - 1;
        let v = (coords[h * 3 + c] - origin[c]) * inv;
        if (v < 0) {
          penalty -= v;
          outside[c] = -1;
          v = 0;
        } else if (v > limit) {
          penalty += v - limit;
          outside[c] = 1;
          v = limit;
        }
        s[c] = v;
      }
      const ix = Math.min(Math.floor(s[0]), nx - 2);
      const iy = Math.min(Math.floor(s[1]), ny - 2);
      const iz = Math.min(Math.floor(s[2]), nz - 2);
      const fx = s[0] - ix;
      const fy = s[1] - iy;
      const fz = s[2] - iz;
      const base = ((iz * ny + iy) * nx + ix) * T + slot;
      const sx = T;
      const sy = nx * T;
      const sz = nx * ny * T;
      const v000 = data[base];
      const v100 = data[base + sx];
      const v010 = data[base + sy];
      const v110 = data[base + sx + sy];
      const v001 = data[base + sz];
      const v101 = data[base + sx + sz];
      const v011 = data[base + sy + sz];
      const v111 = data[base + sx + sy + sz];
      const gx = 1 - fx;
      const gy = 1 - fy;
      const gz = 1 - fz;
      let e =
        gz * (gy * (gx * v000 + fx * v100) + fy * (gx * v010 + fx * v110)) +
        fz * (gy * (gx * v001 + fx * v101) + fy * (gx * v011 + fx * v111));
      let scale = inv;
      if (e > 0 && cap < Infinity) {
        const f = cap / (cap + e);
        e *= f;
        scale *= f * f;
      }
      total += e + OUT_OF_BOX_SLOPE * penalty * GRID_SPACING;
      if (forces) {
        const dx =
          gz * (gy * (v100 - v000) + fy * (v110 - v010)) +
          fz * (gy * (v101 - v001) + fy * (v111 - v011));
        const dy =
          gz * (gx * (v010 - v000) + fx * (v110 - v100)) +
          fz * (gx * (v011 - v001) + fx * (v111 - v101));
        const dz =
          gy * (gx * (v001 - v000) + fx * (v101 - v100)) +
          fy * (gx * (v011 - v010) + fx * (v111 - v110));
        // Outside the box the map is flat along that axis; the penalty pulls the atom back.
        forces[h * 3] = forces[h * 3] + (outside[0] ? outside[0] * OUT_OF_BOX_SLOPE : dx * scale);
        forces[h * 3 + 1] =
          forces[h * 3 + 1] + (outside[1] ? outside[1] * OUT_OF_BOX_SLOPE : dy * scale);
        forces[h * 3 + 2] =
          forces[h * 3 + 2] + (outside[2] ? outside[2] * OUT_OF_BOX_SLOPE : dz * scale);
      }
    }
    return total;
  }
}
