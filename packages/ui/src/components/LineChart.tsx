import { Box } from '@chakra-ui/react';
import { useRef } from 'react';
import { Line } from 'react-chartjs-2';
import { ChartDataTable } from './ChartDataTable.tsx';
import { useChartColors } from './chart-theme.ts';

export interface LineChartProps {
  labels: string[];
  values: number[];
  /** The series' name (legend, tooltip). */
  label: string;
  /** What the chart shows, for screen readers. */
  description: string;
  height?: string;
}

/** One series over time (e.g. jobs per day), drawn in the tool's colour. */
export function LineChart({
  labels,
  values,
  label,
  description,
  height = '300px',
}: LineChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const colors = useChartColors(ref);
  const color = colors.series[0] ?? colors.text;
  return (
    <Box ref={ref} position="relative" height={height} width="full">
      <Line
        role="img"
        aria-label={description}
        data={{
          labels,
          datasets: [
            {
              label,
              data: values,
              borderColor: color,
              backgroundColor: `${color}`,
              pointRadius: labels.length > 60 ? 0 : 3,
              tension: 0.2,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { display: false, labels: { color: colors.text } } },
          scales: {
            x: {
              ticks: { color: colors.muted, maxRotation: 0, autoSkip: true },
              grid: { color: colors.grid },
            },
            y: {
              beginAtZero: true,
              ticks: { color: colors.muted, precision: 0 },
              grid: { color: colors.grid },
            },
          },
        }}
      />
      <ChartDataTable
        description={description}
        keyLabel="Date"
        valueLabel={label}
        labels={labels}
        values={values}
      />
    </Box>
  );
}
