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
          different assays; a peptide is called hemolytic when it is at most 100 µM. HC5 and HC10
          are not predicted. How well the model did on peptides it had not seen is on the{' '}
          <PageLink to="/hemopep/method">Method page</PageLink>.
        </>
      ),
    },
  },
  pages: {
    method: () => import('./content/method.tsx'),
  },
});

export default tool;
