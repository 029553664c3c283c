import { defineTool } from '@peptox/tool-pages';
import { PageLink } from '@peptox/ui';
import { sslGcnPaper } from './citation.ts';
import { exampleSmiles } from './example.ts';

export const tool = defineTool({
  id: 'ssl-gcn',
  input: { kind: 'smiles' },
  example: exampleSmiles,
  home: {
    aside: {
      title: 'Before you trust a class',
      body: (
        <>
          The network was tested on molecules whose ring systems it had never seen; how well it
          ranked actives in each assay, the thresholds and how often they are wrong are on the{' '}
          <PageLink to="/ssl-gcn/method">Method page</PageLink>. Each result also says how similar
          the molecule is to the nearest one the network learned from.
        </>
      ),
    },
    citation: sslGcnPaper,
  },
  pages: { method: () => import('./content/method.tsx') },
});

export default tool;
