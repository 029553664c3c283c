import { Alert, List, Text } from '@chakra-ui/react';
import { CardFigure, sharedReferences } from '@peptox/tool-pages';
import { ExternalLink, ProseSection, type Reference } from '@peptox/ui';

/** HemoPep's methods in words; the method page adds the model cards (every figure) and references. */
export default function MethodProse() {
  return (
    <>
      <ProseSection
        id="hc50-method"
        title="HC50: the concentration that lyses half of the red blood cells"
      >
        <Text>
          The HC50 model learned from peptides with a published HC50: the training set of HemoPI2
          (Rathore et al. 2025) and the set collected for a study of antimicrobial-peptide toxicity
          (the{' '}
          <ExternalLink href="https://github.com/janecai0714/AMP_toxicity_regression">
            AMP_toxicity_regression
          </ExternalLink>{' '}
          data), which share most of their peptides. A peptide in both is one record, with the
          geometric mean of its HC50s; peptides measured more than once in one set are averaged too.
          The model predicts −log10 of HC50 in µM, shown converted back to µM: lower means more
          hemolytic. Many of the published values are the highest concentration tested rather than a
          measured midpoint, and the assays differ in red-cell species, time and buffer, so read a
          prediction as an order of magnitude.
        </Text>
      </ProseSection>

      <ProseSection id="class-method" title="Hemolytic or not, from the same HC50">
        <Text>
          A peptide is called hemolytic when its predicted HC50 is at most 100 µM, the definition of
          HemoPI2, so the class and the value of a row always agree. The hemolytic probability is
          the chance that the HC50 is at most 100 µM given the predicted HC50, calibrated on the
          out-of-fold predictions of the training run: it grows as the predicted HC50 falls. The
          HC50 carries a 90 % prediction interval (conformal, wider for a peptide far from the
          training set), and every row names the nearest measured peptide with its HC50. In
          cross-validation, the predicted HC50 ranks the peptides measured at 100 µM or below above
          the others with a ROC-AUC of{' '}
          <CardFigure
            tool="hemopep"
            card="hc50"
            set="hemolytic.crossValidation10Fold"
            metric="rocAuc"
          />
          . Of 2 000 random peptides of 10–60 residues, it called{' '}
          <CardFigure
            tool="hemopep"
            card="hc50"
            set="randomPeptides"
            metric="calledPositive"
            percent
          />{' '}
          hemolytic.
        </Text>
        <Text>
          The HemoPI-1 set of Chaudhary and colleagues (2016), hemolytic peptides against peptides
          reported non-hemolytic, labels by another definition than an HC50 threshold. It is not a
          second output here: its peptides that the model did not learn from are a test of the HC50
          model instead, which ranks them with a ROC-AUC of{' '}
          <CardFigure tool="hemopep" card="hc50" set="hemoPI1.notInTraining" metric="rocAuc" />.
        </Text>
      </ProseSection>

      <ProseSection id="shared-method" title="Features, model and validation">
        <List.Root ps="5" gap="1">
          <List.Item>
            A peptide is described by several hundred numbers: the share of each amino acid, of each
            pair of neighbours and of the residues at its ends; where residues of similar
            hydrophobicity, size, polarity, charge and structure preference sit along the chain;
            global properties such as length, net charge, hydrophobicity and helical amphipathicity;
            and, as candidates, pairs of residue classes a few positions apart and residue scales
            along the chain.
          </List.Item>
          <List.Item>
            The training run compared those feature sets, and random forests, gradient-boosted trees
            and their average, by cross-validation; the card below names what was chosen.
          </List.Item>
          <List.Item>
            Hemolysis data are full of close analogues (one peptide and its point mutants). Similar
            sequences are kept on one side of every split, so a peptide is never judged by a model
            that learned its twin; the card prints that check, and also gives the figures of a plain
            random split, which is how most papers report, for comparison.
          </List.Item>
        </List.Root>
      </ProseSection>

      <Alert.Root status="info" as="section" aria-labelledby="not-predicted">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title id="not-predicted">Not predicted: HC5 and HC10</Alert.Title>
          <Alert.Description>
            The original HemoPep also gave HC5 and HC10, the concentrations that lyse 5 % and 10 %
            of red blood cells. No public data here supports them: the measurements available report
            HC50 only. HemoPep therefore gives HC50 and the hemolytic class read off it, nothing
            more.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </>
  );
}

/** The papers and data the method page lists. */
export const references: Reference[] = [
  {
    authors: 'Rathore AS, Kumar N, Choudhury S, Mehta NK, Raghava GPS',
    title: 'Prediction of hemolytic peptides and their hemolytic concentration',
    source: 'Communications Biology',
    volume: '8',
    year: 2025,
    doi: '10.1038/s42003-025-07615-w',
  },
  {
    authors: 'Chaudhary K, Kumar R, Singh S, Tuknait A, Gautam A, Mathur D, et al.',
    title: 'A web server and mobile app for computing hemolytic potency of peptides',
    source: 'Scientific Reports',
    volume: '6',
    pages: '22843',
    year: 2016,
    doi: '10.1038/srep22843',
  },
  sharedReferences.spanig2021,
  sharedReferences.dubchak1995,
];
