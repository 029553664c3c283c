import { Card, Link, Text } from '@chakra-ui/react';
import { defineTool, sharedReferences } from '@peptox/tool-pages';
import { Link as RouterLink } from 'react-router';
import { exampleSmiles } from './example.ts';

export const tool = defineTool({
  id: 'ecotoxicology',
  tagline:
    'Acute toxicity of compounds to fish (fathead minnow LC50), predicted from their structure',
  input: { kind: 'smiles' },
  example: exampleSmiles,
  home: {
    title: 'Predict acute toxicity to fish',
    intro: (
      <Text>
        Ecotoxicology estimates how toxic a compound is to fish: the concentration in water that
        kills half of a group of fathead minnows in 96 hours (LC50), as −log10 of the concentration
        in mol/L and in mg/L, with the GHS acute aquatic hazard category of that concentration. Give
        one SMILES a line (a name after it if you like), upload a .smi file, or draw the molecule;
        you get a job id and can come back for the results later.
      </Text>
    ),
    aside: (
      <Card.Root size="sm">
        <Card.Header>
          <Card.Title as="h2">Fish only</Card.Title>
        </Card.Header>
        <Card.Body>
          <Text>
            The original Ecotoxicology server also predicted toxicity to algae and crustaceans. No
            public data for those is part of what this site trains on, so they are not offered: the{' '}
            <Link asChild variant="underline">
              <RouterLink to="/ecotoxicology/method">Method page</RouterLink>
            </Link>{' '}
            says what that means for a hazard category.
          </Text>
        </Card.Body>
      </Card.Root>
    ),
    citation: sharedReferences.testUsersGuide,
  },
  pages: { method: () => import('./content/method.tsx') },
});

export default tool;
