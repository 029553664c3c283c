import { Card, DataList, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DataCounts, ModelCards } from '@peptox/tool-pages';
import { usePageTitle } from '@peptox/ui';

export interface DataSource {
  folder: string;
  what: string;
  usedBy: string;
  citation: string;
  repository: string;
}

/** The public data sets the models were trained on (../shared/data), with the work to cite. */
export const dataSources: DataSource[] = [
  {
    folder: 'ampep/amp.fasta, ampep/nonamp.fasta',
    what: 'Antimicrobial and non-antimicrobial peptides of any length: the AmPEP web server’s training sets.',
    usedBy: 'AmPEP',
    citation: 'Bhadra et al., Scientific Reports 2018',
    repository: 'https://github.com/Chonwai/AmPEP_R',
  },
  {
    folder: 'ampep30/train_po.fasta, ampep30/train_ne.fasta',
    what: 'Short AMPs and non-AMPs of 5–30 residues, balanced.',
    usedBy: 'RF-AmPEP30',
    citation: 'Yan et al., Molecular Therapy – Nucleic Acids 2020',
    repository: 'https://github.com/Chonwai/Deep_AmPEP30_R',
  },
  {
    folder: 'amp-mic/EC.csv, amp-mic/SA.csv',
    what: 'Peptides with their minimum inhibitory concentration (µM) against E. coli and S. aureus.',
    usedBy: 'MIC',
    citation: 'The BERT-AmPEP60 study (Cai et al.)',
    repository: 'https://github.com/janecai0714/AMP_regression_EC_SA',
  },
  {
    folder: 'ampscanner/ampscanner_train.fasta',
    what: 'AMPs and decoys cut from proteins to the AMPs’ lengths: AMP Scanner v2’s training and evaluation splits.',
    usedBy: 'AmPEP length-robust',
    citation: 'Veltri et al., Bioinformatics 2018',
    repository: 'https://github.com/dan-veltri/amp-scanner-v2',
  },
];

export default function DatasetPage() {
  usePageTitle('AmPEP dataset');
  return (
    <Stack gap="8" maxW="5xl">
      <Heading as="h1" size="2xl">
        Training data
      </Heading>
      <Text>
        The models were trained on public data sets. The files are not redistributed here; get them
        from their authors’ repositories, and cite the papers when you use them.
      </Text>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {dataSources.map((source) => (
          <Card.Root key={source.folder} size="sm">
            <Card.Header>
              <Card.Title as="h2">{source.usedBy}</Card.Title>
              <Card.Description>{source.what}</Card.Description>
            </Card.Header>
            <Card.Body>
              <DataList.Root size="sm">
                <DataList.Item>
                  <DataList.ItemLabel>Files</DataList.ItemLabel>
                  <DataList.ItemValue fontFamily="mono" wordBreak="break-all">
                    {source.folder}
                  </DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Cite</DataList.ItemLabel>
                  <DataList.ItemValue>{source.citation}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>Source</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Link
                      href={source.repository}
                      target="_blank"
                      rel="noopener noreferrer"
                      variant="underline"
                      wordBreak="break-all"
                    >
                      {source.repository.replace('https://', '')}
                    </Link>
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>

      <Stack as="section" gap="4" aria-labelledby="sizes">
        <Heading as="h2" size="lg" id="sizes">
          Sizes and splits, as the training runs counted them
        </Heading>
        <ModelCards tool="ampep">{(card) => <DataCounts card={card} />}</ModelCards>
      </Stack>
    </Stack>
  );
}
