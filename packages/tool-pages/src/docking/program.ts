// What a docking program's information page says, as data, and what every such page shares:
// AutoDock Vina (which the programs are built on), its options, and the README's example run.
import type { Reference } from '@peptox/ui';
import type { ReactNode } from 'react';

/** An option a program adds to AutoDock Vina's. */
export interface ProgramOption {
  /** As typed, e.g. '--num_wolves'. */
  flag: string;
  /** The default, as the program's README gives it. */
  defaultValue: string;
  meaning: string;
  /** The one build that takes it, when the page's main build does not (e.g. 'psovina2ls'). */
  onlyIn?: string;
}

/** One thing a paper (or a release) reports. */
export interface Finding {
  /** What was measured, a few words: 'Speed', 'Rigid docking'. */
  measure: string;
  /** What was found, in the page's own words (inline content). */
  finding: ReactNode;
  /** Where the source states it, e.g. 'Abstract'. */
  where: string;
}

/** What one paper (or release) measured against AutoDock Vina. */
export interface PaperResults {
  /** The paper, e.g. 'PSOVina (Ng, Fong and Siu, 2015)'. */
  heading: string;
  /** The benchmark: which data sets, and what was compared (inline content). */
  setup: ReactNode;
  findings: Finding[];
}

export interface ProgramDownload {
  label: string;
  href: string;
  /** What is there (inline content). */
  description: ReactNode;
}

/** A docking program's information page: the shared page lays it out. */
export interface DockingProgram {
  /** The search this site runs for the tool (packages/docking's name for it). */
  servedSearch: 'gwo' | 'pso';
  /**
   * What the program is (paragraphs), after the first one: the page's heading and first
   * paragraph are the tool's catalogue entry's (@peptox/tool-contract).
   */
  intro: ReactNode;
  /** How its search works, and how it uses Vina's local search (paragraphs). */
  search: ReactNode;
  /** What its papers measured against AutoDock Vina. */
  results: PaperResults[];
  /** Where to get the source. */
  downloads: ProgramDownload[];
  /** The folder its source archive unpacks to, e.g. 'gwovina-1.0'. */
  sourceFolder: string;
  /** The executable `make` builds. */
  binary: string;
  /** The options it adds to Vina's; the example run gives those of the main build their defaults. */
  options: ProgramOption[];
  /** More to know about running it (paragraphs). */
  runNotes?: ReactNode;
  /** The papers to cite, the program's own first (the page adds AutoDock Vina's). */
  references: Reference[];
}

export const autodockVina: Reference = {
  authors: 'Trott O, Olson AJ',
  title:
    'AutoDock Vina: improving the speed and accuracy of docking with a new scoring function, efficient optimization, and multithreading',
  source: 'Journal of Computational Chemistry',
  volume: '31',
  pages: '455–461',
  year: 2010,
  doi: '10.1002/jcc.21334',
};

/** AutoDock Vina's options that the example run uses; the programs take all of Vina's options. */
export const vinaOptions: ReadonlyArray<{ flag: string; meaning: string }> = [
  { flag: '--receptor', meaning: 'The receptor (its rigid part), a PDBQT file.' },
  { flag: '--ligand', meaning: 'The ligand, a PDBQT file.' },
  { flag: '--flex', meaning: 'Optional: the receptor side chains that may move, a PDBQT file.' },
  { flag: '--center_x, _y, _z', meaning: 'The centre of the search box, in ångström.' },
  { flag: '--size_x, _y, _z', meaning: 'The size of the search box, in ångström.' },
  { flag: '--cpu', meaning: 'How many CPU cores to use.' },
  { flag: '--out', meaning: 'Where the docked poses are written (PDBQT).' },
];

/** The example of the programs' READMEs. */
export const exampleComplex =
  'kifunensine in a mannosidase (PDB 1ps3, a complex of the PDBbind v2012 set)';

// Short lines, one option each, so that the commands read whole on a phone.
const preparation = [
  '# receptor and ligand as PDBQT files,',
  '# with AutoDockTools (MGLTools)',
  ...continued([
    'prepare_ligand4.py -l 1ps3_ligand.mol2',
    '-o 1ps3_ligand.pdbqt',
    "-A 'hydrogens' -U 'nphs_lps_waters'",
  ]),
  ...continued([
    'prepare_receptor4.py -r 1ps3_protein.pdb',
    '-o 1ps3_protein.pdbqt',
    "-A 'hydrogens' -U 'nphs_lps_waters'",
  ]),
];

/** One shell command over several lines: each but the last ends in a backslash. */
function continued([first, ...rest]: string[]): string[] {
  const lines = [first ?? '', ...rest.map((line) => `    ${line}`)];
  return lines.map((line, i) => (i < lines.length - 1 ? `${line} \\` : line));
}

/** The example run: the README's complex and box, the program's own options at their defaults. */
export function exampleRun(program: Pick<DockingProgram, 'binary' | 'options'>): string {
  const own = program.options
    .filter((option) => !option.onlyIn)
    .map((option) => `${option.flag} ${option.defaultValue}`);
  const run = continued([
    `${program.binary} --receptor 1ps3_protein.pdbqt`,
    '--ligand 1ps3_ligand.pdbqt',
    '--center_x 31.951 --center_y 65.5053',
    '--center_z 7.63888',
    '--size_x 33.452 --size_y 27.612',
    '--size_z 35.136',
    ...own,
    '--cpu 8 --out 1ps3_docked.pdbqt',
  ]);
  return [...preparation, '', '# dock', ...run].join('\n');
}

/** Building from source: the programs keep AutoDock Vina 1.1's make files. */
export function buildSteps(program: Pick<DockingProgram, 'binary' | 'sourceFolder'>): string {
  return [
    '# unpack the source archive from the',
    '# download page; on macOS, build/mac/release',
    `cd ${program.sourceFolder}/build/linux/release`,
    '# point the Makefile at your Boost, then',
    'make',
    `./${program.binary} --help`,
  ].join('\n');
}
