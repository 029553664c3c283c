import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type {
  DoughnutChartProps,
  LineChartProps,
  StatisticsPageProps,
} from './components/index.ts';

// chart.js is about 70 KB gzip: these wrappers fetch it with the first chart drawn, so pages
// without charts (and every first load) do without it. They replace the eager exports of
// ./components in this package's index.
const LazyDoughnut = lazy(() =>
  import('./components/DoughnutChart.tsx').then((m) => ({ default: m.DoughnutChart })),
);
const LazyLine = lazy(() =>
  import('./components/LineChart.tsx').then((m) => ({ default: m.LineChart })),
);
const LazyStatistics = lazy(() =>
  import('./components/StatisticsPage.tsx').then((m) => ({ default: m.StatisticsPage })),
);

export function DoughnutChart(props: DoughnutChartProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? '300px'} />}>
      <LazyDoughnut {...props} />
    </Suspense>
  );
}

export function LineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? '300px'} />}>
      <LazyLine {...props} />
    </Suspense>
  );
}

export function StatisticsPage(props: StatisticsPageProps) {
  return (
    <Suspense fallback={<Skeleton height="600px" />}>
      <LazyStatistics {...props} />
    </Suspense>
  );
}
