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

/**
 * The top of a tool's home page: its heading and one paragraph of plain text (`*words*` are set
 * in italics, for species names). The site server sends them in the page (its first paint), the
 * shell draws them before the tool's code arrives and the tool's page draws the same, so the first
 * visit shows them at once and nothing moves after.
 */
export interface ToolHome {
  title: string;
  intro: string;
}

/** An intro in runs of text, `italic` where the catalogue sets `*words*`. */
export function introRuns(intro: string): { text: string; italic: boolean }[] {
  // Odd parts were between asterisks.
  return intro.split(/\*([^*]+)\*/).map((text, index) => ({ text, italic: index % 2 === 1 }));
}

/**
 * The index page's heading and intro, for a site of this name: the site server sends them in the
 * page itself (first paint) and the index page draws the same.
 */
export function siteHome(siteName: string): ToolHome {
  return {
    title: 'Predict what peptides and small molecules do',
    intro: `${siteName} brings together prediction tools for antimicrobial, anticancer and hemolytic peptides, for the toxicity of compounds, and for docking. Paste sequences or molecules, submit a job, and come back for the results by job id or e-mail.`,
  };
}

export interface ToolInfo {
  id: ToolId;
  name: string;
  /** What the tool predicts, one sentence for the index page. */
  summary: string;
  /** One line under the tool's name in its header. */
  tagline: string;
  home: ToolHome;
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
    tagline: 'Antimicrobial peptides and their MIC, predicted by random forests',
    home: {
      title: 'Predict antimicrobial peptides',
      intro:
        'AmPEP tells whether peptides are antimicrobial (AMP) and estimates their minimum inhibitory concentration (MIC) against *E. coli* and *S. aureus*. Paste peptides in FASTA format, or a genome to scan its six reading frames; you get a job id and can come back for the results later.',
    },
    palette: 'ampep',
    kind: 'peptide',
    devPort: 3001,
    extraPages: ['dataset'],
  },
  {
    id: 'acpep',
    name: 'ACPep',
    summary:
      'Anticancer peptides, against any peptide and among antimicrobial peptides, from FASTA or a genome.',
    tagline: 'Anticancer peptides, predicted from their sequence',
    home: {
      title: 'Predict anticancer peptides',
      intro:
        'ACPep tells whether peptides look like anticancer peptides (ACPs), against any peptide and among antimicrobial peptides, each with a probability. Paste peptides in FASTA format, or a genome to scan its six reading frames; you get a job id and can come back for the results later.',
    },
    palette: 'acpep',
    kind: 'peptide',
    devPort: 3002,
    extraPages: [],
  },
  {
    id: 'hemopep',
    name: 'HemoPep',
    summary: 'Hemolytic activity of peptides: HC50 and a hemolytic class.',
    tagline: 'Hemolytic activity of peptides: HC50 and a hemolytic class',
    home: {
      title: 'Predict the hemolytic activity of peptides',
      intro:
        'HemoPep estimates how strongly peptides lyse red blood cells: the concentration that lyses half of them (HC50, in µM) and whether a peptide is hemolytic at all, with a probability. Paste peptides in FASTA format; you get a job id and can come back for the results later.',
    },
    palette: 'hemopep',
    kind: 'peptide',
    devPort: 3003,
    extraPages: ['contact'],
  },
  {
    id: 'bestox',
    name: 'BESTox',
    summary: 'Acute oral toxicity of compounds in rats (LD50), from SMILES or a drawn molecule.',
    tagline: 'Acute oral toxicity of compounds in rats (LD50), predicted from their structure',
    home: {
      title: 'Predict acute oral toxicity',
      intro:
        'BESTox estimates how toxic a compound is to rats when swallowed: its median lethal dose (LD50), as −log10 of the dose in mol/kg and in mg/kg, with the GHS acute oral toxicity category that dose would fall into. Give one SMILES a line (a name after it if you like), upload a .smi file, or draw the molecule; you get a job id and can come back for the results later.',
    },
    palette: 'bestox',
    kind: 'molecule',
    devPort: 3004,
    extraPages: ['contact'],
  },
  {
    id: 'ecotoxicology',
    name: 'Ecotoxicology',
    summary: 'Aquatic toxicity of compounds: fish LC50, from SMILES.',
    tagline:
      'Acute toxicity of compounds to fish (fathead minnow LC50), predicted from their structure',
    home: {
      title: 'Predict acute toxicity to fish',
      intro:
        'Ecotoxicology estimates how toxic a compound is to fish: the concentration in water that kills half of a group of fathead minnows in 96 hours (LC50), as −log10 of the concentration in mol/L and in mg/L, with the GHS acute aquatic hazard category of that concentration. Give one SMILES a line (a name after it if you like), upload a .smi file, or draw the molecule; you get a job id and can come back for the results later.',
    },
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
    tagline:
      'The 12 Tox21 toxicity assays, by a graph convolutional network trained semi-supervised',
    home: {
      title: 'Predict the Tox21 toxicity assays',
      intro:
        "SSL-GCN predicts how compounds fare in the twelve Tox21 assays of nuclear receptor and stress response pathways: for each assay, the probability of an active result and the class at the assay's threshold. Give one SMILES a line; you get a job id and can come back for the results later.",
    },
    palette: 'default',
    kind: 'molecule',
    devPort: 3006,
    extraPages: ['contact'],
  },
  {
    id: 'gwovina',
    name: 'GWOVina',
    summary:
      'Dock up to ten ligands into a protein with GWOVina’s grey wolf search and the Vina score: ranked poses, scores and RMSD.',
    tagline: 'Protein–ligand docking: AutoDock Vina with a grey wolf optimiser',
    home: {
      title: 'GWOVina: docking with a grey wolf optimiser',
      intro:
        'GWOVina predicts how a small molecule (the ligand) binds in a protein’s pocket, and how strongly. It was written by Kin Meng Wong, Hio Kuan Tai and Shirley W. I. Siu at the Computational Biology and Bioinformatics Lab of the University of Macau, on the code of AutoDock Vina: it scores poses with Vina’s scoring function, reads and writes the same PDBQT files and takes the same options. What it changes is the global search, which is a grey wolf optimiser (GWO) with a random walk, and it can let chosen side chains of the protein move, sampling them from the Dunbrack rotamer library.',
    },
    palette: 'blog',
    kind: 'docking',
    devPort: 3007,
    extraPages: [],
  },
  {
    id: 'psovina',
    name: 'PSOVina',
    summary:
      'Dock up to ten ligands into a protein with PSOVina’s particle swarm and the Vina score: ranked poses, scores and RMSD.',
    tagline: 'Protein–ligand docking: AutoDock Vina with a particle swarm',
    home: {
      title: 'PSOVina: docking with a particle swarm',
      intro:
        'PSOVina predicts how a small molecule (the ligand) binds in a protein’s pocket, and how strongly. It comes from the Computational Biology and Bioinformatics Lab of the University of Macau (Shirley W. I. Siu’s group) and is built on the code of AutoDock Vina: same scoring function, same PDBQT files, same options, with a particle swarm optimisation (PSO) in place of Vina’s global search. Its authors offer it as the faster choice for large docking jobs, such as virtual screening.',
    },
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

/**
 * A part of the site that is not a tool but is built and deployed like one: a Module Federation
 * remote of its own, whose manifest address the runtime configuration gives under its id, and
 * which the shell loads on its path only. It exposes `./pages` (a `SiteRemoteModule`).
 */
export interface SiteRemoteInfo {
  id: 'workbench';
  name: string;
  /** The site path it serves (`/<path>` and below). */
  path: string;
  /** Port of its standalone dev server. */
  devPort: number;
  /** The tools whose job pages it shows (at `/<path>/jobs/<id>`), when not their own. */
  jobsOf: readonly string[];
}

/** The peptide workbench: one peptide's properties, every peptide model, the mutant scan. */
export const workbenchRemote: SiteRemoteInfo = {
  id: 'workbench',
  name: 'Peptide workbench',
  path: 'sequence-info',
  devPort: 3009,
  jobsOf: ['profile'],
};

export const siteRemotes: readonly SiteRemoteInfo[] = [workbenchRemote];

/** Everything the runtime configuration names a remote for: the tools, then the site's own. */
export type RemoteId = ToolId | SiteRemoteInfo['id'];
export const remoteIds: readonly RemoteId[] = [
  ...toolCatalogue.map((tool) => tool.id),
  ...siteRemotes.map((remote) => remote.id),
];

/** A remote of the site by its id: a tool, or one of the site's own. */
export function findRemote(id: string): ToolInfo | SiteRemoteInfo | undefined {
  return findTool(id) ?? siteRemotes.find((remote) => remote.id === id);
}

/** The site remote that serves a path's first segment ('sequence-info'), if any. */
export function siteRemoteAt(segment: string): SiteRemoteInfo | undefined {
  return siteRemotes.find((remote) => remote.path === segment);
}

/**
 * Where the site shows a job of a tool: under the tool's own pages, or under the site remote that
 * shows that tool's jobs (the peptide profile's are on the workbench).
 */
export function jobPagePath(tool: string, id: string): string {
  const owner = siteRemotes.find((remote) => remote.jobsOf.includes(tool));
  return `/${owner ? owner.path : tool}/jobs/${encodeURIComponent(id)}`;
}
