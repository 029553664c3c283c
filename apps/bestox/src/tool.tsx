import { defineTool } from '@peptox/tool-pages';
import { PageLink } from '@peptox/ui';
import { bestoxPaper } from './citation.ts';
import { exampleSmiles } from './example.ts';

export const tool = defineTool({
  id: 'bestox',
  input: { kind: 'smiles' },
  example: exampleSmiles,
  home: {
    aside: {
      title: 'Before you trust a value',
      body: (
        <>
          Each result says how similar the molecule is to the nearest compound the model learned
          from, and flags molecules unlike anything in its training data. How the model was trained
          and how far off it was on compounds it had not seen are on the{' '}
          <PageLink to="/bestox/method">Method page</PageLink>.
        </>
      ),
    },
    citation: bestoxPaper,
  },
  pages: { method: () => import('./content/method.tsx') },
});

export default tool;
