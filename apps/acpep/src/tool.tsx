import { Card, Text } from '@chakra-ui/react';
import { defineTool } from '@peptox/tool-pages';
import { PageLink } from '@peptox/ui';
import { exampleFasta } from './example.ts';

export const tool = defineTool({
  id: 'acpep',
  input: { kind: 'fasta', genome: true },
  example: exampleFasta,
  home: {
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
