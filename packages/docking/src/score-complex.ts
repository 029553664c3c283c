// Scoring a given pose with the direct form, as `vina --score_only` does, and minimising it
// locally as `vina --local_only` does: on the grid maps of the box, for the reference's step
// budget, then scored with the direct form (of four ways tried, the one whose poses came closest
// to vina's: within 0.1 Å on most complexes).
import { bfgs } from './bfgs.ts';
import { Evaluator, NO_CAPS } from './evaluator.ts';
import { type Box, buildGrid, GridEnergy } from './grid.ts';
import { buildLigand, ligandTypes } from './ligand.ts';
import { readLigandPdbqt, readReceptorPdbqt, writeLigandPdbqt } from './pdbqt.ts';
import { referenceConf } from './pose.ts';
import { buildReceptor, CellList } from './receptor.ts';
import { affinity, interDirect, intraEnergy } from './score.ts';
import { localSteps } from './search/index.ts';

export interface ComplexScore {
  affinity: number;
  inter: number;
  intra: number;
  rotatableCount: number;
  /** With `minimise`: the pose after the local optimisation, and the evaluations it took. */
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
    bfgs((x, g) => evaluator.energy(x, g), conf, steps);
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
