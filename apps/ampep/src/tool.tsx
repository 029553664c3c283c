import { Card, Link, Text } from '@chakra-ui/react';
import { defineTool } from '@peptox/tool-pages';
import { Link as RouterLink } from 'react-router';
import { ampepPaper } from './citation.ts';
import { exampleFasta } from './example.ts';

export const tool = defineTool({
  id: 'ampep',
  input: { kind: 'fasta', genome: true },
  example: exampleFasta,
  home: {
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
