import { List, Text } from '@chakra-ui/react';
import { DataCounts, ModelCards, sharedReferences } from '@peptox/tool-pages';
import { ProseSection, type Reference } from '@peptox/ui';
import { sslGcnPaper } from '../citation.ts';

/** SSL-GCN's method in words; the method page adds the model card and references below. */
export default function MethodProse() {
  return (
    <>
      <ProseSection id="ssl-gcn-assays" title="Twelve Tox21 assays">
        <Text>
          The Tox21 programme tested thousands of environmental chemicals and drugs in cell-based
          assays of two kinds: seven nuclear receptor assays (androgen receptor, full length and
          ligand-binding domain; aryl hydrocarbon receptor; aromatase; estrogen receptor alpha, full
          length and ligand-binding domain; PPAR-gamma) and five stress response assays (antioxidant
          response element, ATAD5 genotoxicity, heat shock, mitochondrial membrane potential, p53).
          For each, a compound was called active or inactive; some compounds were not tested in
          every assay. SSL-GCN predicts, for each assay you tick, the probability that a molecule
          would be active, and a class.
        </Text>
      </ProseSection>

      <ProseSection id="ssl-gcn-network" title="A graph network that reads the molecule">
        <Text>
          RDKit turns the SMILES into a graph: atoms described by their element, number of bonded
          neighbours, charge, hybridisation, aromaticity, hydrogens and ring membership, joined by
          single, double, triple or aromatic bonds. Three graph convolutions let every atom gather
          what its neighbours hold, three bonds deep. The atoms are then pooled into one vector for
          the molecule (a weighted sum and a maximum), joined with 43 RDKit descriptors of the whole
          molecule (size, polarity, lipophilicity, ring counts, shape), and a small dense network
          gives one output per assay. One network learns all twelve assays together.
        </Text>
      </ProseSection>

      <ProseSection
        id="ssl-gcn-mean-teacher"
        title="Learning from molecules without labels: the mean teacher"
      >
        <Text>
          Labels are scarce: about a sixth of the Tox21 results are missing, and many more molecules
          have no Tox21 result at all. Following the SSL-GCN paper, the network is trained as a
          student beside a teacher. The teacher is not trained directly; its weights are a running
          average of the student's. Each molecule is shown to both with a little random noise and
          with random parts of the network switched off, and the student is asked to match the
          labels where they exist and, everywhere, to agree with the teacher. A missing label thus
          still teaches something: the network learns to give the same answer for a molecule however
          it is perturbed. The molecules of the rat oral toxicity and fish toxicity sets that are
          not in Tox21 take part as unlabelled molecules. The teacher is the network that serves.
        </Text>
        <Text>
          The same network trained on the labels alone, on the same split, is measured beside it;
          the card below shows both, so you can see what the unlabelled data added.
        </Text>
      </ProseSection>

      <ProseSection id="ssl-gcn-trees" title="Boosted trees and read-across beside the network">
        <Text>
          A second kind of model reads the same molecule differently: for each assay,
          gradient-boosted decision trees learn from a count fingerprint (Morgan, radius 2, 2048
          bins: which small substructures the molecule holds, and how often) and the same 43 RDKit
          descriptors. The trees learn from the network's training molecules; how many are kept (50
          to 400) is the number that ranked the validation molecules best. For each assay the served
          probability is the network's and the trees' averaged, the trees weighing 0, a quarter, a
          half or three quarters: the weight that ranked the validation molecules best, so that
          where the trees did not help the network answers alone. The card below gives, on the test
          molecules of both splits, the network alone, the trees alone and their average.
        </Text>
        <Text>
          Last comes read-across, the chemist's oldest prediction: among the training molecules
          measured in the assay, the ten most similar to the molecule (by their Morgan
          fingerprints), and the share of them that were active, the nearer ones counting more. It
          is averaged into the probability with a weight of up to a half, again the one that ranked
          the validation molecules best; for assays where it did not help it is left out. The result
          table names the nearest measured molecule of each assay beside the probability.
        </Text>
      </ProseSection>

      <ProseSection id="ssl-gcn-validation" title="How it was validated, and what a class means">
        <List.Root ps="5" gap="2">
          <List.Item>
            <strong>Scaffold split.</strong> Molecules sharing a Bemis–Murcko scaffold (their ring
            systems and the links between them) were kept together, and whole scaffold groups were
            dealt to training (80 %), validation (10 %) and test (10 %). The test molecules
            therefore have ring systems the models never saw, which is closer to how a new compound
            is met than a random split. A random split is reported beside it for comparison.
          </List.Item>
          <List.Item>
            <strong>ROC-AUC</strong>, per assay and averaged, measures how well the probabilities
            rank actives above inactives (0.5 is chance, 1 perfect), whatever the threshold.
          </List.Item>
          <List.Item>
            <strong>Calibrated probabilities and thresholds.</strong> The averaged scores are
            calibrated on the validation molecules (isotonic regression or Platt scaling, whichever
            predicts them better), so a probability of 0.2 means about one in five such molecules
            was active. Actives are rare (2–16 % depending on the assay); each assay has its own
            threshold, the calibrated probability where the Matthews correlation on the validation
            molecules is highest, and a molecule is called active (class 1) when it reaches it. At
            that threshold the card and the class column state, on the test molecules, how many of
            those called active were active (precision) and how many actives were found (recall).
          </List.Item>
          <List.Item>
            <strong>Nearest measured molecule and applicability domain.</strong> For each assay,
            each result names the most similar Tox21 molecule measured in that assay, its similarity
            (Tanimoto of Morgan fingerprints) and its measured class; a molecule that is in Tox21
            shows its own measurement. Below the similarity where the validation molecules' errors
            grew, and for salts, mixtures and metal complexes, the result is marked outside the
            domain.
          </List.Item>
        </List.Root>
      </ProseSection>

      <ProseSection id="ssl-gcn-original" title="How this differs from the published SSL-GCN">
        <Text>
          Chen and colleagues built a graph network per assay with the Deep Graph Library, each atom
          described by the library's standard features, and trained it with a mean teacher on Tox21
          plus molecules without labels. Over the twelve assays their networks reached a mean
          ROC-AUC of 0.757 on held-out test molecules, about 6 % more than the same networks trained
          on the labels alone, and worked best when the unlabelled molecules were one to four times
          as many as the labelled ones. This site runs its own implementation in TypeScript
          (TensorFlow.js on WebAssembly): one network for the twelve assays, bond types and
          molecular descriptors added, trained and measured by this repository's own script on the
          public Tox21 data. Its figures are its own and are not the paper's: the card below gives
          them, with the data the training run read.
        </Text>
        <ModelCards tool="ssl-gcn">{(card) => <DataCounts card={card} />}</ModelCards>
      </ProseSection>
    </>
  );
}

/** The papers the method page lists. */
export const references: Reference[] = [
  sslGcnPaper,
  {
    authors: 'Tarvainen A, Valpola H',
    title:
      'Mean teachers are better role models: weight-averaged consistency targets improve semi-supervised deep learning results',
    source: 'Advances in Neural Information Processing Systems',
    volume: '30',
    pages: '1195–1204',
    year: 2017,
  },
  {
    authors: 'Kipf TN, Welling M',
    title: 'Semi-supervised classification with graph convolutional networks',
    source: 'International Conference on Learning Representations',
    year: 2017,
  },
  {
    authors:
      'Huang R, Xia M, Nguyen D-T, Zhao T, Sakamuru S, Zhao J, Shahane SA, Rossoshek A, Simeonov A',
    title:
      'Tox21 Challenge to build predictive models of nuclear receptor and stress response pathways as mediated by exposure to environmental chemicals and drugs',
    source: 'Frontiers in Environmental Science',
    volume: '3',
    pages: '85',
    year: 2016,
    doi: '10.3389/fenvs.2015.00085',
  },
  {
    authors: 'Bemis GW, Murcko MA',
    title: 'The properties of known drugs. 1. Molecular frameworks',
    source: 'Journal of Medicinal Chemistry',
    volume: '39',
    pages: '2887–2893',
    year: 1996,
    doi: '10.1021/jm9602928',
  },
  {
    authors:
      'Yang K, Swanson K, Jin W, Coley C, Eiden P, Gao H, Guzman-Perez A, Hopper T, Kelley B, Mathea M, Palmer A, Settels V, Jaakkola T, Jensen K, Barzilay R',
    title: 'Analyzing learned molecular representations for property prediction',
    source: 'Journal of Chemical Information and Modeling',
    volume: '59',
    pages: '3370–3388',
    year: 2019,
    doi: '10.1021/acs.jcim.9b00237',
  },
  sharedReferences.morganFingerprints,
];
