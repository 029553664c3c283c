// Scoring a given pose with the direct form, as `vina --score_only` does, and minimising it
// locally as `vina --local_only` does: on the grid maps of the box, one pass of the reference's
// step budget with its line search and caps, the root turning about the ROOT's first atom (vina
// 1.2 runs further passes only while the ligand is outside the grid), then scored with the direct
// form.
import { bfgs } from './bfgs.ts';
import { Evaluator, NO_CAPS, REFERENCE_CAPS } from './evaluator.ts';
import { type Box, buildGrid, GridEnergy } from './grid.ts';
import { buildLigand, ligandTypes, rootAtFirstAtom } from './ligand.ts';
import { readLigandPdbqt, readReceptorPdbqt, writeLigandPdbqt } from './pdbqt.ts';
import { applyStep, referenceConf } from './pose.ts';
import { buildReceptor, CellList } from './receptor.ts';
import { affinity, interDirect, intraEnergy } from './score.ts';
import { localSteps } from './search/index.ts';

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
  const ligand = rootAtFirstAtom(buildLigand(readLigandPdbqt(ligandPdbqt)));
  const types = ligand.heavyTypes;
  const box = options.minimiseIn;
  const maps = box ? new GridEnergy(buildGrid(receptor, box, ligandTypes(ligand)), types) : null;
  const evaluator = new Evaluator(
    ligand,
    (c, f, cap) => (maps ? maps.energy(c, f, cap) : interDirect(receptor, cells, types, c, f)),
    box ? REFERENCE_CAPS : NO_CAPS,
  );
  const conf = referenceConf(ligand);
  if (maps) {
    const steps = options.steps ?? localSteps(ligand.pdbqt.atoms.length);
    bfgs((x, g) => evaluator.energy(x, g), conf, steps, applyStep, conf.length - 1, 'reference');
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
