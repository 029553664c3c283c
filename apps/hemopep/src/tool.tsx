import { defineTool } from '@peptox/tool-pages';
import { PageLink } from '@peptox/ui';
import { exampleFasta } from './example.ts';

export const tool = defineTool({
  id: 'hemopep',
  input: { kind: 'fasta', genome: false },
  example: exampleFasta,
  home: {
    aside: {
      title: 'Before you trust a value',
      body: (
        <>
          HC50 is an estimate of the order of magnitude, learned from measurements made in many
          different assays; HC5 and HC10 are not predicted. How well both models did on peptides
          they had not seen is on the <PageLink to="/hemopep/method">Method page</PageLink>.
        </>
      ),
    },
  },
  pages: {
    method: () => import('./content/method.tsx'),
  },
});

export default tool;
