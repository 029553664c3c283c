import { defineTool } from '@peptox/tool-pages';
import { PageLink } from '@peptox/ui';
import { exampleFasta } from './example.ts';

export const tool = defineTool({
  id: 'acpep',
  input: { kind: 'fasta', genome: true },
  example: exampleFasta,
  home: {
    aside: {
      title: 'What the score is',
      body: (
        <>
          A likeness to peptides reported active against cancer cells, asked two ways: rather than
          any peptide, and rather than antimicrobial peptides (AntiCP 2.0’s two questions). It is
          not a potency, says nothing of harm to healthy cells, and no concentration or tissue is
          predicted. The measured accuracy of each is on the{' '}
          <PageLink to="/acpep/method">Method page</PageLink>.
        </>
      ),
    },
  },
  pages: {
    method: () => import('./content/method.tsx'),
  },
});

export default tool;
