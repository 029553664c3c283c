// The Vina score in its direct form (every pair within the cut-off, exact terms), as --score_only
// and the final refinement use it, and the ligand's internal part.
import type { LigandModel } from './ligand.ts';
import type { CellList, Receptor } from './receptor.ts';
import { CUTOFF_SQ, pairTable, WEIGHTS } from './terms.ts';

const scratch = new Float64Array(1);

/**
 * Ligand-receptor energy of heavy-atom coordinates. Without `forces`, the score as reported (the
 * table's binned form); with them, the interpolated form and its gradient added to `forces`.
 */
export function interDirect(
  receptor: Receptor,
  cells: CellList,
  types: Int8Array,
  coords: Float64Array,
  forces: Float64Array | null,
): number {
  let total = 0;
  const rc = receptor.coords;
  const table = pairTable();
  for (let h = 0; h < types.length; h++) {
    const t = types[h] as number;
    const x = coords[h * 3];
    const y = coords[h * 3 + 1];
    const z = coords[h * 3 + 2];
    cells.near(x, y, z, (j) => {
      const dx = x - rc[j * 3];
      const dy = y - rc[j * 3 + 1];
      const dz = z - rc[j * 3 + 2];
      const r2 = dx * dx + dy * dy + dz * dz;
      if (r2 >= CUTOFF_SQ) return;
      const offset = table.offset(t, receptor.types[j] as number);
      if (!forces) total += table.binned(offset, r2);
      else {
        total += table.lookup(offset, r2, scratch);
        const g = scratch[0] as number;
        forces[h * 3] = forces[h * 3] + g * dx;
        forces[h * 3 + 1] = forces[h * 3 + 1] + g * dy;
        forces[h * 3 + 2] = forces[h * 3 + 2] + g * dz;
      }
    });
  }
  return total;
}

/**
 * The ligand's internal energy over the pairs the torsions can move. During the search each pair's
 * positive energy is capped smoothly at `cap` (e -> e·cap/(cap+e)), so that a clash between two
 * parts of the ligand does not dominate a step; the final minimisation passes Infinity.
 */
export function intraEnergy(
  ligand: LigandModel,
  coords: Float64Array,
  forces: Float64Array | null,
  cap: number,
): number {
  const pairs = ligand.intraPairs;
  const types = ligand.heavyTypes;
  const table = pairTable();
  let total = 0;
  for (let p = 0; p < pairs.length; p += 2) {
    const i = pairs[p];
    const j = pairs[p + 1];
    const dx = coords[i * 3] - coords[j * 3];
    const dy = coords[i * 3 + 1] - coords[j * 3 + 1];
    const dz = coords[i * 3 + 2] - coords[j * 3 + 2];
    const r2 = dx * dx + dy * dy + dz * dz;
    if (r2 >= CUTOFF_SQ) continue;
    const offset = table.offset(types[i], types[j]);
    let e = forces ? table.lookup(offset, r2, scratch) : table.binned(offset, r2);
    let g = scratch[0];
    if (e > 0 && cap < Infinity) {
      const f = cap / (cap + e);
      e *= f;
      g *= f * f;
    }
    total += e;
    if (forces) {
      forces[i * 3] = forces[i * 3] + g * dx;
      forces[i * 3 + 1] = forces[i * 3 + 1] + g * dy;
      forces[i * 3 + 2] = forces[i * 3 + 2] + g * dz;
      forces[j * 3] = forces[j * 3] - g * dx;
      forces[j * 3 + 1] = forces[j * 3 + 1] - g * dy;
      forces[j * 3 + 2] = forces[j * 3 + 2] - g * dz;
    }
  }
  return total;
}

/** The binding affinity (kcal/mol) Vina reports: intermolecular energy over the torsion penalty. */
export const affinity = (inter: number, rotatableCount: number): number =>
  inter / (1 + WEIGHTS.rotatable * rotatableCount);
