import { Alert, Code, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { ReferenceCard, usePageTitle } from '@peptox/ui';
import { Link as RouterLink } from 'react-router';
import { ModelCardView } from '../ModelCardView.tsx';
import { modelCards } from '../model-cards.ts';
import { methodReferences } from '../references.ts';

export default function MethodPage() {
  usePageTitle('AmPEP method');
  return (
    <Stack gap="8" maxW="5xl">
      <Heading as="h1" size="2xl">
        Method
      </Heading>

      <Stack as="section" gap="3" aria-labelledby="ampep-method">
        <Heading as="h2" size="lg" id="ampep-method">
          AmPEP: distribution patterns and a random forest
        </Heading>
        <Text>
          Each peptide is described by the distribution part of the
          composition–transition–distribution (CTD) descriptors. Seven physicochemical properties
          (hydrophobicity, normalised van der Waals volume, polarity, polarizability, charge,
          secondary structure and solvent accessibility) each split the 20 amino acids into three
          groups. For every group, five numbers say where along the sequence its first residue, and
          the residues at 25 %, 50 %, 75 % and 100 % of its occurrences, lie, as a percentage of the
          length: 7 × 3 × 5 = 105 features, computed as the R package protr does. A random forest of
          100 trees, trained on the AmPEP web server’s data set, gives the share of trees that vote
          AMP: that is the probability shown, and 0.5 or more is called an AMP.
        </Text>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="rf30-method">
        <Heading as="h2" size="lg" id="rf30-method">
          RF-AmPEP30: short peptides
        </Heading>
        <Text>
          Short peptides (5–30 residues) have their own model, trained on the balanced short-peptide
          set of the Deep-AmPEP30 study. Its features count the residues of each cluster of the five
          reduced amino-acid alphabets (PseKRAAC types) that Deep-AmPEP30 used, and a random forest
          turns them into a probability. Sequences outside 5–30 residues are not scored by this
          method, and the results table says why.
        </Text>
      </Stack>

      <Stack as="section" gap="3" aria-labelledby="mic-method">
        <Heading as="h2" size="lg" id="mic-method">
          MIC against E. coli and S. aureus
        </Heading>
        <Text>
          Two regression forests estimate the minimum inhibitory concentration, trained on peptides
          with measured MICs against <i>E. coli</i> and <i>S. aureus</i>. They learn −log10 of the
          MIC in µM, and the table shows it converted back to µM, together with the ratio of the two
          (S. aureus / E. coli). A MIC prediction is an estimate of the order of magnitude, not an
          assay result.
        </Text>
      </Stack>

      <Alert.Root status="warning" as="section" aria-labelledby="length-bias">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title id="length-bias">Length matters more than it should</Alert.Title>
          <Alert.Description>
            In the AmPEP training set the AMPs are short (median 32 residues) and the non-AMPs long
            (median 115). The distribution features carry the length (the first residue of a group
            sits at least 100/n % along a peptide of n residues), so the model partly learns “short
            means AMP”. Random peptides, which are not AMPs, show it: of 1 000 random peptides of
            10–30 residues, 86 % are called AMPs (mean probability 0.64), against 31 % of those of
            61–100 residues (figures of <Code>pnpm --filter @peptox/predictor-ampep length-bias</Code> on the
            current model). Treat a high AmPEP probability for a short peptide with care, compare it
            with RF-AmPEP30 (trained on short peptides of both classes), and confirm in the lab.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>

      <Stack as="section" gap="4" aria-labelledby="model-cards">
        <Heading as="h2" size="lg" id="model-cards">
          The trained models and their measured performance
        </Heading>
        <Text>
          Every number below was measured by the project’s own training run on the{' '}
          <Link asChild variant="underline">
            <RouterLink to="/ampep/dataset">training data</RouterLink>
          </Link>{' '}
          and written to the model’s card next to the model file; none is copied from the papers.
        </Text>
        {modelCards.length === 0 ? (
          <Text color="fg.muted">No model card was found in this build.</Text>
        ) : (
          modelCards.map((card) => <ModelCardView key={card.name} card={card} />)
        )}
      </Stack>

      <ReferenceCard
        description="Please cite the AmPEP paper when you use these predictions, and the papers of the data sets listed on the Dataset page."
        references={methodReferences}
      />
    </Stack>
  );
}
