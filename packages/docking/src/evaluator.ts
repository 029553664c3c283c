// One energy function for every search: the pose's heavy atoms, the intermolecular part (grid maps
// during the search, direct pairs for the final refinement) and the ligand's internal part. Each
// call counts as one evaluation, as the reference program counts them, so searches compare fairly.
import { type Box, OUT_OF_BOX_SLOPE } from './grid.ts';
import type { LigandModel } from './ligand.ts';
import { type Conf, Kinematics, type Tangent } from './pose.ts';
import { intraEnergy } from './score.ts';

/** Intermolecular energy of heavy-atom coordinates, adding dE/dx to forces when given. */
export type InterEnergy = (coords: Float64Array, forces: Float64Array | null) => number;

/** Cap on each internal pair's positive energy during the search (kcal/mol). */
export const SEARCH_INTRA_CAP = 10;

export class Evaluator {
  evaluations = 0;
  readonly kinematics: Kinematics;
  readonly coords: Float64Array;
  readonly #forces: Float64Array;

  constructor(
    readonly ligand: LigandModel,
    readonly inter: InterEnergy,
    readonly intraCap: number,
    kinematics?: Kinematics,
  ) {
    this.kinematics = kinematics ?? new Kinematics(ligand);
    this.coords = new Float64Array(ligand.heavy.length * 3);
    this.#forces = new Float64Array(ligand.heavy.length * 3);
  }

  /** Total energy of a pose; with `gradient`, its gradient too. */
  energy(conf: Conf, gradient: Tangent | null): number {
    this.evaluations++;
    this.kinematics.heavyCoordinates(conf, this.coords);
    const forces = gradient ? this.#forces.fill(0) : null;
    const e =
      this.inter(this.coords, forces) +
      intraEnergy(this.ligand, this.coords, forces, this.intraCap);
    if (gradient) this.kinematics.gradient(this.coords, this.#forces, gradient);
    return e;
  }
}

/** The out-of-box penalty of the grid, for the direct form: atoms stay in the box there too. */
export function boxPenalty(box: Box, coords: Float64Array, forces: Float64Array | null): number {
  let total = 0;
  for (let h = 0; h < coords.length / 3; h++) {
    for (let c = 0; c < 3; c++) {
      const lo = (box.center[c] as number) - (box.size[c] as number) / 2;
      const hi = (box.center[c] as number) + (box.size[c] as number) / 2;
      const v = coords[h * 3 + c] as number;
      const miss = v < lo ? v - lo : v > hi ? v - hi : 0;
      if (miss === 0) continue;
      total += OUT_OF_BOX_SLOPE * Math.abs(miss);
      if (forces) forces[h * 3 + c] = (forces[h * 3 + c] as number) + OUT_OF_BOX_SLOPE * Math.sign(miss);
    }
  }
  return total;
}
