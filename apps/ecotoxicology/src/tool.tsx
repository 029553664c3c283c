import { Card, Link, Text } from '@chakra-ui/react';
import { defineTool, sharedReferences } from '@peptox/tool-pages';
import { Link as RouterLink } from 'react-router';
import { exampleSmiles } from './example.ts';

export const tool = defineTool({
  id: 'ecotoxicology',
  input: { kind: 'smiles' },
  example: exampleSmiles,
  home: {
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
