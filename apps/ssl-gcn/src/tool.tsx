import { Card, Link, Text } from '@chakra-ui/react';
import { defineTool } from '@peptox/tool-pages';
import { Link as RouterLink } from 'react-router';
import { sslGcnPaper } from './citation.ts';
import { exampleSmiles } from './example.ts';

export const tool = defineTool({
  id: 'ssl-gcn',
  tagline:
    'The 12 Tox21 toxicity assays of compounds, from a graph network trained semi-supervised',
  input: { kind: 'smiles' },
  example: exampleSmiles,
  home: {
    title: 'Predict the Tox21 assays',
    intro: (
      <Text>
        SSL-GCN estimates, for each of the twelve Tox21 assays (seven nuclear receptor and five
        stress response pathways), the probability that a compound would be active, and calls it
        active or inactive at a threshold set for that assay. Give one SMILES a line (a name after
        it if you like), upload a .smi file, or draw the molecule; untick the assays you do not
        need. You get a job id and can come back for the results later.
      </Text>
    ),
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
