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
          The HC50 model learned from peptides with a published HC50, collected for a study of
          antimicrobial-peptide toxicity (the{' '}
          <ExternalLink href="https://github.com/janecai0714/AMP_toxicity_regression">
            AMP_toxicity_regression
          </ExternalLink>{' '}
          data). It predicts −log10 of HC50 in µM, shown converted back to µM: lower means more
          hemolytic. Peptides measured more than once are averaged. Many of the published values are
          the highest concentration tested rather than a measured midpoint, and the assays differ in
          red-cell species, time and buffer, so read a prediction as an order of magnitude.
        </Text>
      </ProseSection>

      <ProseSection id="class-method" title="Hemolytic or not">
        <Text>
          The classifier learned from the HemoPI-1 set of Chaudhary and colleagues (2016):
          experimentally hemolytic peptides from the Hemolytik database against peptides reported
          non-hemolytic, as collected in the PEPTIDE REACToR study. Its probability ranks peptides
          by their likeness to the hemolytic ones (0.5 or more is called hemolytic); it is not the
          share of cells a peptide lyses, and it gives no concentration. Of 2 000 random peptides of
          10–60 residues, it called{' '}
          <CardFigure
            tool="hemopep"
            card="hemolytic"
            set="randomPeptides"
            metric="calledPositive"
            percent
          />{' '}
          hemolytic.
        </Text>
      </ProseSection>

      <ProseSection id="shared-method" title="Features, models and validation">
        <List.Root ps="5" gap="1">
          <List.Item>
            Both models describe a peptide by the same 639 numbers: the share of each amino acid, of
            each pair of neighbours and of the residues at its ends; where residues of similar
            hydrophobicity, size, polarity, charge and structure preference sit along the chain; and
            global properties such as length, net charge, hydrophobicity and helical amphipathicity.
          </List.Item>
          <List.Item>
            Random forests and gradient-boosted trees were compared by cross-validation; each card
            below names the one chosen.
          </List.Item>
          <List.Item>
            Hemolysis data are full of close analogues (one peptide and its point mutants). Similar
            sequences are kept on one side of every split, so a peptide is never judged by a model
            that learned its twin; the cards also give the figures of a plain random split, which is
            how most papers report, for comparison.
          </List.Item>
          <List.Item>
            The two data sets share some peptides. Each model is trained and validated on its own
            set only, so no peptide of one model’s held-out part helped train that model.
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
            HC50 only. HemoPep therefore gives HC50 and the hemolytic class, nothing more.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </>
  );
}

/** The papers and data the method page lists. */
export const references: Reference[] = [
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
