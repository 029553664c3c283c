import { defineTool } from '@peptox/tool-pages';
import { PageLink } from '@peptox/ui';
import { ampepPaper } from './citation.ts';
import { exampleFasta } from './example.ts';

export const tool = defineTool({
  id: 'ampep',
  input: { kind: 'fasta', genome: true },
  example: exampleFasta,
  home: {
    aside: {
      title: 'Before you trust a score',
      body: (
        <>
          The models were checked on a fifth of the data held out from training; their measured
          accuracy, and how AmPEP’s score leans towards short peptides, are on the{' '}
          <PageLink to="/ampep/method">Method page</PageLink>.
        </>
      ),
    },
    citation: ampepPaper,
  },
  pages: {
    method: () => import('./content/method.tsx'),
    dataset: () => import('./content/dataset.tsx'),
  },
});

export default tool;
