/** Every tool of the site, in the order the index page shows them. */
export type ToolId =
  | 'ampep'
  | 'acpep'
  | 'hemopep'
  | 'bestox'
  | 'ecotoxicology'
  | 'ssl-gcn'
  | 'gwovina'
  | 'psovina';

/** The colour palettes of the design: a primary colour, or one for light and one for dark mode. */
export const palettePrimaries = {
  default: { light: '#1976D2', dark: '#2196F3' },
  ampep: '#3f51b5',
  acpep: '#fe6e00',
  bestox: '#1C2833',
  blog: '#06cc98',
  ecotoxicology: '#78e4ff',
  hemopep: '#8b0000',
} as const satisfies Record<string, string | { light: string; dark: string }>;

export type PaletteName = keyof typeof palettePrimaries;

/** What a tool reads: peptides, compounds, or nothing (an information page). */
export type ToolKind = 'peptide' | 'molecule' | 'docking';

/** Pages a prediction tool has beyond home, help, method, statistics, jobs and retrieve. */
export type ExtraPage = 'dataset' | 'contact';

export interface ToolInfo {
  id: ToolId;
  name: string;
  /** What the tool predicts, one sentence for the index page. */
  summary: string;
  palette: PaletteName;
  kind: ToolKind;
  /** Port of the tool's standalone dev server (the shell's is 3000). */
  devPort: number;
  extraPages: readonly ExtraPage[];
}

export const toolCatalogue: readonly ToolInfo[] = [
  {
    id: 'ampep',
    name: 'AmPEP',
    summary:
      'Antimicrobial peptides: whether a peptide is antimicrobial, and its predicted MIC against E. coli and S. aureus. Takes FASTA or a genome translated in six frames.',
    palette: 'ampep',
    kind: 'peptide',
    devPort: 3001,
    extraPages: ['dataset'],
  },
  {
    id: 'acpep',
    name: 'ACPep',
    summary:
      'Anticancer peptides: the anticancer class and its probability, from FASTA or a genome.',
    palette: 'acpep',
    kind: 'peptide',
    devPort: 3002,
    extraPages: [],
  },
  {
    id: 'hemopep',
    name: 'HemoPep',
    summary: 'Hemolytic activity of peptides: HC50 and a hemolytic class.',
    palette: 'hemopep',
    kind: 'peptide',
    devPort: 3003,
    extraPages: ['contact'],
  },
  {
    id: 'bestox',
    name: 'BESTox',
    summary: 'Acute oral toxicity of compounds in rats (LD50), from SMILES or a drawn molecule.',
    palette: 'bestox',
    kind: 'molecule',
    devPort: 3004,
    extraPages: ['contact'],
  },
  {
    id: 'ecotoxicology',
    name: 'Ecotoxicology',
    summary: 'Aquatic toxicity of compounds: fish LC50, from SMILES.',
    palette: 'ecotoxicology',
    kind: 'molecule',
    devPort: 3005,
    extraPages: ['contact'],
  },
  {
    id: 'ssl-gcn',
    name: 'SSL-GCN',
    summary:
      'The 12 Tox21 toxicity assays, by a graph convolutional network trained semi-supervised.',
    palette: 'default',
    kind: 'molecule',
    devPort: 3006,
    extraPages: ['contact'],
  },
  {
    id: 'gwovina',
    name: 'GWOVina',
    summary:
      'Docking with a grey-wolf optimisation variant of AutoDock Vina: how to get and use it.',
    palette: 'blog',
    kind: 'docking',
    devPort: 3007,
    extraPages: [],
  },
  {
    id: 'psovina',
    name: 'PSOVina',
    summary:
      'Docking with a particle-swarm optimisation variant of AutoDock Vina: how to get and use it.',
    palette: 'blog',
    kind: 'docking',
    devPort: 3008,
    extraPages: [],
  },
];

export function findTool(id: string): ToolInfo | undefined {
  return toolCatalogue.find((tool) => tool.id === id);
}

/** Module Federation container name of a tool: its id with '-' replaced by '_'. */
export function remoteName(id: string): string {
  return id.replaceAll('-', '_');
}

/** A tool's name in environment variables: upper case, '-' as '_' (REMOTE_SSL_GCN). */
export function envName(id: string): string {
  return remoteName(id).toUpperCase();
}

/** Where the site serves a tool's build, and so its manifest, by default. */
export function defaultManifestPath(id: string): string {
  return `/tools/${id}/mf-manifest.json`;
}
