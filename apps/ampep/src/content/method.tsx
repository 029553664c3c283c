import { Alert, Table, Text } from '@chakra-ui/react';
import { CardFigure, CardThreshold, sharedReferences } from '@peptox/tool-pages';
import { ProseSection, type Reference } from '@peptox/ui';
import { ampepPaper } from '../citation.ts';

/** The peptides that are not AMPs by design, as the training runs name their evaluations. */
const decoys = [
  { set: 'randomPeptides', label: '2 000 random peptides of 10–60 residues' },
  { set: 'shuffledAmps', label: 'AMPs held out from training, residues shuffled' },
];

/** AmPEP's methods in words; the method page adds the model cards and references below. */
export default function MethodProse() {
  return (
    <>
      <ProseSection id="ampep-method" title="AmPEP: distribution patterns and a random forest">
        <Text>
          Each peptide is described by the distribution part of the
          composition–transition–distribution (CTD) descriptors. Seven physicochemical properties
          (hydrophobicity, normalised van der Waals volume, polarity, polarizability, charge,
          secondary structure and solvent accessibility) each split the 20 amino acids into three
          groups. For every group, five numbers say where along the sequence its first residue, and
          the residues at 25 %, 50 %, 75 % and 100 % of its occurrences, lie, as a percentage of the
          length: 7 × 3 × 5 = 105 features, computed as the R package protr does. A random forest of
          100 trees, trained on the AmPEP web server’s data set, gives the share of trees that vote
          AMP, calibrated on peptides it was not trained on: that is the probability shown, and a
          probability of <CardThreshold tool="ampep" card="ampep" /> or more is called an AMP (the
          threshold with the best Matthews correlation out of fold; its card below gives its
          precision and recall).
        </Text>
      </ProseSection>

      <ProseSection id="rf30-method" title="RF-AmPEP30: short peptides">
        <Text>
          Short peptides (5–30 residues) have their own model, trained on the balanced short-peptide
          set of the Deep-AmPEP30 study. Its features count the residues of each cluster of the five
          reduced amino-acid alphabets (PseKRAAC types) that Deep-AmPEP30 used, and a random forest
          turns them into a probability. Sequences outside 5–30 residues are not scored by this
          method, and the results table says why.
        </Text>
      </ProseSection>

      <ProseSection id="mic-method" title="MIC against E. coli and S. aureus">
        <Text>
          Two regressions estimate the minimum inhibitory concentration, trained on peptides with
          measured MICs against <i>E. coli</i> and <i>S. aureus</i> (the BERT-AmPEP60 data). They
          learn −log10 of the MIC in µM, and the table shows it converted back to µM, together with
          the ratio of the two (S. aureus / E. coli). Both read the same features: the training run
          compared feature sets (composition and global properties, then with pairs of residue
          classes a few positions apart, residue scales along the chain, or both) and learners (a
          forest, boosted trees, their average) by cross-validation, and kept what did better; it
          also measures one model for both organisms against one for each. The cards give the
          figures. Many peptides of these sets are analogues of one another: similar sequences are
          kept on one side of every split, so the figures say how well a new family of peptides is
          predicted. A MIC prediction is an estimate of the order of magnitude, not an assay result.
          The MIC models learned from measured antimicrobial peptides only, so a MIC is given only
          to a peptide the length-robust method calls antimicrobial, or to one the data measured:
          for any other peptide the cell stays empty and its note says why.
        </Text>
      </ProseSection>

      <ProseSection
        id="gb-method"
        title="AmPEP length-robust: a method that does not lean on length"
      >
        <Text>
          Our own method, offered beside the faithful one. Its training negatives have the AMPs’
          lengths, so that length alone cannot tell the classes apart: the same non-AMP proteins as
          AmPEP’s, each cut to a length drawn from the AMPs’ lengths, and the decoys of AMP Scanner
          v2 (Veltri et al. 2018), stretches of proteins matched to its AMPs’ lengths, with its
          AMPs. Each peptide is described by several hundred numbers (amino-acid and terminal
          composition, the composition, transition and distribution descriptors, global properties
          such as charge, hydrophobicity and helical amphipathicity, pairs of residue classes a few
          positions apart and residue scales along the chain), and gradient-boosted trees turn them
          into a probability. Similar sequences are kept on one side of every split during
          validation; its card below gives the figures with and without that rule, against AMP
          Scanner’s decoys and against AmPEP’s cut non-AMPs apart.
        </Text>
      </ProseSection>

      <Alert.Root status="warning" as="section" aria-labelledby="length-bias">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Title id="length-bias">Length matters more than it should (AmPEP)</Alert.Title>
          <Alert.Description>
            In the AmPEP training set the AMPs are short (median 32 residues) and the non-AMPs long
            (median 115). The distribution features carry the length (the first residue of a group
            sits at least 100/n % along a peptide of n residues), so the faithful model partly
            learns “short means AMP”. Peptides that are not AMPs by design show it; each training
            run measured these shares:
          </Alert.Description>
          <Table.Root size="sm" variant="outline" bg="bg">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Called AMP</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">AmPEP</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">AmPEP length-robust</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {decoys.map(({ set, label }) => (
                <Table.Row key={set}>
                  <Table.Cell>{label}</Table.Cell>
                  {['ampep', 'ampep-gb'].map((card) => (
                    <Table.Cell key={card} textAlign="end">
                      <CardFigure
                        tool="ampep"
                        card={card}
                        set={set}
                        metric="calledPositive"
                        percent
                      />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Alert.Description>
            Treat a high AmPEP probability for a short peptide with care: compare it with the
            length-robust method and with RF-AmPEP30 (trained on short peptides of both classes),
            and confirm in the lab. Shuffled AMPs keep their composition, and some of them are
            active in reality, so no method should call none of them.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </>
  );
}

/** The papers the method page lists. */
export const references: Reference[] = [
  ampepPaper,
  sharedReferences.veltri2018,
  {
    authors: 'Yan J, Bhadra P, Li A, Sethiya P, Qin L, Tai HK, Wong KH, Siu SWI',
    title: 'Deep-AmPEP30: Improve short antimicrobial peptides prediction with deep learning',
    source: 'Molecular Therapy – Nucleic Acids',
    volume: '20',
    pages: '882–894',
    year: 2020,
    doi: '10.1016/j.omtn.2020.05.006',
  },
  sharedReferences.dubchak1995,
  {
    authors: 'Xiao N, Cao DS, Zhu MF, Xu QS',
    title:
      'protr/ProtrWeb: R package and web server for generating various numerical representation schemes of protein sequences',
    source: 'Bioinformatics',
    volume: '31',
    pages: '1857–1859',
    year: 2015,
    doi: '10.1093/bioinformatics/btv042',
  },
  {
    authors: 'Breiman L',
    title: 'Random forests',
    source: 'Machine Learning',
    volume: '45',
    pages: '5–32',
    year: 2001,
    doi: '10.1023/A:1010933404324',
  },
];
