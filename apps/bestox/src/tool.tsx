import { Card, Link, Text } from '@chakra-ui/react';
import { defineTool } from '@peptox/tool-pages';
import { Link as RouterLink } from 'react-router';
import { bestoxPaper } from './citation.ts';
import { exampleSmiles } from './example.ts';

export const tool = defineTool({
  id: 'bestox',
  tagline: 'Acute oral toxicity of compounds in rats (LD50), predicted from their structure',
  input: { kind: 'smiles' },
  example: exampleSmiles,
  home: {
    title: 'Predict acute oral toxicity',
    intro: (
      <Text>
        BESTox estimates how toxic a compound is to rats when swallowed: its median lethal dose
        (LD50), as −log10 of the dose in mol/kg and in mg/kg, with the GHS acute oral toxicity
        category that dose would fall into. Give one SMILES a line (a name after it if you like),
        upload a .smi file, or draw the molecule; you get a job id and can come back for the results
        later.
      </Text>
    ),
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
