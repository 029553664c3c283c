// GWOVina's page content. Figures come from the abstracts of the GWOVina paper (Wong, Tai and
// Siu, Chem Biol Drug Des 2021) and of its ChemRxiv preprint; options and build steps from the
// README of gwovina-1.0; how the search uses Vina's local optimisation from its source (gwo.cpp).
import { Text } from '@chakra-ui/react';
import type { DockingProgram } from '@peptox/tool-pages';
import { ExternalLink, InlineCode, type Reference } from '@peptox/ui';

const gwovinaPaper: Reference = {
  authors: 'Wong KM, Tai HK, Siu SWI',
  title: 'GWOVina: A grey wolf optimization approach to rigid and flexible receptor docking',
  source: 'Chemical Biology & Drug Design',
  volume: '97(1)',
  pages: '97–110',
  year: 2021,
  doi: '10.1111/cbdd.13764',
};

const virtualFlowPaper: Reference = {
  authors: 'Gorgulla C, Fackeldey K, Wagner G, Arthanari H',
  title:
    'Accounting of receptor flexibility in ultra-large virtual screens with VirtualFlow using a grey wolf optimization method',
  source: 'Supercomputing Frontiers and Innovations',
  volume: '7(3)',
  pages: '4–12',
  year: 2020,
  doi: '10.14529/jsfi200301',
};

const program: DockingProgram = {
  // The heading and first paragraph are the catalogue's (@peptox/tool-contract).
  intro: (
    <Text>
      The authors present it for flexible-receptor docking and for virtual screening of compound
      libraries. The VirtualFlow platform for ultra-large virtual screens has added GWOVina as one
      of its docking programs for flexible receptors (Gorgulla et al., 2020).
    </Text>
  ),
  servedSearch: 'gwo',
  search: (
    <>
      <Text>
        GWOVina’s swarm is a pack of wolves. Each wolf is a candidate pose: the ligand’s position,
        orientation and torsion angles, and the torsions of the flexible side chains. The three best
        wolves, called alpha, beta and delta, lead the hunt. Every other wolf moves towards a point
        that combines the directions to the three leaders, with a random part whose reach shrinks as
        the search goes on, so the pack first roams the box and then closes in on the best poses.
        Some wolves take a random-walk step instead, a small random change of position, orientation
        and torsions, which keeps the pack from settling too early.
      </Text>
      <Text>
        In the program’s source, every new pose is refined by Vina’s quasi-Newton local optimisation
        before it is scored: the wolves explore, Vina’s local search polishes. For a flexible
        receptor, the starting side-chain torsions are drawn from the Dunbrack rotamer library, so
        the pack starts from conformations that side chains really take. The pack size is the option{' '}
        <InlineCode>--num_wolves</InlineCode> (12 by default).
      </Text>
    </>
  ),
  results: [
    {
      heading: 'GWOVina (Wong, Tai and Siu, 2021)',
      setup: (
        <>
          Rigid and flexible-receptor docking, tested on four independent data sets and compared
          with AutoDock Vina and, for flexible receptors, with AutoDockFR. The abstract does not
          name the data sets, give per-set success rates or the RMSD cut-off of a success: those are
          in the paper’s Results, which this page does not reproduce.
        </>
      ),
      findings: [
        {
          measure: 'Rigid docking',
          finding:
            'docking performance comparable to Vina’s in ligand pose RMSD, success rate and affinity prediction.',
          where: 'Abstract',
        },
        {
          measure: 'Flexible-receptor docking',
          finding: 'a higher success rate than both Vina and AutoDockFR.',
          where: 'Abstract',
        },
        {
          measure: 'Speed',
          finding: '2 to 7 times faster than Vina, and 40 to 100 times faster than AutoDockFR.',
          where: 'Abstract and highlights',
        },
      ],
    },
    {
      heading: 'The preprint (ChemRxiv)',
      setup: (
        <>
          An earlier account of the work,{' '}
          <ExternalLink href="https://doi.org/10.26434/chemrxiv.11733393">
            “Evaluation of Grey Wolf Optimization Algorithm on Rigid and Flexible Receptor Docking”
          </ExternalLink>
          , compared two versions, plain GWO and GWO with random walk, with AutoDock Vina and
          AutoDockFR.
        </>
      ),
      findings: [
        {
          measure: 'Rigid docking',
          finding:
            'a markedly faster search than Vina’s, with comparable accuracy of the predicted binding poses.',
          where: 'Abstract',
        },
        {
          measure: 'Flexible-receptor docking',
          finding:
            'competitive with AutoDockFR in ranking poses but lower in success rate; redocking every flexible case into its ligand-bound (holo) structure succeeded, which pointed at the scoring function and the treatment of the protein backbone as the main causes of the failures.',
          where: 'Abstract',
        },
      ],
    },
  ],
  downloads: [
    {
      label: 'GWOVina at the CBBio lab of the University of Macau',
      href: 'https://cbbio.cis.um.edu.mo/software/gwovina',
      description: 'the download page the paper gives, with the source of gwovina-1.0.',
    },
  ],
  sourceFolder: 'gwovina-1.0',
  binary: 'gwovina',
  options: [{ flag: '--num_wolves', defaultValue: '12', meaning: 'Number of wolves (pack size)' }],
  runNotes: (
    <Text>
      To let side chains move, give them the way Vina takes them: a separate PDBQT file of the
      flexible residues with <InlineCode>--flex</InlineCode>, next to the rigid part of the receptor
      in <InlineCode>--receptor</InlineCode>.
    </Text>
  ),
  references: [gwovinaPaper, virtualFlowPaper],
};

export default program;
