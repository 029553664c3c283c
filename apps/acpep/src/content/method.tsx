import { Alert, List, Text } from '@chakra-ui/react';
import { CardFigure, sharedReferences } from '@peptox/tool-pages';
import { ProseSection, type Reference } from '@peptox/ui';

/** ACPep's method in words; the method page adds the model card (every figure) and references. */
export default function MethodProse() {
  return (
    <>
      <ProseSection id="acpep-data" title="Three benchmark sets, one model">
        <Text>
          ACPep learned from the three anticancer-peptide benchmark sets most used to compare
          predictors: those of AntiCP (Tyagi et al. 2013), iACP (Chen et al. 2016) and MLACP
          (Manavalan et al. 2017), as collected in the PEPTIDE REACToR study (Spänig et al. 2021).
          Each lists peptides with reported activity against cancer cells and peptides without. The
          sets overlap a great deal, so they are taken together: every distinct sequence is one
          example, and a sequence labelled one way in one set and the other way in another is left
          out. One model serves all peptides, because a user cannot say which benchmark’s idea of a
          negative their peptide belongs to; the card below still gives each benchmark’s own
          figures, measured on its sequences only.
        </Text>
        <Text>
          Similar peptides (point mutants and trimmed variants of one another) are kept on the same
          side of every split, so that a peptide is never judged by a model that learned its twin.
          That makes the figures lower than a random split would, and more like what a new peptide
          will get; the card shows both.
        </Text>
      </ProseSection>

      <ProseSection id="acpep-model" title="Features and model">
        <Text>
          Each peptide is described by 639 numbers: the share of each amino acid, of each pair of
          neighbours and of the residues at its two ends; where residues of similar hydrophobicity,
          size, polarity, charge and structure preference sit along the chain (the composition,
          transition and distribution descriptors); and global properties such as length, net
          charge, hydrophobicity and helical amphipathicity. Random forests and gradient-boosted
          trees were compared by cross-validation; the card names the one chosen and its settings.
        </Text>
      </ProseSection>

      <ProseSection id="acpep-score" title="What the probability is, and is not">
        <List.Root ps="5" gap="1">
          <List.Item>
            It is how much a peptide resembles the anticancer peptides of the training sets, 0 to 1;
            0.5 or more is called anticancer.
          </List.Item>
          <List.Item>
            It is not a measured potency, nor a chance of activity in your assay, and it says
            nothing of selectivity: many of the positives are antimicrobial peptides that also kill
            healthy cells.
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
            tissue, in µM. No public data here supports that: the benchmark sets say only whether a
            peptide was reported anticancer, not against which cells or at what concentration. So
            ACPep gives the class and its probability, and no concentration at all.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </>
  );
}

/** The papers the method page lists. */
export const references: Reference[] = [
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
  sharedReferences.spanig2021,
  sharedReferences.dubchak1995,
];
