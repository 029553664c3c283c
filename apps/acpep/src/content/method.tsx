import { Alert, List, Text } from '@chakra-ui/react';
import { CardFigure, sharedReferences } from '@peptox/tool-pages';
import { ProseSection, type Reference } from '@peptox/ui';

/** ACPep's methods in words; the method page adds the model cards (every figure) and references. */
export default function MethodProse() {
  return (
    <>
      <ProseSection id="acpep-questions" title="Two questions, two models">
        <Text>
          Whether a peptide is anticancer depends on what it is compared with, so ACPep asks the two
          questions of AntiCP 2.0 (Agrawal et al. 2021) with one model each:
        </Text>
        <List.Root ps="5" gap="1">
          <List.Item>
            <strong>ACPep: anticancer or any peptide.</strong> Anticancer peptides against peptides
            in general: AntiCP 2.0’s alternate training set (anticancer peptides against random
            stretches of proteins) together with the benchmark sets of AntiCP (Tyagi et al. 2013),
            iACP (Chen et al. 2016) and MLACP (Manavalan et al. 2017), as collected in the PEPTIDE
            REACToR study (Spänig et al. 2021). Use it to screen peptides of any origin. In 10-fold
            cross-validation its probability ranks the anticancer peptides of AntiCP 2.0’s alternate
            set above the others with a ROC-AUC of{' '}
            <CardFigure
              tool="acpep"
              card="acpep"
              set="crossValidation10Fold.anticp2Alternate"
              metric="rocAuc"
            />
            .
          </List.Item>
          <List.Item>
            <strong>ACPep among AMPs: anticancer or antimicrobial only.</strong> Anticancer peptides
            against antimicrobial peptides with no reported anticancer activity: AntiCP 2.0’s main
            training set, with the anticancer peptides of the other sets and the antimicrobial
            peptides of the AMP Scanner (Veltri et al. 2018) and AmPEP (Bhadra et al. 2018) training
            sets that no set lists as anticancer. Use it for peptides already known or predicted to
            be antimicrobial. Both classes are cationic and amphipathic, so this is the harder
            question: on AntiCP 2.0’s main set the ROC-AUC is{' '}
            <CardFigure
              tool="acpep"
              card="acpep-vs-amp"
              set="crossValidation10Fold.anticp2Main"
              metric="rocAuc"
            />
            .
          </List.Item>
        </List.Root>
        <Text>
          The sets overlap a great deal, and a peptide antimicrobial in one can be anticancer in
          another. Each model therefore counts every distinct sequence once, leaves out a sequence
          labelled both ways, and keeps similar peptides (point mutants and trimmed variants of one
          another) on the same side of every split, so that no peptide is judged by a model that
          learned it or its twin. The cards print that check and give each source’s own figures, and
          the figures of a random split for comparison with papers that split so.
        </Text>
      </ProseSection>

      <ProseSection id="acpep-model" title="Features and model">
        <Text>
          Each peptide is described by several hundred numbers: the share of each amino acid, of
          each pair of neighbours and of the residues at its two ends; where residues of similar
          hydrophobicity, size, polarity, charge and structure preference sit along the chain;
          global properties such as length, net charge, hydrophobicity and helical amphipathicity;
          and, as candidates, pairs of residue classes a few positions apart and residue scales
          along the chain. Each training run compared these feature sets, and random forests,
          gradient-boosted trees and their average, by cross-validation; each card names what was
          chosen.
        </Text>
      </ProseSection>

      <ProseSection id="acpep-score" title="What the probability is, and is not">
        <List.Root ps="5" gap="1">
          <List.Item>
            It is how much a peptide resembles the anticancer peptides of the training sets rather
            than that model’s negatives, 0 to 1, calibrated on peptides the model did not learn
            from: of peptides given 0.3, about 30 % were anticancer in the training data. The
            threshold at which a peptide is called anticancer, and its precision and recall, are on
            each card below.
          </List.Item>
          <List.Item>
            It is not a measured potency, nor a chance of activity in your assay, and it says
            nothing of selectivity: many of the positives are antimicrobial peptides that also kill
            healthy cells.
          </List.Item>
          <List.Item>
            Every row names the most similar training peptide, how similar it is (identity of the
            best alignment) and whether it was anticancer; a peptide less similar than the cut-off
            where the model’s error grew is marked outside the domain, and a peptide outside the
            training lengths gets no probability.
          </List.Item>
          <List.Item>
            Peptides unlike any of the training sets get little trust: of 2 000 random peptides of
            10–60 residues, which are not designed to do anything, ACPep called{' '}
            <CardFigure
              tool="acpep"
              card="acpep"
              set="randomPeptides"
              metric="calledPositive"
              percent
            />{' '}
            anticancer.
          </List.Item>
        </List.Root>
      </ProseSection>

      <Alert.Root status="info" as="section" aria-labelledby="acpep-tissues">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title id="acpep-tissues">
            Not predicted: activity against six tissues in µM
          </Alert.Title>
          <Alert.Description>
            The original ACPep also estimated how strongly a peptide acts on six kinds of cancer
            tissue, in µM. No public data here supports that: the training sets say only whether a
            peptide was reported anticancer, not against which cells or at what concentration. So
            ACPep gives the classes and their probabilities, and no concentration at all.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </>
  );
}

/** The papers the method page lists. */
export const references: Reference[] = [
  {
    authors: 'Agrawal P, Bhagat D, Mahalwal M, Sharma N, Raghava GPS',
    title: 'AntiCP 2.0: an updated model for predicting anticancer peptides',
    source: 'Briefings in Bioinformatics',
    volume: '22',
    pages: 'bbaa153',
    year: 2021,
    doi: '10.1093/bib/bbaa153',
  },
  {
    authors: 'Tyagi A, Kapoor P, Kumar R, Chaudhary K, Gautam A, Raghava GPS',
    title: 'In silico models for designing and discovering novel anticancer peptides',
    source: 'Scientific Reports',
    volume: '3',
    pages: '2984',
    year: 2013,
    doi: '10.1038/srep02984',
  },
  {
    authors: 'Chen W, Ding H, Feng P, Lin H, Chou KC',
    title: 'iACP: a sequence-based tool for identifying anticancer peptides',
    source: 'Oncotarget',
    volume: '7',
    pages: '16895–16909',
    year: 2016,
    doi: '10.18632/oncotarget.7815',
  },
  {
    authors: 'Manavalan B, Basith S, Shin TH, Choi S, Kim MO, Lee G',
    title: 'MLACP: machine-learning-based prediction of anticancer peptides',
    source: 'Oncotarget',
    volume: '8',
    pages: '77121–77136',
    year: 2017,
    doi: '10.18632/oncotarget.20365',
  },
  sharedReferences.veltri2018,
  {
    authors: 'Bhadra P, Yan J, Li J, Fong S, Siu SWI',
    title:
      'AmPEP: sequence-based prediction of antimicrobial peptides using distribution patterns of amino acid properties and random forest',
    source: 'Scientific Reports',
    volume: '8',
    pages: '1697',
    year: 2018,
    doi: '10.1038/s41598-018-19752-w',
  },
  sharedReferences.spanig2021,
  sharedReferences.dubchak1995,
];
