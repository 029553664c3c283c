// A docking job from its stored input to its rows and files: the receptor and the reference
// prepared by Open Babel (a problem fails the job with its sentence), each ligand prepared on its
// own (one that fails gets a row saying why; the others are docked), then docked one after the
// other with the tool's search on the job's threads.
import {
  dock,
  heavyGraph,
  InputError,
  type LigandDocking,
  type MolecularGraph,
  readLigandPdbqt,
  symmetricRmsd,
  type TorsionBranch,
  writePoses,
} from '@peptox/docking';
import {
  obabelVersion,
  PROTONATION_PH,
  type PreparedLigand,
  posesToSdf,
  prepareEachLigand,
  prepareReceptor,
  prepareReference,
  type UnpreparedLigand,
} from '@peptox/docking/prepare';
import { type DockingJobInput, TYPED_SMILES } from '@peptox/docking-input';
import type { JobContext, JobReport, JobToolOutcome } from '@peptox/predictor-kit';
import type { ResultRow } from '@peptox/tool-schema';
import { type ServedSearch, toolOfSearch } from './description.ts';

/** Poses kept per ligand, and how far above the best they may score (kcal/mol), as Vina's. */
const MODES = 9;
const ENERGY_RANGE = 3;
/** Of the job's progress, the share of preparing the inputs before the dockings. */
const PREPARATION_SHARE = 0.05;

interface Ligand {
  /** As the results name it. */
  name: string;
  /** Where it was given: the SMILES typed, or its file and line. */
  source: string;
  prepared: PreparedLigand | null;
  error: string | null;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Where a ligand was given: typed SMILES show the SMILES, files their name and line. */
function sourceOf(ligand: PreparedLigand | UnpreparedLigand, typed: string | null): string {
  if (ligand.file === TYPED_SMILES && typed !== null) {
    const line = typed.split(/\r?\n/)[ligand.line - 1]?.trim() ?? '';
    return line.split(/\s+/)[0] ?? line;
  }
  return `${ligand.file} line ${ligand.line}`;
}

/** Every ligand of the input, in the order given: prepared, or with the reason it was not. */
async function prepareAll(input: DockingJobInput, report: JobReport): Promise<Ligand[]> {
  const ligands: Ligand[] = [];
  for (const [index, file] of input.ligands.entries()) {
    report.progress({
      fraction: (PREPARATION_SHARE * index) / input.ligands.length,
      message: `Preparing the ligands with Open Babel (${file.name})`,
    });
    const typed = file.name === TYPED_SMILES ? file.text : null;
    for (const each of await prepareEachLigand(file.text, file.name, file.format)) {
      const prepared = 'pdbqt' in each ? each : null;
      ligands.push({
        name: each.name,
        source: sourceOf(each, typed),
        prepared,
        error: prepared ? null : (each as UnpreparedLigand).error.message,
      });
    }
  }
  return ligands;
}

/** Rotatable bonds of a torsion tree: every branch, nested ones included. */
function countTorsions(branches: readonly TorsionBranch[]): number {
  return branches.reduce((n, branch) => n + 1 + countTorsions(branch.branches), 0);
}

/** The rows of a docked ligand, one per pose, with RMSD to the reference where it applies. */
function poseRows(
  ligand: Ligand,
  docked: LigandDocking,
  reference: MolecularGraph | null,
): ResultRow[] {
  let note: string | null = null;
  const rmsd = (pdbqt: string): number | null => {
    if (!reference) return null;
    try {
      return round(symmetricRmsd(heavyGraph(pdbqt, ligand.name), reference), 2);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      note = `No RMSD: ${error.message}`;
      return null;
    }
  };
  const torsions = countTorsions(
    readLigandPdbqt(ligand.prepared?.pdbqt ?? '', ligand.name).branches,
  );
  const rows = docked.poses.map((pose, i) => ({
    ligand: ligand.name,
    source: ligand.source,
    pose: i + 1,
    affinity: round(pose.affinity, 3),
    rmsd_reference: rmsd(pose.pdbqt),
    torsions,
    evaluations: docked.evaluations,
    seconds: round(docked.seconds, 1),
  }));
  return rows.map((row) => ({ ...row, note }));
}

/** The row of a ligand that has no pose: its name, where it was given and why. */
const failedRow = (ligand: Ligand, why: string): ResultRow => ({
  ligand: ligand.name,
  source: ligand.source,
  pose: null,
  affinity: null,
  rmsd_reference: null,
  torsions: null,
  evaluations: null,
  seconds: null,
  note: why,
});

/** Runs a docking job (its stored input, JSON) with the tool's search. */
export async function runDockingJob(
  stored: string,
  search: ServedSearch,
  report: JobReport,
  context: JobContext,
): Promise<JobToolOutcome> {
  const started = new Date();
  const input = JSON.parse(stored) as DockingJobInput;
  let receptor: string;
  let reference: MolecularGraph | null = null;
  report.progress({ fraction: 0, message: 'Preparing the receptor with Open Babel' });
  try {
    receptor = await prepareReceptor(input.receptor.text, input.receptor.name);
    if (input.reference) {
      const pdbqt = await prepareReference(input.reference.text, input.reference.name);
      reference = heavyGraph(pdbqt, input.reference.name);
    }
  } catch (error) {
    if (error instanceof InputError) return { ok: false, error: error.message };
    throw error;
  }
  const ligands = await prepareAll(input, report);
  const toDock = ligands.filter((l) => l.prepared);
  const poses: { pdbqt: string; remarks: string[] }[] = [];
  let docked = 0;
  let invalid = 0;
  for (const ligand of ligands) {
    if (!ligand.prepared) {
      invalid++;
      report.rows([failedRow(ligand, ligand.error ?? 'The ligand could not be prepared.')]);
      continue;
    }
    const order = docked++;
    const label = `Docking ligand ${order + 1} of ${toDock.length} (${ligand.name})`;
    const stage = {
      grid: 'building the grid maps',
      search: 'searching',
      refine: 'refining the poses',
    };
    const share = { grid: [0, 0.1], search: [0.1, 0.95], refine: [0.95, 1] } as const;
    try {
      const [result] = await dock({
        receptor,
        receptorName: input.receptor.name,
        ligands: [{ name: ligand.name, pdbqt: ligand.prepared.pdbqt }],
        box: input.box,
        search,
        exhaustiveness: input.exhaustiveness,
        seed: input.seed,
        modes: MODES,
        energyRange: ENERGY_RANGE,
        threads: context.threads,
        onProgress: ({ stage: now, fraction }) => {
          const [from, to] = share[now];
          const within = from + (to - from) * fraction;
          report.progress({
            fraction:
              PREPARATION_SHARE + ((1 - PREPARATION_SHARE) * (order + within)) / toDock.length,
            message: `${label}: ${stage[now]}`,
          });
        },
      });
      if (!result || result.poses.length === 0)
        throw new InputError('The search found no pose in the box.', ligand.name);
      const rows = poseRows(ligand, result, reference);
      report.rows(rows);
      for (const [i, pose] of result.poses.entries()) {
        poses.push({
          // The pose's own title remark (from its input) would name every pose alike.
          pdbqt: pose.pdbqt.replace(/^REMARK\s+Name = .*\n/gm, ''),
          remarks: [
            ` Name = ${ligand.name} pose ${i + 1}`,
            `VINA RESULT: ${pose.affinity.toFixed(3).padStart(9)}      0.000      0.000`,
            `PEPTOX LIGAND ${ligands.indexOf(ligand) + 1} POSE ${i + 1}`,
          ],
        });
      }
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      invalid++;
      ligand.error = error.message;
      report.rows([failedRow(ligand, error.message)]);
    }
  }

  report.progress({ fraction: 1, message: 'Writing the poses' });
  if (poses.length > 0) {
    const pdbqt = writePoses(poses);
    report.file({
      name: 'poses.pdbqt',
      label: 'Poses (PDBQT)',
      mediaType: 'chemical/x-pdbqt',
      content: pdbqt,
    });
    report.file({
      name: 'poses.sdf',
      label: 'Poses (SDF)',
      mediaType: 'chemical/x-mdl-sdfile',
      content: await posesToSdf(pdbqt),
    });
  }
  report.file({
    name: 'receptor.pdbqt',
    label: 'Receptor as docked (PDBQT)',
    mediaType: 'chemical/x-pdbqt',
    content: receptor,
  });
  const parameters = {
    tool: toolOfSearch[search].tool,
    search,
    scoring: 'AutoDock Vina’s scoring function (Trott & Olson 2010), in @peptox/docking',
    exhaustiveness: input.exhaustiveness,
    seed: input.seed,
    threads: context.threads,
    box: { ...input.box, from: input.boxFromReference ? 'around the reference ligand' : 'given' },
    modes: MODES,
    energyRange: ENERGY_RANGE,
    receptor: input.receptor.name,
    reference: input.reference?.name ?? null,
    ligands: ligands.map((l) => ({ name: l.name, source: l.source, docked: l.error === null })),
    preparation: { protonationPh: PROTONATION_PH, openBabel: await obabelVersion() },
    started: started.toISOString(),
    finished: new Date().toISOString(),
  };
  report.file({
    name: 'parameters.json',
    label: 'Parameters of the run (JSON)',
    mediaType: 'application/json',
    content: `${JSON.stringify(parameters, null, 2)}\n`,
  });
  return { ok: true, records: ligands.length, invalid };
}
