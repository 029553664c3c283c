import { Code, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '@peptox/ui';
import { Link as RouterLink } from 'react-router';

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

const to = (path: string, label: string) => (
  <Link asChild variant="underline">
    <RouterLink to={path}>{label}</RouterLink>
  </Link>
);

export default function HelpPage() {
  usePageTitle('AmPEP help');
  return (
    <Stack gap="8" maxW="4xl">
      <Heading as="h1" size="2xl">
        How to use AmPEP
      </Heading>

      <Section id="input" title="1. Give your sequences">
        <Text>
          Paste peptides in FASTA format on the {to('/ampep/home', 'Home page')}, or upload a FASTA
          file. Each sequence starts with a header line: <Code colorPalette="gray">&gt;</Code> and a
          name that no other sequence uses. The sequence follows in the one-letter code of the 20
          standard amino acids, on one or several lines; lower case is fine, and a final{' '}
          <Code colorPalette="gray">*</Code> is ignored.
        </Text>
        <Code colorPalette="gray" as="pre" display="block" p="3" whiteSpace="pre-wrap">
          {'>magainin_2\nGIGKFLHSAKKFGKAFVGEIMNS\n>indolicidin\nILPWKWPWWPWRR'}
        </Code>
        <Text>
          The form checks the input as you type: it counts the sequences and names each one that has
          a problem (an unknown letter, a duplicate name, an empty sequence). Up to 10 000 sequences
          or 1 MB can be sent at once.
        </Text>
      </Section>

      <Section id="genome" title="2. Or scan a genome">
        <Text>
          Choose “Genome” to paste or upload nucleotide FASTA (up to 50 MB) instead. AmPEP
          translates it in all six reading frames with the genetic code you pick (the NCBI tables,
          Standard by default) and predicts every stretch between stop codons whose length fits the
          methods. Each peptide’s name gives its contig, frame and nucleotide range, such as{' '}
          <Code colorPalette="gray">contig1_f-2_301-390</Code>.
        </Text>
      </Section>

      <Section id="methods" title="3. Choose the methods">
        <List.Root ps="5" gap="2">
          <List.Item>
            <strong>AmPEP</strong>: AMP or not, with a probability, for peptides of any length.
          </List.Item>
          <List.Item>
            <strong>RF-AmPEP30</strong>: the same question for short peptides of 5–30 residues;
            longer or shorter sequences are listed as not predicted, with the reason.
          </List.Item>
          <List.Item>
            <strong>MIC</strong>: the predicted minimum inhibitory concentration (µM) against{' '}
            <i>E. coli</i> and <i>S. aureus</i>; lower means more potent.
          </List.Item>
        </List.Root>
        <Text>
          How the models were built and how well they did in validation is on the{' '}
          {to('/ampep/method', 'Method page')}.
        </Text>
      </Section>

      <Section id="results" title="4. Read the results">
        <Text>
          After you submit, the job page shows the job id and follows the job while it waits and
          runs. Keep the id, or the page address, to come back later. The results come in three
          tabs: <strong>Classification</strong> (AMP or non-AMP), <strong>Prediction score</strong>{' '}
          (the probabilities) and <strong>Activity</strong> (MIC values). Sort by any column, filter
          the rows, and move a method’s threshold to see which peptides would be called AMPs at a
          stricter or looser cut-off. Export the rows shown as CSV, TSV or FASTA, or download the
          complete tables as CSV. Click a sequence to see its physicochemical properties.
        </Text>
      </Section>

      <Section id="retrieve" title="5. Find your jobs again">
        <Text>
          The {to('/ampep/retrieve', 'Retrieve page')} lists every AmPEP job submitted with an
          e-mail address; the address is used for nothing else. With a job id, open{' '}
          {to('/ampep/jobs', 'Results')} and enter it.
        </Text>
      </Section>
    </Stack>
  );
}
