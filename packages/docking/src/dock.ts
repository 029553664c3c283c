// The package's entry for a job: a prepared receptor, one or more prepared ligands, the box and
// the search; per ligand the ranked poses, the evaluations and the time.
import { bfgs } from './bfgs.ts';
import { boxPenalty, Evaluator, NO_CAPS } from './evaluator.ts';
import type { Box } from './grid.ts';
import { buildLigand, type LigandModel, ligandTypes } from './ligand.ts';
import { readLigandPdbqt, readReceptorPdbqt, writeLigandPdbqt } from './pdbqt.ts';
import { Kinematics } from './pose.ts';
import { buildReceptor, CellList, type Receptor } from './receptor.ts';
import { RunPool } from './runs.ts';
import { affinity, interDirect, intraEnergy } from './score.ts';
import { coordinateRmsd } from './search/common.ts';
import { localSteps, type SearchName } from './search/index.ts';

export interface DockingLigand {
  /** Shown in results and messages (a file name or the molecule's name). */
  name: string;
  /** Prepared PDBQT (see prepare.ts). */
  pdbqt: string;
}

export interface DockingProgress {
  /** Index of the ligand being docked. */
  ligand: number;
  stage: 'grid' | 'search' | 'refine';
  /** Fraction of this ligand's search done, 0..1. */
  fraction: number;
}

export interface DockingRequest {
  /** Prepared receptor PDBQT (rigid). */
  receptor: string;
  receptorName?: string;
  ligands: DockingLigand[];
  box: Box;
  /** Independent runs (default 8). */
  exhaustiveness?: number;
  seed?: number;
  search: SearchName;
  /** Poses kept per ligand (default 9) and how far above the best they may score (default 3). */
  modes?: number;
  energyRange?: number;
  /** Worker threads (default: the machine's cores). */
  threads?: number;
  onProgress?: (progress: DockingProgress) => void;
}

export interface DockedPose {
  /** Binding affinity as Vina reports it (kcal/mol): lower is better. */
  affinity: number;
  /** Intermolecular and intramolecular energies (kcal/mol) before the torsion penalty. */
  inter: number;
  intra: number;
  /** The pose as PDBQT (the ligand's own lines with new coordinates). */
  pdbqt: string;
  /** Heavy-atom coordinates (xyz flat) in the order of `heavyAtoms`. */
  heavyCoordinates: Float64Array;
}

export interface LigandDocking {
  name: string;
  poses: DockedPose[];
  /** Indices (in the ligand's PDBQT atom order) of the heavy atoms of `heavyCoordinates`. */
  heavyAtoms: Int32Array;
  /** Elements of those atoms, for RMSD with symmetry. */
  heavyElements: string[];
  /** Scoring-function evaluations, search and refinement (each with its gradient). */
  evaluations: number;
  seconds: number;
  gridSeconds: number;
}

/** How many of the runs' minima are refined with the direct pair energies. */
const REFINED = 40;

function refine(
  ligand: LigandModel,
  receptor: Receptor,
  cells: CellList,
  box: Box,
  candidates: { conf: Float64Array; energy: number }[],
): {
  poses: { conf: Float64Array; inter: number; intra: number; coords: Float64Array }[];
  evaluations: number;
} {
  const kinematics = new Kinematics(ligand);
  const types = ligand.heavyTypes;
  const evaluator = new Evaluator(
    ligand,
    (c, f) => interDirect(receptor, cells, types, c, f) + boxPenalty(box, c, f),
    NO_CAPS,
    kinematics,
  );
  const steps = localSteps(ligand.pdbqt.atoms.length);
  const poses = candidates.map((c) => {
    const conf = c.conf.slice();
    bfgs((x, g) => evaluator.energy(x, g), conf, steps);
    const coords = new Float64Array(ligand.heavy.length * 3);
    kinematics.heavyCoordinates(conf, coords);
    return {
      conf,
      coords,
      inter: interDirect(receptor, cells, types, coords, null) + boxPenalty(box, coords, null),
      intra: intraEnergy(ligand, coords, null, Infinity),
    };
  });
  return { poses, evaluations: evaluator.evaluations };
}

/** Docks each ligand in turn; rejects with an InputError naming the file and line on bad input. */
export async function dock(request: DockingRequest): Promise<LigandDocking[]> {
  const receptorName = request.receptorName ?? 'receptor.pdbqt';
  const receptor = buildReceptor(readReceptorPdbqt(request.receptor, receptorName), receptorName);
  const cells = new CellList(receptor);
  const ligands = request.ligands.map((l) => buildLigand(readLigandPdbqt(l.pdbqt, l.name)));
  const runs = request.exhaustiveness ?? 8;
  const pool = new RunPool(Math.min(runs, request.threads ?? RunPool.defaultThreads()));
  const results: LigandDocking[] = [];
  try {
    for (const [index, ligand] of ligands.entries()) {
      const started = performance.now();
      const progress = (stage: DockingProgress['stage'], fraction: number) =>
        request.onProgress?.({ ligand: index, stage, fraction });
      progress('grid', 0);
      const grid = await pool.buildGrid(receptor, request.box, ligandTypes(ligand));
      const gridSeconds = (performance.now() - started) / 1000;
      const outcome = await pool.run(
        request.ligands[index].pdbqt,
        grid,
        request.box,
        request.search,
        request.seed ?? 0,
        runs,
        (f) => progress('search', f),
      );
      progress('refine', 1);
      const best = outcome.candidates.sort((a, b) => a.energy - b.energy).slice(0, REFINED);
      const refined = refine(ligand, receptor, cells, request.box, best);
      const ordered = refined.poses.sort((a, b) => a.inter + a.intra - (b.inter + b.intra));
      const kept: typeof ordered = [];
      for (const p of ordered) {
        if (kept.length >= (request.modes ?? 9)) break;
        if (kept.some((k) => coordinateRmsd(k.coords, p.coords) < 1)) continue;
        kept.push(p);
      }
      const top = kept[0];
      const range = request.energyRange ?? 3;
      const kinematics = new Kinematics(ligand);
      // As Vina reports a mode: its energy with the best mode's internal energy taken out.
      const poses = kept
        .map((p) => ({
          affinity: affinity(p.inter + p.intra - (top?.intra ?? 0), ligand.rotatableCount),
          inter: p.inter,
          intra: p.intra,
          pdbqt: writeLigandPdbqt(ligand.pdbqt, kinematics.allCoordinates(p.conf)),
          heavyCoordinates: p.coords,
        }))
        .filter((p, i, all) => i === 0 || p.affinity <= (all[0] as DockedPose).affinity + range);
      results.push({
        name: request.ligands[index].name,
        poses,
        heavyAtoms: ligand.heavy,
        heavyElements: Array.from(ligand.heavy, (a) => ligand.typed.elements[a] as string),
        evaluations: outcome.evaluations + refined.evaluations,
        seconds: (performance.now() - started) / 1000,
        gridSeconds,
      });
    }
  } finally {
    await pool.close();
  }
  return results;
}
