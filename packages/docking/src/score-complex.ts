// Scoring a given pose, and minimising it locally, with the direct form: what `vina --score_only`
// and `vina --local_only` report.
import { bfgs } from './bfgs.ts';
import { boxPenalty, Evaluator, NO_CAPS } from './evaluator.ts';
import type { Box } from './grid.ts';
import { buildLigand } from './ligand.ts';
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
  options: { box?: Box; minimise?: boolean; steps?: number } = {},
): ComplexScore {
  const receptor = buildReceptor(readReceptorPdbqt(receptorPdbqt));
  const cells = new CellList(receptor);
  const ligand = buildLigand(readLigandPdbqt(ligandPdbqt));
  const types = ligand.heavyTypes;
  const box = options.box;
  const evaluator = new Evaluator(
    ligand,
    (c, f) => interDirect(receptor, cells, types, c, f) + (box ? boxPenalty(box, c, f) : 0),
    NO_CAPS,
  );
  const conf = referenceConf(ligand);
  if (options.minimise) {
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
    ...(options.minimise
      ? {
          pdbqt: writeLigandPdbqt(ligand.pdbqt, evaluator.kinematics.allCoordinates(conf)),
          evaluations: evaluator.evaluations,
        }
      : {}),
  };
}
