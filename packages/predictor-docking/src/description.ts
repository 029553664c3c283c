import type { Column, MethodInfo, TableSpec, ToolDescription } from '@peptox/tool-schema';

/** The searches the site serves, one per tool: GWOVina's grey wolves, PSOVina's swarm. */
export type ServedSearch = 'gwo' | 'pso';

const methods: Record<ServedSearch, MethodInfo> = {
  gwo: {
    id: 'gwo',
    label: 'Grey wolf optimiser (GWOVina)',
    description:
      "GWOVina's search: a pack of 12 wolves led by the three best poses, with a random walk, each pose refined by Vina's local optimisation and scored with the Vina function.",
    default: true,
  },
  pso: {
    id: 'pso',
    label: 'Particle swarm (PSOVina2)',
    description:
      "PSOVina2's search: a swarm of 8 particles with a chaotic inertia and a two-stage local search, each pose refined by Vina's local optimisation and scored with the Vina function.",
    default: true,
  },
};

/** A row per pose: the ligand, the pose's rank and score, RMSD to the reference, the search's cost. */
export function dockingColumns(method: ServedSearch): Column[] {
  return [
    {
      key: 'ligand',
      label: 'Ligand',
      type: 'text',
      description:
        "The molecule's name: from its file, after its SMILES, or where it stands in the input.",
    },
    {
      key: 'source',
      label: 'Input',
      type: 'text',
      description: 'Where the molecule was given: its file and line, or the SMILES typed.',
    },
    {
      key: 'pose',
      label: 'Pose',
      type: 'number',
      description: "The pose's rank among the ligand's poses: 1 is the best scored.",
    },
    {
      key: 'affinity',
      label: 'Affinity',
      type: 'number',
      method,
      unit: 'kcal/mol',
      description:
        "The pose's Vina score, an estimate of the binding free energy: the lower, the stronger the binding.",
    },
    {
      key: 'rmsd_reference',
      label: 'RMSD to the reference',
      type: 'number',
      method,
      unit: 'Å',
      description:
        'Heavy-atom RMSD of the pose to the reference ligand, symmetry-corrected, without superposition: given when a reference ligand of the same molecule was uploaded. Within 2 Å is usually taken as the same pose.',
    },
    {
      key: 'torsions',
      label: 'Torsions',
      type: 'number',
      description: "The ligand's rotatable bonds, which the search turns.",
    },
    {
      key: 'evaluations',
      label: 'Evaluations',
      type: 'number',
      method,
      description:
        "Scoring-function evaluations (each with its gradient) of the ligand's search and refinement.",
    },
    {
      key: 'seconds',
      label: 'Time',
      type: 'number',
      method,
      unit: 's',
      description: "Wall-clock time of the ligand's docking: grid maps, search and refinement.",
    },
    {
      key: 'note',
      label: 'Note',
      type: 'text',
      description: 'Why a ligand has no pose, or no RMSD.',
    },
  ];
}

export const dockingTables: TableSpec[] = [
  {
    id: 'ligands',
    label: 'Ligands',
    columns: [
      'ligand',
      'source',
      'affinity',
      'rmsd_reference',
      'torsions',
      'evaluations',
      'seconds',
      'note',
    ],
    // The best pose of each ligand, and the ligands that gave none (their note says why).
    where: { key: 'pose', in: [1, null] },
  },
  {
    id: 'poses',
    label: 'Poses',
    columns: ['ligand', 'pose', 'affinity', 'rmsd_reference', 'note'],
  },
];

export const toolOfSearch: Record<ServedSearch, { tool: string; name: string }> = {
  gwo: { tool: 'gwovina', name: 'GWOVina' },
  pso: { tool: 'psovina', name: 'PSOVina' },
};

/** A docking tool as the service describes it. */
export function dockingDescription(search: ServedSearch): ToolDescription {
  const { tool, name } = toolOfSearch[search];
  return {
    tool,
    name,
    input: 'docking',
    methods: [methods[search]],
    columns: dockingColumns(search),
    tables: dockingTables,
  };
}
