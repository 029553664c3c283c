import { defineTool, sharedReferences } from '@peptox/tool-pages';
import { PageLink } from '@peptox/ui';
import { exampleSmiles } from './example.ts';

export const tool = defineTool({
  id: 'ecotoxicology',
  input: { kind: 'smiles' },
  example: exampleSmiles,
  home: {
    aside: {
      title: 'Fish only',
      body: (
        <>
          The original Ecotoxicology server also predicted toxicity to algae and crustaceans. No
          public data for those is part of what this site trains on, so they are not offered: the{' '}
          <PageLink to="/ecotoxicology/method">Method page</PageLink> says what that means for a
          hazard category.
        </>
      ),
    },
    citation: sharedReferences.testUsersGuide,
  },
  pages: { method: () => import('./content/method.tsx') },
});

export default tool;
