// The poses of a docking job's PDBQT file (one MODEL each, as the service writes them): which
// ligand and rank each is, its score, and its own text for a viewer.

export interface PoseModel {
  /** The ligand's place in the job's input (1-based), as the service numbers it. */
  ligand: number;
  /** The pose's rank among the ligand's poses: 1 is the best scored. */
  pose: number;
  /** "Name = …" of the pose's remarks: the ligand's name and the pose. */
  title: string;
  /** The Vina score, kcal/mol. */
  affinity: number | null;
  /** The model's lines, without MODEL and ENDMDL. */
  pdbqt: string;
}

/** Splits the poses file into its models; a model without the service's remark is numbered in order. */
export function readPoseModels(text: string): PoseModel[] {
  const models: PoseModel[] = [];
  let lines: string[] | null = null;
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('MODEL')) lines = [];
    else if (line.startsWith('ENDMDL')) {
      if (lines) models.push(poseOf(lines, models.length));
      lines = null;
    } else lines?.push(line);
  }
  return models;
}

function poseOf(lines: string[], index: number): PoseModel {
  const remark = (pattern: RegExp) => {
    for (const line of lines) {
      const match = line.match(pattern);
      if (match) return match;
    }
    return null;
  };
  const numbers = remark(/^REMARK PEPTOX LIGAND (\d+) POSE (\d+)/);
  const score = remark(/^REMARK VINA RESULT:\s+(-?\d+(?:\.\d+)?)/);
  const title = remark(/^REMARK\s+Name = (.*)$/);
  return {
    ligand: numbers ? Number(numbers[1]) : 1,
    pose: numbers ? Number(numbers[2]) : index + 1,
    title: title?.[1]?.trim() ?? `Pose ${index + 1}`,
    affinity: score ? Number(score[1]) : null,
    pdbqt: lines.join('\n'),
  };
}
