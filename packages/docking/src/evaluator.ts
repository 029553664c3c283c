// One energy function for every search: the pose's heavy atoms, the intermolecular part (grid maps
// during the search, direct pairs for the final refinement) and the ligand's internal part. Each
// call counts as one evaluation, as the reference program counts them, so searches compare fairly.
import { type Box, OUT_OF_BOX_SLOPE } from './grid.ts';
import type { LigandModel } from './ligand.ts';
import { type Conf, Kinematics, type Tangent } from './pose.ts';
import { intraEnergy } from './score.ts';

/**
 * Intermolecular energy of heavy-atom coordinates, adding dE/dx to forces when given; `cap`
 * limits each atom's positive energy (Infinity: none).
 */
export type InterEnergy = (
  coords: Float64Array,
  forces: Float64Array | null,
  cap: number,
) => number;

/**
 * Caps of the quick minimisations of a search (kcal/mol): each internal pair's and each atom's
 * intermolecular positive energy is limited, so that a pose can pass through a clash on its way
 * to a better place (Vina's search does the same); full minimisations use no caps.
 */
export const SEARCH_CAPS = { intra: 10, inter: 1.5 } as const;
export const NO_CAPS = { intra: Infinity, inter: Infinity } as const;
/** The reference program's caps in its local optimisation: in effect only on a clash. */
export const REFERENCE_CAPS = { intra: 1000, inter: 1000 } as const;

export class Evaluator {
  evaluations = 0;
  readonly kinematics: Kinematics;
  readonly coords: Float64Array;
  readonly #forces: Float64Array;

  constructor(
    readonly ligand: LigandModel,
    readonly inter: InterEnergy,
    /** The caps in force; a search switches between SEARCH_CAPS and NO_CAPS. */
    public caps: { intra: number; inter: number } = NO_CAPS,
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
      this.inter(this.coords, forces, this.caps.inter) +
      intraEnergy(this.ligand, this.coords, forces, this.caps.intra);
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
      if (forces)
        forces[h * 3 + c] = (forces[h * 3 + c] as number) + OUT_OF_BOX_SLOPE * Math.sign(miss);
    }
  }
  return total;
}
