import { Box } from '@chakra-ui/react';
import type { Column } from '@peptox/tool-schema';
import type { Plugin } from 'chart.js';
import { type RefObject, useMemo, useRef } from 'react';
import { Bar } from 'react-chartjs-2';
import { ChartDataTable } from '../ChartDataTable.tsx';
import { useChartColors } from '../chart-theme.ts';
import { binLabel, type Histogram } from './summary.ts';

export interface HistogramChartProps {
  histogram: Histogram;
  column: Column;
  /** For a probability: the threshold, drawn as a line; the bins at or above it take the colour. */
  threshold?: number;
  /** What the chart shows, for screen readers. */
  description: string;
  height?: string;
}

/** A tick: two significant digits. */
const tick = (value: number | string) =>
  Number(value).toLocaleString('en', { maximumSignificantDigits: 2 });

/** A dashed line at the threshold; read at each draw, so moving it needs no new chart. */
function thresholdLine(threshold: RefObject<number | undefined>, color: string): Plugin<'bar'> {
  return {
    id: 'threshold',
    afterDatasetsDraw(chart) {
      const x = chart.scales.value;
      if (threshold.current === undefined || !x) return;
      const { ctx, chartArea } = chart;
      const at = x.getPixelForValue(threshold.current);
      ctx.save();
      ctx.strokeStyle = color;
      ctx.lineWidth = 2;
      ctx.setLineDash([4, 3]);
      ctx.beginPath();
      ctx.moveTo(at, chartArea.top);
      ctx.lineTo(at, chartArea.bottom);
      ctx.stroke();
      ctx.restore();
    },
  };
}

/** The distribution of a column's values: a bar per bin, the threshold marked on probabilities. */
export function HistogramChart({
  histogram,
  column,
  threshold,
  description,
  height = '120px',
}: HistogramChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const colors = useChartColors(ref);
  const labels = useMemo(
    () => histogram.counts.map((_, i) => binLabel(histogram, i, column)),
    [histogram, column],
  );
  const accent = colors.series[0] ?? colors.text;
  const thresholdRef = useRef(threshold);
  thresholdRef.current = threshold;
  const plugins = useMemo(() => [thresholdLine(thresholdRef, colors.text)], [colors.text]);

  return (
    <Box ref={ref} position="relative" height={height} width="full">
      <Bar
        role="img"
        aria-label={description}
        plugins={plugins}
        data={{
          labels,
          datasets: [
            {
              label: 'Records',
              data: histogram.counts,
              backgroundColor: histogram.counts.map((_, i) =>
                threshold === undefined || (histogram.edges[i] as number) >= threshold
                  ? accent
                  : colors.grid,
              ),
              borderWidth: 0,
              barPercentage: 1,
              categoryPercentage: 1,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { display: false },
            tooltip: { callbacks: { title: (items) => labels[items[0]?.dataIndex ?? 0] ?? '' } },
          },
          // The bars fill equal slots of a hidden category axis; a value axis (log for log10 bins)
          // spans the same width from the first edge to the last, for the ticks and the threshold.
          scales: {
            x: { type: 'category', display: false, offset: true },
            value: {
              type: histogram.log ? 'logarithmic' : 'linear',
              position: 'bottom',
              min: histogram.edges[0],
              max: histogram.edges.at(-1),
              // A bar chart offsets every x axis by default; this one must not be.
              offset: false,
              ticks: { color: colors.muted, maxRotation: 0, maxTicksLimit: 6, callback: tick },
              grid: { display: false },
            },
            y: {
              beginAtZero: true,
              ticks: { color: colors.muted, precision: 0, maxTicksLimit: 4 },
              grid: { color: colors.grid },
            },
          },
        }}
      />
      <ChartDataTable
        description={description}
        keyLabel={column.unit ? `${column.label} (${column.unit})` : column.label}
        valueLabel="Records"
        labels={labels}
        values={histogram.counts}
      />
    </Box>
  );
}
