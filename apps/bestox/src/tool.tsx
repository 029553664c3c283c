import { Card, Link, Text } from '@chakra-ui/react';
import { defineTool } from '@peptox/tool-pages';
import { Link as RouterLink } from 'react-router';
import { bestoxPaper } from './citation.ts';
import { exampleSmiles } from './example.ts';

export const tool = defineTool({
  id: 'bestox',
  input: { kind: 'smiles' },
  example: exampleSmiles,
  home: {
    aside: (
      <Card.Root size="sm">
        <Card.Header>
          <Card.Title as="h2">Before you trust a value</Card.Title>
        </Card.Header>
        <Card.Body>
          <Text>
            Each result says how similar the molecule is to the nearest compound the model learned
            from, and flags molecules unlike anything in its training data. How the model was
            trained and how far off it was on compounds it had not seen are on the{' '}
            <Link asChild variant="underline">
              <RouterLink to="/bestox/method">Method page</RouterLink>
            </Link>
            .
          </Text>
        </Card.Body>
      </Card.Root>
    ),
    citation: bestoxPaper,
  },
  pages: { method: () => import('./content/method.tsx') },
});

export default tool;
