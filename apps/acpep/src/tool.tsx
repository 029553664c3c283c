import { Card, Text } from '@chakra-ui/react';
import { defineTool } from '@peptox/tool-pages';
import { PageLink } from '@peptox/ui';
import { exampleFasta } from './example.ts';

export const tool = defineTool({
  id: 'acpep',
  tagline: 'Anticancer peptides, predicted from their sequence',
  input: { kind: 'fasta', genome: true },
  example: exampleFasta,
  home: {
    title: 'Predict anticancer peptides',
    intro: (
      <Text>
        ACPep tells whether peptides look like anticancer peptides (ACPs), with a probability. Paste
        peptides in FASTA format, or a genome to scan its six reading frames; you get a job id and
        can come back for the results later.
      </Text>
    ),
    aside: (
      <Card.Root size="sm">
        <Card.Header>
          <Card.Title as="h2">What the score is</Card.Title>
        </Card.Header>
        <Card.Body>
          <Text>
            A likeness to peptides reported active against cancer cells, learned from three public
            benchmark sets. It is not a potency, says nothing of harm to healthy cells, and no
            concentration or tissue is predicted. The measured accuracy is on the{' '}
            <PageLink to="/acpep/method">Method page</PageLink>.
          </Text>
        </Card.Body>
      </Card.Root>
    ),
  },
  pages: {
    method: () => import('./content/method.tsx'),
  },
});

export default tool;
