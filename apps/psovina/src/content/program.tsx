// PSOVina's page content. Figures come from the abstracts of the PSOVina paper (Ng, Fong and
// Siu, J Bioinform Comput Biol 2015) and the PSOVina 2.0 paper (Tai, Jusoh and Siu,
// J Cheminform 2018), and from the release notes of PSOVina2LS 1.1; options and build steps
// from the READMEs of psovina-2.0 and psovina2ls-1.1.
import { Text } from '@chakra-ui/react';
import type { DockingProgram } from '@peptox/tool-pages';
import { InlineCode } from '@peptox/ui';

const program: DockingProgram = {
  // The heading and first paragraph are the catalogue's (@peptox/tool-contract).
  intro: (
    <Text>
      There are three versions: PSOVina 1.0 (2015) joined PSO with Vina’s local search; PSOVina2LS
      (2016) added a two-stage local search; PSOVina 2.0 (2018) added a chaotic map to the swarm.
      This page describes PSOVina 2.0 and says where the others differ.
    </Text>
  ),
  servedSearch: 'pso',
  search: (
    <>
      <Text>
        PSOVina’s swarm is a set of particles, each a candidate pose (the ligand’s position,
        orientation and torsion angles) moving with a velocity. At every step a particle’s new
        velocity blends three things: its previous velocity, weighted by the inertia weight{' '}
        <InlineCode>w</InlineCode>; a pull towards the best pose that particle has found, weighted
        by the cognitive weight <InlineCode>c1</InlineCode>; and a pull towards the best pose the
        whole swarm has found, weighted by the social weight <InlineCode>c2</InlineCode>, each pull
        scaled by a random number. The particle moves, and Vina’s BFGS local search refines the pose
        where it lands, so the particles share what they find through the swarm’s best pose.
      </Text>
      <Text>
        PSOVina2LS splits the local search in two stages: a new pose is first refined roughly, with
        a shortened BFGS run, so that, as its release notes put it, less time goes into optimising
        bad solutions. Its options <InlineCode>--Cr</InlineCode> (roughing condition) and{' '}
        <InlineCode>--R</InlineCode> (roughing factor) tune the rough stage.
      </Text>
      <Text>
        PSOVina 2.0 embeds a chaotic map in the swarm search: a simple deterministic sequence that
        behaves like noise, which the paper introduces as a way to make an optimiser’s search more
        diverse and faster to converge. The paper tried five maps in PSOVina2LS (logistic, Singer,
        sinusoidal, tent and Zaslavskii); the released PSOVina 2.0 uses the Singer map.
      </Text>
    </>
  ),
  results: [
    {
      heading: 'PSOVina (Ng, Fong and Siu, 2015)',
      setup: (
        <>
          Docking of 201 protein–ligand complexes from the PDBbind database, and virtual screening
          with the full sets of ligands and decoys of four representative targets of the Directory
          of Useful Decoys (DUD), by PSOVina and by AutoDock Vina.
        </>
      ),
      findings: [
        {
          measure: 'Speed',
          finding: 'a run time 51 to 60 % shorter than Vina’s.',
          where: 'Abstract',
        },
        {
          measure: 'Accuracy',
          finding: 'no loss of prediction accuracy, in docking or in virtual screening.',
          where: 'Abstract',
        },
      ],
    },
    {
      heading: 'PSOVina2LS (Tai, Lin and Siu, 2016)',
      setup: (
        <>
          The conference paper’s text was not available to us; the figure below is from the release
          notes of PSOVina2LS 1.1, which summarise it.
        </>
      ),
      findings: [
        {
          measure: 'Speed',
          finding: '2 to 6 times faster than AutoDock Vina.',
          where: 'PSOVina2LS 1.1 release notes',
        },
      ],
    },
    {
      heading: 'PSOVina 2.0 (Tai, Jusoh and Siu, 2018)',
      setup: (
        <>
          Five chaos-embedded versions of PSOVina2LS, against AutoDock Vina and PSOVina: pose
          prediction on four docking benchmark data sets, and virtual screening on two data sets.
          The abstract does not name the data sets, give the success rates or the RMSD cut-off of a
          success: those are in the paper’s Results, which this page does not reproduce.
        </>
      ),
      findings: [
        {
          measure: 'Pose prediction',
          finding:
            'the chaos-embedded versions did better than both Vina and PSOVina in ligand pose RMSD, success rate and run time.',
          where: 'Abstract, Results',
        },
        {
          measure: 'Virtual screening',
          finding:
            'with the Singer map, a five- to sixfold speed-up over Vina, with screening performance comparable to Vina’s in area under the ROC curve and in enrichment factor.',
          where: 'Abstract, Results',
        },
      ],
    },
  ],
  downloads: [
    {
      label: 'PSOVina at the CBBio lab of the University of Macau',
      href: 'http://cbbio.cis.umac.mo/software/psovina',
      description: 'the home page the PSOVina 2.0 README gives, with every version.',
    },
    {
      label: 'PSOVina2LS 1.1 on GitHub',
      href: 'https://github.com/GiottoTai/PSOVina2LS_1.1',
      description: 'the source archive of PSOVina2LS 1.1, from its developer, Giotto H. K. Tai.',
    },
  ],
  sourceFolder: 'psovina-2.0',
  binary: 'psovina',
  options: [
    { flag: '--num_particles', defaultValue: '8', meaning: 'Number of particles' },
    { flag: '--w', defaultValue: '0.36', meaning: 'Inertia weight' },
    { flag: '--c1', defaultValue: '0.99', meaning: 'Cognitive weight' },
    { flag: '--c2', defaultValue: '0.99', meaning: 'Social weight' },
    { flag: '--Cr', defaultValue: '15', meaning: 'Roughing condition', onlyIn: 'psovina2ls' },
    { flag: '--R', defaultValue: '0.1', meaning: 'Roughing factor', onlyIn: 'psovina2ls' },
  ],
  runNotes: (
    <Text>
      With more cores, the README suggests more particles as well, for example{' '}
      <InlineCode>--cpu 16 --num_particles 16</InlineCode>. PSOVina2LS builds the same way, from{' '}
      <InlineCode>psovina2ls-1.1</InlineCode>, into a binary named{' '}
      <InlineCode>psovina2ls</InlineCode>.
    </Text>
  ),
  references: [
    {
      authors: 'Ng MCK, Fong S, Siu SWI',
      title: 'PSOVina: The hybrid particle swarm optimization algorithm for protein–ligand docking',
      source: 'Journal of Bioinformatics and Computational Biology',
      volume: '13(3)',
      pages: '1541007',
      year: 2015,
      doi: '10.1142/S0219720015410073',
    },
    {
      authors: 'Tai HK, Lin H, Siu SWI',
      title:
        'Improving the efficiency of PSOVina for protein–ligand docking by two-stage local search',
      source: '2016 IEEE Congress on Evolutionary Computation (CEC), Vancouver',
      pages: '770–777',
      year: 2016,
    },
    {
      authors: 'Tai HK, Jusoh SA, Siu SWI',
      title:
        'Chaos-embedded particle swarm optimization approach for protein-ligand docking and virtual screening',
      source: 'Journal of Cheminformatics',
      volume: '10',
      pages: '62',
      year: 2018,
      doi: '10.1186/s13321-018-0320-9',
    },
  ],
};

export default program;
