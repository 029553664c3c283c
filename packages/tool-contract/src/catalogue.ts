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

export interface ToolInfo {
  id: ToolId;
  name: string;
  /** What the tool predicts, one sentence for the index page. */
  summary: string;
  /** Name of the colour palette in @peptox/ui's system. */
  palette: string;
  kind: 'peptide' | 'molecule' | 'docking';
}

export const toolCatalogue: readonly ToolInfo[] = [
  {
    id: 'ampep',
    name: 'AmPEP',
    summary:
      'Antimicrobial peptides: whether a peptide is antimicrobial, and its predicted MIC against E. coli and S. aureus. Takes FASTA or a genome translated in six frames.',
    palette: 'ampep',
    kind: 'peptide',
  },
  {
    id: 'acpep',
    name: 'ACPep',
    summary:
      'Anticancer peptides: the anticancer class and its probability, from FASTA or a genome.',
    palette: 'acpep',
    kind: 'peptide',
  },
  {
    id: 'hemopep',
    name: 'HemoPep',
    summary: 'Hemolytic activity of peptides: HC50 and a hemolytic class.',
    palette: 'hemopep',
    kind: 'peptide',
  },
  {
    id: 'bestox',
    name: 'BESTox',
    summary: 'Acute oral toxicity of compounds in rats (LD50), from SMILES or a drawn molecule.',
    palette: 'bestox',
    kind: 'molecule',
  },
  {
    id: 'ecotoxicology',
    name: 'Ecotoxicology',
    summary: 'Aquatic toxicity of compounds: fish LC50, from SMILES.',
    palette: 'ecotoxicology',
    kind: 'molecule',
  },
  {
    id: 'ssl-gcn',
    name: 'SSL-GCN',
    summary:
      'The 12 Tox21 toxicity assays, by a graph convolutional network trained semi-supervised.',
    palette: 'default',
    kind: 'molecule',
  },
  {
    id: 'gwovina',
    name: 'GWOVina',
    summary:
      'Docking with a grey-wolf optimisation variant of AutoDock Vina: how to get and use it.',
    palette: 'blog',
    kind: 'docking',
  },
  {
    id: 'psovina',
    name: 'PSOVina',
    summary:
      'Docking with a particle-swarm optimisation variant of AutoDock Vina: how to get and use it.',
    palette: 'blog',
    kind: 'docking',
  },
];

export function findTool(id: string): ToolInfo | undefined {
  return toolCatalogue.find((tool) => tool.id === id);
}

/** Module Federation container name of a tool: its id with '-' replaced by '_'. */
export function remoteName(id: string): string {
  return id.replaceAll('-', '_');
}
