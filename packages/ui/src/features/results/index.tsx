// The results feature: a job's tables as cards or a table, with filters, summaries and exports.
// It loads when a page first draws it (TanStack Virtual, chart.js, and RDKit for results with
// molecules), not with the shared package: few pages of the site show results.
import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { ResultsViewProps } from './ResultsView.tsx';

export type { ResultsViewProps };

const ResultsViewPart = lazy(() =>
  import('./ResultsView.tsx').then((m) => ({ default: m.ResultsView })),
);

export function ResultsView(props: ResultsViewProps) {
  return (
    <Suspense fallback={<Skeleton height="40rem" />}>
      <ResultsViewPart {...props} />
    </Suspense>
  );
}
