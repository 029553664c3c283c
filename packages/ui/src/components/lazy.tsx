// The charts (chart.js) load when a page first draws them, not with the shared package: every page
// of the site shares @peptox/ui, few need a chart.
import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { DoughnutChartProps } from './DoughnutChart.tsx';
import type { HeatMapChartProps } from './HeatMapChart.tsx';
import type { LineChartProps } from './LineChart.tsx';
import type { ReliabilityChartProps } from './ReliabilityChart.tsx';
import type { StatisticsPageProps } from './StatisticsPage.tsx';

const LineChartPart = lazy(() => import('./LineChart.tsx').then((m) => ({ default: m.LineChart })));
const DoughnutChartPart = lazy(() =>
  import('./DoughnutChart.tsx').then((m) => ({ default: m.DoughnutChart })),
);
const HeatMapChartPart = lazy(() =>
  import('./HeatMapChart.tsx').then((m) => ({ default: m.HeatMapChart })),
);
const ReliabilityChartPart = lazy(() =>
  import('./ReliabilityChart.tsx').then((m) => ({ default: m.ReliabilityChart })),
);
const StatisticsPagePart = lazy(() =>
  import('./StatisticsPage.tsx').then((m) => ({ default: m.StatisticsPage })),
);

export function LineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? '300px'} />}>
      <LineChartPart {...props} />
    </Suspense>
  );
}

export function DoughnutChart(props: DoughnutChartProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? '300px'} />}>
      <DoughnutChartPart {...props} />
    </Suspense>
  );
}

export function StatisticsPage(props: StatisticsPageProps) {
  return (
    <Suspense fallback={<Skeleton height="24rem" />}>
      <StatisticsPagePart {...props} />
    </Suspense>
  );
}

export function HeatMapChart(props: HeatMapChartProps) {
  return (
    <Suspense
      fallback={<Skeleton height={`${props.yLabels.length * (props.cellSize ?? 22) + 48}px`} />}
    >
      <HeatMapChartPart {...props} />
    </Suspense>
  );
}

export function ReliabilityChart(props: ReliabilityChartProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? '280px'} maxW="28rem" />}>
      <ReliabilityChartPart {...props} />
    </Suspense>
  );
}
