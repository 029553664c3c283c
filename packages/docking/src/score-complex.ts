// Scoring a given pose with the direct form, as `vina --score_only` does, and minimising it
// locally as `vina --local_only` does: on the grid maps of the box, five passes of the reference's
// step budget, each from a fresh Hessian (one pass stopped short of vina's minimum on 8 of 14
// complexes), then scored with the direct form.
import { bfgs } from './bfgs.ts';
import { Evaluator, NO_CAPS } from './evaluator.ts';
import { type Box, buildGrid, GridEnergy } from './grid.ts';
import { buildLigand, ligandTypes } from './ligand.ts';
import { readLigandPdbqt, readReceptorPdbqt, writeLigandPdbqt } from './pdbqt.ts';
import { referenceConf } from './pose.ts';
import { buildReceptor, CellList } from './receptor.ts';
import { affinity, interDirect, intraEnergy } from './score.ts';
import { localSteps } from './search/index.ts';

/** Passes of the step budget in a local optimisation, as vina 1.2's `--local_only` runs. */
const LOCAL_PASSES = 5;

export interface ComplexScore {
  affinity: number;
  inter: number;
  intra: number;
  rotatableCount: number;
  /** With `minimiseIn`: the pose after the local optimisation, and the evaluations it took. */
  pdbqt?: string;
  evaluations?: number;
}

export function scoreComplex(
  receptorPdbqt: string,
  ligandPdbqt: string,
  options: { minimiseIn?: Box; steps?: number } = {},
): ComplexScore {
  const receptor = buildReceptor(readReceptorPdbqt(receptorPdbqt));
  const cells = new CellList(receptor);
  const ligand = buildLigand(readLigandPdbqt(ligandPdbqt));
  const types = ligand.heavyTypes;
  const box = options.minimiseIn;
  const maps = box ? new GridEnergy(buildGrid(receptor, box, ligandTypes(ligand)), types) : null;
  const evaluator = new Evaluator(
    ligand,
    (c, f) => (maps ? maps.energy(c, f) : interDirect(receptor, cells, types, c, f)),
    NO_CAPS,
  );
  const conf = referenceConf(ligand);
  if (maps) {
    const steps = options.steps ?? localSteps(ligand.pdbqt.atoms.length);
    for (let pass = 0; pass < LOCAL_PASSES; pass++) {
      bfgs((x, g) => evaluator.energy(x, g), conf, steps);
    }
  }
  const coords = evaluator.coords;
  evaluator.kinematics.heavyCoordinates(conf, coords);
  const inter = interDirect(receptor, cells, types, coords, null);
  return {
    affinity: affinity(inter, ligand.rotatableCount),
    inter,
    intra: intraEnergy(ligand, coords, null, Infinity),
    rotatableCount: ligand.rotatableCount,
    ...(maps
      ? {
          pdbqt: writeLigandPdbqt(ligand.pdbqt, evaluator.kinematics.allCoordinates(conf)),
          evaluations: evaluator.evaluations,
        }
      : {}),
  };
}
