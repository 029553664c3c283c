import { Card, Link, Text } from '@chakra-ui/react';
import { defineTool } from '@peptox/tool-pages';
import { Link as RouterLink } from 'react-router';
import { sslGcnPaper } from './citation.ts';
import { exampleSmiles } from './example.ts';

export const tool = defineTool({
  id: 'ssl-gcn',
  input: { kind: 'smiles' },
  example: exampleSmiles,
  home: {
    aside: (
      <Card.Root size="sm">
        <Card.Header>
          <Card.Title as="h2">Before you trust a class</Card.Title>
        </Card.Header>
        <Card.Body>
          <Text>
            The network was tested on molecules whose ring systems it had never seen; how well it
            ranked actives in each assay, the thresholds and how often they are wrong are on the{' '}
            <Link asChild variant="underline">
              <RouterLink to="/ssl-gcn/method">Method page</RouterLink>
            </Link>
            . Each result also says how similar the molecule is to the nearest one the network
            learned from.
          </Text>
        </Card.Body>
      </Card.Root>
    ),
    citation: sslGcnPaper,
  },
  pages: { method: () => import('./content/method.tsx') },
});

export default tool;
