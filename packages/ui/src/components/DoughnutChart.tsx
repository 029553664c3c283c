import { Box } from '@chakra-ui/react';
import { useRef } from 'react';
import { Doughnut } from 'react-chartjs-2';
import { ChartDataTable } from './ChartDataTable.tsx';
import { useChartColors } from './chart-theme.ts';

export interface DoughnutChartProps {
  labels: string[];
  values: number[];
  /** What the chart shows, for screen readers. */
  description: string;
  /** Header of the value column in the screen-reader table. */
  valueLabel?: string;
  height?: string;
}

/** Shares of a whole (e.g. jobs per method), coloured from the theme. */
export function DoughnutChart({
  labels,
  values,
  description,
  valueLabel = 'Value',
  height = '300px',
}: DoughnutChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const colors = useChartColors(ref);
  return (
    <Box ref={ref} position="relative" height={height} width="full">
      <Doughnut
        role="img"
        aria-label={description}
        data={{
          labels,
          datasets: [
            {
              data: values,
              backgroundColor: labels.map(
                (_, i) => colors.series[i % colors.series.length] ?? colors.text,
              ),
              borderWidth: 2,
              borderColor: colors.surface,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { position: 'bottom', labels: { color: colors.text } } },
        }}
      />
      <ChartDataTable
        description={description}
        keyLabel="Name"
        valueLabel={valueLabel}
        labels={labels}
        values={values}
      />
    </Box>
  );
}
