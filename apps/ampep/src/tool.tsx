import { Card, Link, Text } from '@chakra-ui/react';
import { defineTool } from '@peptox/tool-pages';
import { Link as RouterLink } from 'react-router';
import { ampepPaper } from './citation.ts';
import { exampleFasta } from './example.ts';

export const tool = defineTool({
  id: 'ampep',
  tagline: 'Antimicrobial peptides and their MIC, predicted by random forests',
  input: { kind: 'fasta', genome: true },
  example: exampleFasta,
  home: {
    title: 'Predict antimicrobial peptides',
    intro: (
      <Text>
        AmPEP tells whether peptides are antimicrobial (AMP) and estimates their minimum inhibitory
        concentration (MIC) against <i>E. coli</i> and <i>S. aureus</i>. Paste peptides in FASTA
        format, or a genome to scan its six reading frames; you get a job id and can come back for
        the results later.
      </Text>
    ),
    aside: (
      <Card.Root size="sm">
        <Card.Header>
          <Card.Title as="h2">Before you trust a score</Card.Title>
        </Card.Header>
        <Card.Body>
          <Text>
            The models were checked on a fifth of the data held out from training; their measured
            accuracy, and how AmPEP’s score leans towards short peptides, are on the{' '}
            <Link asChild variant="underline">
              <RouterLink to="/ampep/method">Method page</RouterLink>
            </Link>
            .
          </Text>
        </Card.Body>
      </Card.Root>
    ),
    citation: ampepPaper,
  },
  pages: {
    method: () => import('./content/method.tsx'),
    dataset: () => import('./content/dataset.tsx'),
  },
});

export default tool;
